import {
  ErrorCode,
  FieldErrorCode as F,
  type RegisterRequest,
  type TokenObtainRequest,
  type TokenPair,
} from '@sfp/contracts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError, rateLimited, unauthorized } from '../../lib/errors.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type Language, passwordResetMail, verificationMail } from '../../mail/templates.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import type { TokenVersionChanges } from './token-version-changes.ts';
import { createTokenVersionCache } from './token-versions.ts';
import { decodeUid, encodeUid, InvalidTokenError, type JwtService, type LinkTokenService } from './tokens.ts';

/**
 * How long this instance trusts a user's token version it read (ADR 047) while the database's
 * change notifications may be missed. Its own sign-outs and resets take effect at once; another
 * instance's within this time.
 */
export const TOKEN_VERSION_CACHE_MS = 1000;
/**
 * The same while the notifications are heard (ADR 055): every change drops the version at once,
 * so this only bounds how long a lost notification could go unnoticed.
 */
export const TOKEN_VERSION_LIVE_CACHE_MS = 30_000;

export interface AuthServiceDeps {
  repository: AuthRepository;
  jwt: JwtService;
  links: LinkTokenService;
  devices: DeviceCookies;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: Clock;
  config: Pick<Config, 'webOrigin' | 'requireEmailVerification' | 'emailTokenLifetimeMs' | 'rateLimits'>;
  logger: { error(obj: object, msg: string): void };
  /** The database's announcements of changed token versions (ADR 055); without them, 1 s entries. */
  versionChanges?: TokenVersionChanges;
}

