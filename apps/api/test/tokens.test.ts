import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJwtService, deriveKey, InvalidTokenError } from '../src/modules/auth/tokens.ts';

/** The JWTs are signed with node:crypto: check them against jose, a standard implementation. */
const secret = 'a-test-secret-of-at-least-thirty-two-bytes!';
const now = new Date('2026-11-25T10:00:00Z');
const jwt = createJwtService({
  secret,
  clock: { now: () => now },
  accessLifetimeMs: 300_000,
  refreshLifetimeMs: 86_400_000,
});
const key = deriveKey(secret, 'jwt');
const iat = Math.floor(now.getTime() / 1000);

describe('HS256 tokens, cross-checked with jose', () => {
  it('issues tokens jose verifies, with the SimpleJWT claims (and the token version on access tokens)', async () => {
    const { token, jti } = await jwt.issue(42, 'access', 3);
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ token_type: 'access', user_id: 42, jti, iat, exp: iat + 300, ver: 3 });
    const refresh = await jwt.issue(42, 'refresh');
    const r = await jwtVerify(refresh.token, key, { algorithms: ['HS256'], currentDate: now });
    expect(r.payload).toEqual({ token_type: 'refresh', user_id: 42, jti: refresh.jti, iat, exp: iat + 86_400 });
  });

  it('verifies what jose signs with the same key, and refuses it with another', async () => {
    const sign = (k: Uint8Array, exp = iat + 60) =>
      new SignJWT({ token_type: 'refresh', user_id: 7 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti('j-1')
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(k);
    expect(await jwt.verify(await sign(key), 'refresh')).toEqual({
      token_type: 'refresh',
      user_id: 7,
      jti: 'j-1',
      iat,
      exp: iat + 60,
      // A token without the claim (an older token, or a SimpleJWT one) is of version 0.
      ver: 0,
    });
    await expect(jwt.verify(await sign(deriveKey('another secret', 'jwt')), 'refresh')).rejects.toThrow('invalid');
    await expect(jwt.verify(await sign(key, iat), 'refresh')).rejects.toThrow('expired');
    await expect(jwt.verify(await sign(key), 'access')).rejects.toThrow('wrong_type');
  });

  it('refuses malformed tokens, other algorithms, crit headers and missing claims', async () => {
    const { token } = await jwt.issue(1, 'access');
    const [h, p, s] = token.split('.') as [string, string, string];
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    for (const bad of [
      '',
      'a.b',
      `${h}.${p}`,
      `${h}.${p}.${s}x`,
      `${b64({ alg: 'none' })}.${p}.`,
      `${h}.${b64([1])}.${s}`,
      `${h}.${p}.${s}.${s}`,
      `${h}.${p}!.${s}`,
    ]) {
      await expect(jwt.verify(bad, 'access'), bad).rejects.toBeInstanceOf(InvalidTokenError);
    }
    const crit = await new SignJWT({ token_type: 'access', user_id: 1, jti: 'x', iat, exp: iat + 60 })
      .setProtectedHeader({ alg: 'HS256', crit: ['b64'], b64: true })
      .sign(key)
      .catch(() => null);
    if (crit) await expect(jwt.verify(crit, 'access')).rejects.toBeInstanceOf(InvalidTokenError);
    const noJti = await new SignJWT({ token_type: 'access', user_id: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(key);
    await expect(jwt.verify(noJti, 'access')).rejects.toThrow('invalid');
    const notYet = await new SignJWT({ token_type: 'access', user_id: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('n')
      .setIssuedAt(iat)
      .setNotBefore(iat + 30)
      .setExpirationTime(iat + 60)
      .sign(key);
    await expect(jwt.verify(notYet, 'access')).rejects.toThrow('invalid');
  });
});
