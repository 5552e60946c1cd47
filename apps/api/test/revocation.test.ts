import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, uniqueEmail } from './helpers/context.ts';
import { lastMailTo } from './helpers/outbox.ts';
import { createVerifiedUser, linkParts, login } from './helpers/users.ts';

/**
 * Issue 13, finding 9: access tokens stayed valid up to ACCESS_TOKEN_LIFETIME after sign-out or a
 * password reset. Now both raise the user's token version, and every access token of an older
 * version is refused at once (ADR 047).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const list = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/conversations/', headers: bearer(access) });
const signOut = (refresh: string, access: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/blacklist/', headers: bearer(access), payload: { refresh } });
const refreshWith = (refresh: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });

describe('revocation of access tokens', () => {
  it('sign-out ends the access token at once', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    expect((await list(user.access)).statusCode).toBe(200);
    expect((await signOut(user.refresh, user.access)).statusCode).toBe(200);
    const after = await list(user.access);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'token_not_valid' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/id/', headers: bearer(user.access) })).statusCode).toBe(
      401,
    );
    expect((await refreshWith(user.refresh)).statusCode).toBe(401);
  });

  it("sign-out on one device ends the user's access tokens everywhere; another device refreshes once and goes on", async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const other = (await login(t.app, user.email, user.password)).json() as { access: string; refresh: string };
    expect((await signOut(user.refresh, user.access)).statusCode).toBe(200);
    expect((await list(other.access)).statusCode).toBe(401);
    const renewed = await refreshWith(other.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await list(renewed.json().access)).statusCode).toBe(200);
    // Signing out again with the already revoked token changes nothing.
    expect((await signOut(user.refresh, renewed.json().access)).statusCode).toBe(200);
    expect((await list(renewed.json().access)).statusCode).toBe(200);
  });

  it('a password reset ends every access token and refresh token of the user at once', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir, uniqueEmail('reset'));
    const second = (await login(t.app, user.email, user.password)).json() as { access: string; refresh: string };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/password/reset/', payload: { email: user.email } })).statusCode,
    ).toBe(200);
    const { uid, token } = linkParts((await lastMailTo(t.outboxDir, user.email)).link);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/password/reset-confirm/${uid}/${token}/`,
      payload: { new_password1: 'Nouveau2025', new_password2: 'Nouveau2025' },
    });
    expect(confirmed.statusCode).toBe(200);
    for (const access of [user.access, second.access]) expect((await list(access)).statusCode).toBe(401);
    for (const refresh of [user.refresh, second.refresh]) expect((await refreshWith(refresh)).statusCode).toBe(401);
    const fresh = await login(t.app, user.email, 'Nouveau2025');
    expect(fresh.statusCode).toBe(200);
    expect((await list(fresh.json().access)).statusCode).toBe(200);
  });

  it("keeps SimpleJWT's claims, with the token version as one more claim of access tokens", async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    expect(Object.keys(decodeJwt(user.access)).sort()).toEqual(['exp', 'iat', 'jti', 'token_type', 'user_id', 'ver']);
    expect(Object.keys(decodeJwt(user.refresh)).sort()).toEqual(['exp', 'iat', 'jti', 'token_type', 'user_id']);
    const before = decodeJwt(user.access).ver as number;
    await signOut(user.refresh, user.access);
    const again = (await login(t.app, user.email, user.password)).json() as { access: string };
    expect(decodeJwt(again.access).ver).toBe(before + 1);
  });

  it('refuses an access token of a user who no longer exists', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    await t.database.query('delete from users where id = $1', [user.id]);
    // Within the cache time the old answer may stand; past it, the token is refused.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await list(user.access)).statusCode).toBe(401);
  });
});

/** The first status other than 200 within `ms`, polling: a notification travels (PostgreSQL). */
async function refusedWithin(ms: number, call: () => Promise<{ statusCode: number }>): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { statusCode } = await call();
    if (statusCode !== 200 || Date.now() > deadline) return statusCode;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('token versions changed in the database, by anyone (ADR 055)', () => {
  it('are seen at once, not after the cache’s lifetime: the database announces them', async () => {
    const changed = await createVerifiedUser(t.app, t.outboxDir);
    const deleted = await createVerifiedUser(t.app, t.outboxDir);
    // Both versions read and cached by this instance…
    expect((await list(changed.access)).statusCode).toBe(200);
    expect((await list(deleted.access)).statusCode).toBe(200);
    // …then changed behind its back, as another instance or an operator would.
    await t.database.query('update users set token_version = token_version + 1 where id = $1', [changed.id]);
    await t.database.query('delete from users where id = $1', [deleted.id]);
    expect(await refusedWithin(300, () => list(changed.access))).toBe(401);
    expect(await refusedWithin(300, () => list(deleted.access))).toBe(401);
  });

  it('keep a user reading a page a second from costing a version lookup a request', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    expect((await list(user.access)).statusCode).toBe(200);
    // Past the 1 s a version was trusted before, the cached one still answers: raise the version
    // with its trigger off (no announcement) and the token is still accepted, from the cache.
    await t.database.exec('alter table users disable trigger users_token_version_notify');
    try {
      await t.database.query('update users set token_version = token_version + 1 where id = $1', [user.id]);
      await new Promise((r) => setTimeout(r, 1300));
      expect((await list(user.access)).statusCode).toBe(200);
    } finally {
      await t.database.exec('alter table users enable trigger users_token_version_notify');
    }
  });
});
