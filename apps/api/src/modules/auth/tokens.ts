import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock.ts';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  jti: string;
  user_id: number;
  exp: number;
  iat: number;
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

const ALGORITHMS = ['HS256'];

/** SimpleJWT-compatible access and refresh tokens: HS256, claims token_type, jti, user_id, exp, iat. */
export function createJwtService(options: {
  secret: string;
  clock: Clock;
  accessLifetimeMs: number;
  refreshLifetimeMs: number;
}) {
  // jose imports a raw (Uint8Array) key through WebCrypto on every sign and verify: import it
  // once and hand jose the CryptoKey (a large share of a token refresh's CPU time otherwise).
  const key = crypto.subtle.importKey(
    'raw',
    deriveKey(options.secret, 'jwt'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);

  async function issue(userId: number, type: TokenType): Promise<IssuedToken> {
    const iat = nowSeconds();
    const lifetime = type === 'access' ? options.accessLifetimeMs : options.refreshLifetimeMs;
    const exp = iat + Math.floor(lifetime / 1000);
    const jti = randomUUID();
    const token = await new SignJWT({ token_type: type, user_id: userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await key);
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }

  /** Verifies signature, algorithm, expiry and type; an access token is never a refresh token. */
  async function verify(token: string, expected: TokenType): Promise<TokenClaims> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, await key, {
        algorithms: ALGORITHMS,
        currentDate: options.clock.now(),
        requiredClaims: ['exp', 'iat', 'jti'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('expired');
      throw new InvalidTokenError('invalid');
    }
    const { token_type, user_id, jti, exp, iat } = payload;
    if (token_type !== expected) throw new InvalidTokenError('wrong_type');
    if (typeof user_id !== 'number' || !Number.isSafeInteger(user_id) || typeof jti !== 'string') {
      throw new InvalidTokenError('invalid');
    }
    return { token_type: expected, user_id, jti, exp: exp as number, iat: iat as number };
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
  const key = deriveKey(options.secret, 'link-token');

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
