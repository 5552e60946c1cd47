import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, GOOD_PASSWORD, type TestContext, uniqueEmail } from './helpers/context.ts';
import { lastMailTo } from './helpers/outbox.ts';
import { createVerifiedUser, linkParts, login, register } from './helpers/users.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    LOGIN_RATE_PER_ACCOUNT: '3/15m',
    LOGIN_RATE_PER_CLIENT: '12/15m',
    REGISTER_RATE_PER_CLIENT: '30/1h',
    RESET_RATE_PER_ADDRESS: '2/1h',
    RESET_RATE_PER_CLIENT: '30/1h',
    VERIFY_RATE_PER_CLIENT: '60/1h',
  });
});
afterAll(() => t.close());

const fromClient = (ip: string) => ({ remoteAddress: ip });

describe('rate limits', () => {
  it('stop password guessing on one account (429 with Retry-After), and a success resets the count', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    // A success after two failures resets the per-account count.
    for (let i = 0; i < 2; i++) expect((await login(t.app, user.email, 'Wrong12345')).statusCode).toBe(401);
    expect((await login(t.app, user.email)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(t.app, user.email, 'Wrong12345')).statusCode).toBe(401);
    const blocked = await login(t.app, user.email, GOOD_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('limit sign-in attempts per client address, whatever the account', async () => {
    const ip = '198.51.100.7';
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: uniqueEmail('guess'), password: 'Wrong12345' },
        ...fromClient(ip),
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 12).every((c) => c === 401)).toBe(true);
    expect(codes[12]).toBe(429);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: uniqueEmail('guess'), password: 'Wrong12345' },
      ...fromClient('198.51.100.8'),
    });
    expect(other.statusCode).toBe(401);
  });

  it('let an office of 30 register from one address, and stop the 31st', async () => {
    const ip = '203.0.113.30';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const email = uniqueEmail('office');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/register/',
        payload: { email, username: email, role: 'superadmin', password: GOOD_PASSWORD, password2: GOOD_PASSWORD },
        ...fromClient(ip),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });

  it('limit reset mails per address', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const ask = () => t.app.inject({ method: 'POST', url: '/api/password/reset/', payload: { email: user.email } });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('limit reset mails per client address, whatever the address asked for', async () => {
    const ctx = await createTestContext({ RESET_RATE_PER_CLIENT: '3/1h', RESET_RATE_PER_ADDRESS: '10/1h' });
    try {
      const ask = (ip: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/password/reset/',
          payload: { email: uniqueEmail('reset') },
          ...fromClient(ip),
        });
      for (let i = 0; i < 3; i++) expect((await ask('192.0.2.50')).statusCode).toBe(404);
      const blocked = await ask('192.0.2.50');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask('192.0.2.51')).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('limit verification attempts per client address', async () => {
    const ctx = await createTestContext({ VERIFY_RATE_PER_CLIENT: '3/1h' });
    try {
      const email = uniqueEmail();
      await register(ctx.app, email);
      const { uid, token } = linkParts((await lastMailTo(ctx.outboxDir, email)).link);
      const guess = () =>
        ctx.app.inject({ method: 'GET', url: `/api/email/verify-email/${uid}/${token.slice(0, -2)}xx/` });
      expect((await guess()).statusCode).toBe(400);
      expect((await guess()).statusCode).toBe(400);
      expect((await guess()).statusCode).toBe(400);
      const blocked = await ctx.app.inject({ method: 'GET', url: `/api/email/verify-email/${uid}/${token}/` });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});
