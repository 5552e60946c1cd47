import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, GOOD_PASSWORD, type TestContext, uniqueEmail } from './helpers/context.ts';
import { createVerifiedUser, type TestUser } from './helpers/users.ts';

/**
 * Issue 13, finding 4: ten wrong passwords from anyone locked the owner out for 15 minutes. With
 * OWASP's device cookies, a browser that signed in to the account before is counted on its own
 * (ADR 047); strangers without one are still limited per account, and per client address.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    LOGIN_RATE_PER_ACCOUNT: '10/15m',
    LOGIN_RATE_PER_DEVICE: '10/15m',
    LOGIN_RATE_PER_CLIENT: '100/15m',
  });
});
afterAll(() => t.close());

let ip = 0;
const stranger = () => `203.0.113.${++ip}`;

function signIn(user: Pick<TestUser, 'email'>, password: string, options: { cookie?: string; from?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: user.email, password },
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.from ?? '192.0.2.10',
  });
}

/** The cookie a browser would send back from a Set-Cookie header. */
const cookieOf = (setCookie: string | string[] | number | undefined) => String(setCookie).split(';')[0]!;

describe('device cookies against lockout by strangers', () => {
  it('sets an HttpOnly, SameSite=Strict device cookie for the sign-in path on success, and none on failure', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const res = await signIn(user, GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^sfp_device_${user.id}=[A-Za-z0-9_-]{22}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{43}; `));
    expect(header).toContain('; Path=/api/token/');
    expect(header).toContain('; HttpOnly');
    expect(header).toContain('; SameSite=Strict');
    expect(header).toMatch(/; Max-Age=\d+/);
    expect(header).not.toContain('Secure');
    const failed = await signIn(user, 'Wrong12345');
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it("lets the owner's browser sign in after ten strangers' wrong guesses; without the cookie it is still limited", async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const cookie = cookieOf((await signIn(user, GOOD_PASSWORD)).headers['set-cookie']);
    for (let i = 0; i < 10; i++) expect((await signIn(user, 'Wrong12345', { from: stranger() })).statusCode).toBe(401);
    const strangerAgain = await signIn(user, 'Wrong12345', { from: stranger() });
    expect(strangerAgain.statusCode).toBe(429);
    expect(strangerAgain.json()).toMatchObject({ code: 'rate_limited' });
    // The owner on a browser without the cookie (a new phone) waits like everyone else…
    expect((await signIn(user, GOOD_PASSWORD)).statusCode).toBe(429);
    // …but the browser that signed in before gets in, and gets a fresh cookie.
    const owner = await signIn(user, GOOD_PASSWORD, { cookie });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(String(owner.headers['set-cookie'])).toMatch(new RegExp(`^sfp_device_${user.id}=`));
    // The stranger count is not reset by the owner's success.
    expect((await signIn(user, 'Wrong12345', { from: stranger() })).statusCode).toBe(429);
  });

  it('limits wrong guesses made with one device cookie on that cookie', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const cookie = cookieOf((await signIn(user, GOOD_PASSWORD)).headers['set-cookie']);
    const other = cookieOf((await signIn(user, GOOD_PASSWORD)).headers['set-cookie']);
    for (let i = 0; i < 10; i++) expect((await signIn(user, 'Wrong12345', { cookie })).statusCode).toBe(401);
    expect((await signIn(user, GOOD_PASSWORD, { cookie })).statusCode).toBe(429);
    // Another browser of the owner, and the account for strangers, are untouched.
    expect((await signIn(user, GOOD_PASSWORD, { cookie: other })).statusCode).toBe(200);
    expect((await signIn(user, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("counts a forged cookie, or another account's, as no cookie", async () => {
    const owner = await createVerifiedUser(t.app, t.outboxDir);
    const someoneElse = await createVerifiedUser(t.app, t.outboxDir, uniqueEmail('other'));
    const theirs = cookieOf((await signIn(someoneElse, GOOD_PASSWORD)).headers['set-cookie']);
    const real = cookieOf((await signIn(owner, GOOD_PASSWORD)).headers['set-cookie']);
    const [name, value] = real.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const renamed = theirs.replace(`sfp_device_${someoneElse.id}=`, `sfp_device_${owner.id}=`);
    for (let i = 0; i < 10; i++)
      expect((await signIn(owner, 'Wrong12345', { cookie: i % 2 ? forged : renamed })).statusCode).toBe(401);
    expect((await signIn(owner, GOOD_PASSWORD, { cookie: forged })).statusCode).toBe(429);
    expect((await signIn(owner, GOOD_PASSWORD, { cookie: renamed })).statusCode).toBe(429);
    expect((await signIn(owner, GOOD_PASSWORD, { cookie: `${theirs}; ${real}` })).statusCode).toBe(200);
  });
});

describe('device cookies keep the per-client limit', () => {
  it('a client address over its limit is refused even with a valid device cookie', async () => {
    const c = await createTestContext({ LOGIN_RATE_PER_CLIENT: '5/15m' });
    try {
      const user = await createVerifiedUser(c.app, c.outboxDir);
      const first = await c.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: user.email, password: GOOD_PASSWORD },
        remoteAddress: '198.51.100.77',
      });
      const cookie = cookieOf(first.headers['set-cookie']);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await c.app.inject({
          method: 'POST',
          url: '/api/token/',
          payload: { username: user.email, password: GOOD_PASSWORD },
          headers: { cookie },
          remoteAddress: '198.51.100.77',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await c.close();
    }
  });

  it('marks the cookie Secure in production', async () => {
    const c = await createTestContext({ NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(48) });
    try {
      const user = await createVerifiedUser(c.app, c.outboxDir);
      const res = await c.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: user.email, password: GOOD_PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/);
    } finally {
      await c.close();
    }
  });
});
