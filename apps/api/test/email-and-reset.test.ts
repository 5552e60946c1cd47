import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from './helpers/clock.ts';
import { createTestContext, GOOD_PASSWORD, type TestContext, uniqueEmail } from './helpers/context.ts';
import { lastMailTo, readOutbox } from './helpers/outbox.ts';
import { createVerifiedUser, linkParts, login, register } from './helpers/users.ts';

const clock = createTestClock();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({}, { clock });
});
afterAll(() => t.close());

const verify = (uid: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/email/verify-email/${uid}/${token}/` });
const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/password/reset/', payload: { email } });
const confirmReset = (uid: string, token: string, p1: string, p2 = p1) =>
  t.app.inject({
    method: 'POST',
    url: `/api/password/reset-confirm/${uid}/${token}/`,
    payload: { new_password1: p1, new_password2: p2 },
  });

async function registeredLink(email = uniqueEmail()) {
  await register(t.app, email);
  return { email, ...linkParts((await lastMailTo(t.outboxDir, email)).link) };
}

describe('GET /api/email/verify-email/{uid}/{token}/', () => {
  it('verifies the account (then login works); verifying again answers 200 and changes nothing', async () => {
    const { email, uid, token } = await registeredLink();
    expect((await login(t.app, email)).statusCode).toBe(401);
    expect((await verify(uid, token)).statusCode).toBe(200);
    const first = await t.database.query<{ at: Date }>('select email_verified_at as at from users where email = $1', [
      email,
    ]);
    expect((await login(t.app, email)).statusCode).toBe(200);
    const again = await verify(uid, token);
    expect(again.statusCode).toBe(200);
    const second = await t.database.query<{ at: Date }>('select email_verified_at as at from users where email = $1', [
      email,
    ]);
    expect(second.rows[0]!.at.getTime()).toBe(first.rows[0]!.at.getTime());
  });

  it('answers 400 for a bad token, a foreign token, a malformed uid and an expired link', async () => {
    const a = await registeredLink();
    const b = await registeredLink();
    expect((await verify(a.uid, `${a.token}x`)).statusCode).toBe(400);
    expect((await verify(a.uid, b.token)).statusCode).toBe(400);
    expect((await verify('!!', a.token)).statusCode).toBe(400);
    expect((await verify('OTk5OTk5', a.token)).statusCode).toBe(400);
    const bad = await verify(a.uid, 'zzz');
    expect(bad.json()).toEqual({ token: ['token_invalid'] });
    clock.advance(24 * 3_600_000 + 120_000);
    try {
      expect((await verify(a.uid, a.token)).statusCode).toBe(400);
    } finally {
      clock.advance(-(24 * 3_600_000 + 120_000));
    }
    expect((await login(t.app, a.email)).statusCode).toBe(401);
    expect((await verify(a.uid, a.token)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers 404 for an unknown address and mails nobody', async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    const res = await requestReset(uniqueEmail('ghost'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: expect.any(String), code: 'account_not_found' });
    expect((await readOutbox(t.outboxDir)).length).toBe(before);
  });

  it('mails a one-time link; the new password works, the old one is refused, refresh tokens are revoked', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const res = await requestReset(user.email);
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t.outboxDir, user.email);
    expect(mail.link).toMatch(/\/recover_password\/[^/]+\/[^/]+\/$/);
    expect(mail.subject).toMatch(/réinitialisez/i);
    const { uid, token } = linkParts(mail.link);

    const mismatch = await confirmReset(uid, token, 'Nouveau2025pass', 'Nouveau2025pasS');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ new_password2: ['password_mismatch'] });
    const weak = await confirmReset(uid, token, 'short1A');
    expect(weak.json()).toEqual({ new_password1: ['password_too_weak'] });
    const common = await confirmReset(uid, token, 'Password123');
    expect(common.json()).toEqual({ new_password1: ['password_too_common'] });

    const ok = await confirmReset(uid, token, 'Nouveau2025pass');
    expect(ok.statusCode).toBe(200);
    expect((await login(t.app, user.email, 'Nouveau2025pass')).statusCode).toBe(200);
    expect((await login(t.app, user.email, GOOD_PASSWORD)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(refreshed.statusCode).toBe(401);

    const reused = await confirmReset(uid, token, 'Another2025pass');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ token: ['token_invalid'] });
  });

  it('kills the link when the user signs in after asking for it', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    await requestReset(user.email);
    const { uid, token } = linkParts((await lastMailTo(t.outboxDir, user.email)).link);
    await new Promise((r) => setTimeout(r, 5));
    expect((await login(t.app, user.email)).statusCode).toBe(200);
    expect((await confirmReset(uid, token, 'Nouveau2025pass')).statusCode).toBe(400);
  });

  it('refuses an expired link and a foreign one', async () => {
    const a = await createVerifiedUser(t.app, t.outboxDir);
    const b = await createVerifiedUser(t.app, t.outboxDir);
    await requestReset(a.email);
    await requestReset(b.email);
    const la = linkParts((await lastMailTo(t.outboxDir, a.email)).link);
    const lb = linkParts((await lastMailTo(t.outboxDir, b.email)).link);
    expect((await confirmReset(la.uid, lb.token, 'Nouveau2025pass')).statusCode).toBe(400);
    clock.advance(25 * 3_600_000);
    try {
      expect((await confirmReset(la.uid, la.token, 'Nouveau2025pass')).statusCode).toBe(400);
    } finally {
      clock.advance(-25 * 3_600_000);
    }
    expect((await login(t.app, a.email)).statusCode).toBe(200);
  });

  it('mails an English user in English, and a reset verifies a never-verified address', async () => {
    const email = uniqueEmail();
    await register(t.app, email, GOOD_PASSWORD, { 'accept-language': 'en' });
    await requestReset(email);
    const mail = await lastMailTo(t.outboxDir, email);
    expect(mail.subject).toMatch(/reset your password/i);
    const { uid, token } = linkParts(mail.link);
    expect((await confirmReset(uid, token, 'Nouveau2025pass')).statusCode).toBe(200);
    expect((await login(t.app, email, 'Nouveau2025pass')).statusCode).toBe(200);
  });

  it('validates the e-mail field', async () => {
    expect((await requestReset('nope')).json()).toEqual({ email: ['invalid_email'] });
    const res = await t.app.inject({ method: 'POST', url: '/api/password/reset/', payload: {} });
    expect(res.json()).toEqual({ email: ['required'] });
  });
});