/** Who is asking: the client address for per-client limits, the language for mails. */
export interface RequestContext {
  clientKey: string;
  language: Language;
  /** The Cookie header (sign-in reads its device cookie). */
  cookieHeader?: string | undefined;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

const tokenNotValid = () => unauthorized(ErrorCode.tokenNotValid, 'Token is invalid or expired');

const noActiveAccount = () =>
  unauthorized(ErrorCode.noActiveAccount, 'No active account found with the given credentials');

const badLink = (field: 'token') => fieldError({ [field]: [F.tokenInvalid] });

/** What a verification link is bound to: the user and the address it was sent to. */
const verificationState = (user: UserRow) => `${user.id}:${user.email}`;
/** A reset link dies when the password or the last login changes, and once used. */
const resetState = (user: UserRow) =>
  `${user.id}:${user.passwordHash}:${user.lastLoginAt?.getTime() ?? ''}:${user.passwordChangedAt.getTime()}`;

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, jwt, links, devices, mailer, limiter, clock, config } = deps;
  const versions = createTokenVersionCache({
    load: (id) => repository.findTokenVersion(id),
    ttlMs: TOKEN_VERSION_CACHE_MS,
    liveTtlMs: TOKEN_VERSION_LIVE_CACHE_MS,
  });
  deps.versionChanges?.start({
    changed: (userId) => versions.invalidate(userId),
    live: (isLive) => versions.setLive(isLive),
  });

  async function limit(name: string, key: string, rule: RateRule | null) {
    const decision = await limiter.consume(name, key, rule);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  }

  async function sendMail(send: () => Promise<void>) {
    // The account change is done; a mail server outage must not turn it into an error. The user
    // can ask for a reset link, which also verifies the address.
    try {
      await send();
    } catch (error) {
      deps.logger.error({ err: error }, 'mail could not be sent');
    }
  }

  async function issuePair(userId: number, tokenVersion: number): Promise<TokenPair> {
    const [access, refresh] = await Promise.all([
      jwt.issue(userId, 'access', tokenVersion),
      jwt.issue(userId, 'refresh'),
    ]);
    await repository.insertRefreshToken({ jti: refresh.jti, userId, expiresAt: refresh.expiresAt });
    return { access: access.token, refresh: refresh.token };
  }

  return {
    /**
     * Sign-in. Attempts are limited per client address, then (OWASP device cookies, ADR 047) per
     * device cookie when the browser holds a valid one for this account, else per account: the
     * owner's browser is never locked out by strangers' guesses. A success issues a new device
     * cookie (the Set-Cookie value) and resets the count that applied.
     */
    async obtainTokenPair(
      input: TokenObtainRequest,
      ctx: RequestContext,
    ): Promise<{ tokens: TokenPair; setCookie: string }> {
      const email = normaliseEmail(input.username);
      await limit('login-client', ctx.clientKey, config.rateLimits.loginPerClient);
      const user = await repository.findUserByEmail(email);
      const device = user ? devices.check(ctx.cookieHeader, user.id) : null;
      const [counter, key, rule] = device
        ? (['login-device', `${user!.id}:${device}`, config.rateLimits.loginPerDevice] as const)
        : (['login-account', email, config.rateLimits.loginPerAccount] as const);
      await limit(counter, key, rule);
      // Unknown accounts verify against a real hash too, so both answers take the same time.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !ok) throw noActiveAccount();
      if (config.requireEmailVerification && !user.emailVerifiedAt) {
        throw unauthorized(ErrorCode.emailNotVerified, 'The e-mail address of this account is not verified yet');
      }
      await limiter.reset(counter, key);
      await repository.recordLogin(user.id, clock.now());
      return { tokens: await issuePair(user.id, user.tokenVersion), setCookie: devices.issue(user.id) };
    },

    async refreshAccess(refresh: string): Promise<{ access: string }> {
      let claims;
      try {
        claims = await jwt.verify(refresh, 'refresh');
      } catch (error) {
        if (error instanceof InvalidTokenError) throw tokenNotValid();
        throw error;
      }
      const record = await repository.findRefreshToken(claims.jti);
      if (!record || record.revokedAt || record.userId !== claims.user_id) throw tokenNotValid();
      const access = await jwt.issue(claims.user_id, 'access', record.tokenVersion);
      return { access: access.token };
    },

    async revokeRefreshToken(refresh: string): Promise<void> {
      let claims;
      try {
        claims = await jwt.verify(refresh, 'refresh');
      } catch (error) {
        if (error instanceof InvalidTokenError) throw tokenNotValid();
        throw error;
      }
      const record = await repository.findRefreshToken(claims.jti);
      if (!record || record.userId !== claims.user_id) throw tokenNotValid();
      // The user's access tokens end with it (their version is raised), on every device; other
      // devices refresh once and go on.
      if (await repository.revokeRefreshToken(claims.jti, clock.now())) versions.invalidate(claims.user_id);
    },

    /** The user id of a valid access token of the user's current version, or a 401. */
    async authenticate(access: string): Promise<number> {
      let claims;
      try {
        claims = await jwt.verify(access, 'access');
      } catch (error) {
        if (error instanceof InvalidTokenError) throw tokenNotValid();
        throw error;
      }
      if ((await versions.get(claims.user_id)) !== claims.ver) throw tokenNotValid();
      return claims.user_id;
    },

    async register(input: RegisterRequest, ctx: RequestContext) {
      await limit('register-client', ctx.clientKey, config.rateLimits.registerPerClient);
      if (isCommonPassword(input.password)) throw fieldError({ password: [F.passwordTooCommon] });
      const email = normaliseEmail(input.email);
      if (await repository.findUserByEmail(email)) throw fieldError({ email: [F.emailTaken] });
      const passwordHash = await hashPassword(input.password);
      const id = await repository.insertUser({ email, passwordHash, role: input.role, language: ctx.language });
      if (id === null) throw fieldError({ email: [F.emailTaken] });
      const user = (await repository.findUserById(id))!;
      const uid = encodeUid(id);
      const link = `${config.webOrigin}/verify_email/${uid}/${links.make('verify-email', verificationState(user))}/`;
      await sendMail(() => mailer.send(verificationMail(ctx.language, email, link, config.emailTokenLifetimeMs)));
      return { token: null, uid, message: 'verification_email_sent' };
    },

    async verifyEmail(uid: string, token: string, ctx: RequestContext): Promise<void> {
      await limit('verify-client', ctx.clientKey, config.rateLimits.verifyPerClient);
      const id = decodeUid(uid);
      const user = id === null ? undefined : await repository.findUserById(id);
      if (!user || !links.check('verify-email', verificationState(user), token)) throw badLink('token');
      // Verifying again answers 200 and changes nothing.
      if (!user.emailVerifiedAt) await repository.markEmailVerified(user.id, clock.now());
    },

    async requestPasswordReset(rawEmail: string, ctx: RequestContext): Promise<void> {
      const email = normaliseEmail(rawEmail);
      await limit('reset-client', ctx.clientKey, config.rateLimits.resetPerClient);
      await limit('reset-address', email, config.rateLimits.resetPerAddress);
      const user = await repository.findUserByEmail(email);
      // Spec §7 row 4: the web app shows 'Account does not exist' for a non-200 answer.
      if (!user) throw new AppError(404, ErrorCode.accountNotFound, 'Account does not exist');
      const link = `${config.webOrigin}/recover_password/${encodeUid(user.id)}/${links.make('reset-password', resetState(user))}/`;
      const language = (user.language === 'en' ? 'en' : 'fr') as Language;
      await sendMail(() => mailer.send(passwordResetMail(language, user.email, link, config.emailTokenLifetimeMs)));
    },

    async confirmPasswordReset(uid: string, token: string, newPassword: string, ctx: RequestContext) {
      await limit('verify-client', ctx.clientKey, config.rateLimits.verifyPerClient);
      const id = decodeUid(uid);
      const user = id === null ? undefined : await repository.findUserById(id);
      if (!user || !links.check('reset-password', resetState(user), token)) throw badLink('token');
      if (isCommonPassword(newPassword)) throw fieldError({ new_password1: [F.passwordTooCommon] });
      await repository.replacePassword(user.id, await hashPassword(newPassword), clock.now());
      versions.invalidate(user.id);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
