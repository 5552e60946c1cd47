import { createHmac, createSecretKey, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  jti: string;
  user_id: number;
  exp: number;
  iat: number;
  /** Access tokens: the user's token version when issued (0 when absent, as in older tokens). */
  ver: number;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

/** Separate keys for separate purposes, all derived from SECRET_KEY. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(`sfp:${purpose}`).digest());
}

/**
 * SimpleJWT-compatible access and refresh tokens: HS256, claims token_type, jti, user_id, exp, iat;
 * access tokens also carry `ver`, the user's token version (ADR 047), an extra claim SimpleJWT
 * clients ignore.
 *
 * Signed and checked with node:crypto's HMAC rather than jose: jose runs HS256 through WebCrypto,
 * whose asynchronous jobs took about a sixth of the CPU of a token refresh (ADR 002). The format
 * is plain RFC 7519 / 7515 compact JWS; the tests cross-check it with jose in both directions.
 */
export function createJwtService(options: {
  secret: string;
  clock: Clock;
  accessLifetimeMs: number;
  refreshLifetimeMs: number;
}) {
  // A KeyObject, not the raw bytes: createHmac re-imports a raw key on every call (≈ 4× slower).
  const key = createSecretKey(deriveKey(options.secret, 'jwt'));
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);
  const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const mac = (signingInput: string) => createHmac('sha256', key).update(signingInput).digest();

  async function issue(userId: number, type: TokenType, version = 0): Promise<IssuedToken> {
    const iat = nowSeconds();
    const lifetime = type === 'access' ? options.accessLifetimeMs : options.refreshLifetimeMs;
    const exp = iat + Math.floor(lifetime / 1000);
    const jti = randomUUID();
    const claims = { token_type: type, user_id: userId, jti, iat, exp, ...(type === 'access' ? { ver: version } : {}) };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const input = `${HEADER}.${payload}`;
    return { token: `${input}.${mac(input).toString('base64url')}`, jti, expiresAt: new Date(exp * 1000) };
  }

  const parse = (part: string): Record<string, unknown> => {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  };

  /** Verifies signature, algorithm, expiry and type; an access token is never a refresh token. */
  async function verify(token: string, expected: TokenType): Promise<TokenClaims> {
    const parts = typeof token === 'string' ? token.split('.') : [];
    if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) throw new InvalidTokenError('invalid');
    const [h, p, signature] = parts as [string, string, string];
    let header: Record<string, unknown>;
    let payload: Record<string, unknown>;
    try {
      header = parse(h);
      payload = parse(p);
    } catch {
      throw new InvalidTokenError('invalid');
    }
    // The algorithm allowlist: HS256 only (never "none"), and no extension we do not understand.
    if (header.alg !== 'HS256' || 'crit' in header) throw new InvalidTokenError('invalid');
    const given = Buffer.from(signature, 'base64url');
    const wanted = mac(`${h}.${p}`);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw new InvalidTokenError('invalid');
    const { token_type, user_id, jti, exp, iat, nbf, ver = 0 } = payload;
    if (typeof exp !== 'number' || typeof iat !== 'number' || typeof jti !== 'string') {
      throw new InvalidTokenError('invalid');
    }
    const now = nowSeconds();
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) throw new InvalidTokenError('invalid');
    if (exp <= now) throw new InvalidTokenError('expired');
    if (token_type !== expected) throw new InvalidTokenError('wrong_type');
    if (typeof user_id !== 'number' || !Number.isSafeInteger(user_id)) throw new InvalidTokenError('invalid');
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) throw new InvalidTokenError('invalid');
    return { token_type: expected, user_id, jti, exp, iat, ver };
  }

  return { issue, verify };
}
export type JwtService = ReturnType<typeof createJwtService>;

/**
 * One-time links (e-mail verification, password reset), in the manner of Django's token generator:
 * `{issued-at base36}-{HMAC}` where the HMAC covers the purpose, the user and the state the link
 * must not outlive (e.g. the password hash and last login for a reset).
 */
export function createLinkTokenService(options: { secret: string; clock: Clock; lifetimeMs: number }) {
  const key = createSecretKey(deriveKey(options.secret, 'link-token'));

  function mac(purpose: string, state: string, issuedAt: number): string {
    return createHmac('sha256', key).update(`${purpose}\u0000${state}\u0000${issuedAt}`).digest('base64url');
  }

  function make(purpose: string, state: string): string {
    const issuedAt = Math.floor(options.clock.now().getTime() / 1000);
    return `${issuedAt.toString(36)}-${mac(purpose, state, issuedAt)}`;
  }

  function check(purpose: string, state: string, token: string): boolean {
    const dash = token.indexOf('-');
    if (dash <= 0) return false;
    const issuedAt = Number.parseInt(token.slice(0, dash), 36);
    if (!Number.isSafeInteger(issuedAt)) return false;
    const expected = Buffer.from(mac(purpose, state, issuedAt));
    const given = Buffer.from(token.slice(dash + 1));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const ageMs = options.clock.now().getTime() - issuedAt * 1000;
    return ageMs >= -60_000 && ageMs <= options.lifetimeMs;
  }

  return { make, check };
}
export type LinkTokenService = ReturnType<typeof createLinkTokenService>;

/** uid in links: the user id, base64url-encoded as Django's urlsafe_base64_encode does. */
export function encodeUid(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
