import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../src/modules/auth/passwords.ts';
import { deriveKey } from '../src/modules/auth/tokens.ts';
import { createTestClock } from './helpers/clock.ts';
import { createTestContext, GOOD_PASSWORD, type TestContext, uniqueEmail } from './helpers/context.ts';
import { lastMailTo, readOutbox } from './helpers/outbox.ts';
import { createVerifiedUser, linkParts, login, register } from './helpers/users.ts';

const clock = createTestClock();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ WEB_ORIGIN: 'https://inondations.example.sn' }, { clock });
});
afterAll(() => t.close());

const refreshWith = (refresh: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });

describe('POST /api/user/register/', () => {
  it('creates the account (201), never returns the verification secret, and mails the link in French by default', async () => {
    const email = uniqueEmail();
    const res = await register(t.app, email);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toBeNull();
    expect(body.uid).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(typeof body.message).toBe('string');
    const mail = await lastMailTo(t.outboxDir, email);
    expect(mail.link).toMatch(new RegExp(`^https://inondations\\.example\\.sn/verify_email/${body.uid}/[^/]+/$`));
    expect(res.body).not.toContain(linkParts(mail.link).token);
    expect(mail.subject).toMatch(/confirmez votre adresse/i);
    expect(mail.html).toContain(mail.link);
  });

  it('mails in English when the request prefers English', async () => {
    const email = uniqueEmail();
    const res = await register(t.app, email, GOOD_PASSWORD, { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' });
    expect(res.statusCode).toBe(201);
    expect((await lastMailTo(t.outboxDir, email)).subject).toMatch(/confirm your e-mail/i);
  });

  it('stores the role the client sent and grants nothing for it', async () => {
    const email = uniqueEmail();
    expect((await register(t.app, email)).statusCode).toBe(201);
    const { rows } = await t.database.query<{ role: string }>('select role from users where email = $1', [email]);
    expect(rows[0]?.role).toBe('superadmin');
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email', username: 'not-an-email' }, 'email', 'invalid_email'],
    ['a username that is not the e-mail', { username: 'someone@else.sn' }, 'username', 'username_must_equal_email'],
    ['passwords that differ', { password2: 'Inondation2025' }, 'password2', 'password_mismatch'],
    ['a password under 8 characters', { password: 'Abc1234', password2: 'Abc1234' }, 'password', 'password_too_weak'],
    [
      'a password without an uppercase letter',
      { password: 'inondation2024', password2: 'inondation2024' },
      'password',
      'password_too_weak',
    ],
    [
      'a password without a digit',
      { password: 'Inondations', password2: 'Inondations' },
      'password',
      'password_too_weak',
    ],
    [
      'a password over 128 characters',
      { password: `A1${'x'.repeat(127)}`, password2: `A1${'x'.repeat(127)}` },
      'password',
      'password_too_long',
    ],
    ['a very common password', { password: 'Password1', password2: 'Password1' }, 'password', 'password_too_common'],
    ['a role other than superadmin', { role: 'admin' }, 'role', 'invalid_role'],
    ['a missing e-mail', { email: undefined }, 'email', 'required'],
    ['a number where the e-mail goes', { email: 42 }, 'email', 'invalid'],
  ])('refuses %s with a 400 field error and creates nothing', async (_name, override, field, code) => {
    const email = uniqueEmail();
    const payload = {
      email,
      username: email,
      role: 'superadmin',
      password: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
      ...override,
    };
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from users');
    const res = await t.app.inject({ method: 'POST', url: '/api/user/register/', payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()[field]).toContain(code);
    const after = await t.database.query<{ n: number }>('select count(*)::int as n from users');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses an address already taken, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await register(t.app, email)).statusCode).toBe(201);
    const again = await register(t.app, email.toUpperCase());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: ['email_taken'] });
  });

  it('answers malformed JSON with a coded 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'malformed_json' });
  });
});

describe('POST /api/token/', () => {
  it('refuses an account whose e-mail is not verified yet', async () => {
    const email = uniqueEmail();
    await register(t.app, email);
    const res = await login(t.app, email);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'email_not_verified' });
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const wrong = await login(t.app, user.email, 'Inondation2099');
    const unknown = await login(t.app, uniqueEmail('nobody'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'no_active_account', detail: expect.any(String) });
  });

  it('stores passwords as argon2id at the OWASP parameters (19 MiB, t=2, p=1), never in clear', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const { rows } = await t.database.query<{ hash: string }>('select password_hash as hash from users where id = $1', [
      user.id,
    ]);
    expect(rows[0]!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]!.hash).not.toContain(GOOD_PASSWORD);
  });

  it('takes as long for an unknown account as for a wrong password, and keeps the event loop free', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const time = async (email: string) => {
      const start = performance.now();
      expect((await login(t.app, email, 'Inondation2099')).statusCode).toBe(401);
      return performance.now() - start;
    };
    await time(uniqueEmail('warm-up'));
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await time(user.email));
      unknown.push(await time(uniqueEmail('nobody')));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    // Both verify an argon2 hash (≈ 15 ms); skipping it for unknown accounts would take ≈ 1 ms.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it('hashes off the event loop: other callbacks run while a hash is computed', async () => {
    for (const work of [
      () => hashPassword(GOOD_PASSWORD),
      async () => verifyPassword(await dummyPasswordHash(), 'x'),
    ]) {
      let loopTurned = false;
      setImmediate(() => (loopTurned = true));
      // A hash computed on the event loop would finish before the loop could turn once.
      await work();
      expect(loopTurned).toBe(true);
    }
  });

  it('returns an HS256 access/refresh pair with the SimpleJWT claims', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    for (const [token, type] of [
      [user.access, 'access'],
      [user.refresh, 'refresh'],
    ] as const) {
      expect(decodeProtectedHeader(token).alg).toBe('HS256');
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({ token_type: type, user_id: user.id });
      expect(typeof claims.jti).toBe('string');
      expect(claims.exp! - claims.iat!).toBe(type === 'access' ? 300 : 86_400);
    }
  });

  it('accepts the e-mail in another case', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    expect((await login(t.app, user.email.toUpperCase())).statusCode).toBe(200);
  });

  it('needs both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'a@b.sn' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: ['required'] });
  });
});

describe('POST /api/token/refresh/ and /api/token/blacklist/', () => {
  it('gives a new access token for a valid refresh token', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const res = await refreshWith(user.refresh);
    expect(res.statusCode).toBe(200);
    const { access } = res.json();
    expect(decodeJwt(access)).toMatchObject({ token_type: 'access', user_id: user.id });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/id/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.json()).toEqual({ id: user.id });
  });

  it('never takes an access token as a refresh token, nor the reverse', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const asRefresh = await refreshWith(user.access);
    expect(asRefresh.statusCode).toBe(401);
    expect(asRefresh.json()).toMatchObject({ code: 'token_not_valid' });
    const asAccess = await t.app.inject({
      method: 'GET',
      url: '/api/user/id/',
      headers: { authorization: `Bearer ${user.refresh}` },
    });
    expect(asAccess.statusCode).toBe(401);
  });

  it('refuses malformed, forged, unsigned and other-algorithm tokens', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const claims = decodeJwt(user.refresh);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(deriveKey('another-secret', 'jwt'));
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(deriveKey(t.config.secretKey, 'jwt'));
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    for (const token of ['garbage', 'a.b.c', forged, hs512, unsigned]) {
      const res = await refreshWith(token);
      expect(res.statusCode, token).toBe(401);
    }
  });

  it('refuses an expired refresh token and an expired access token', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    clock.advance(24 * 3_600_000 + 1000);
    try {
      expect((await refreshWith(user.refresh)).statusCode).toBe(401);
      const me = await t.app.inject({ method: 'GET', url: '/api/user/id/', headers: user.auth });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toMatchObject({ code: 'token_not_valid' });
    } finally {
      clock.advance(-(24 * 3_600_000 + 1000));
    }
  });

  it('revokes a refresh token on sign-out; it then refreshes nothing', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/token/blacklist/',
      payload: { refresh: user.refresh },
    });
    expect(out.statusCode).toBe(200);
    const res = await refreshWith(user.refresh);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('refuses to blacklist an access token or garbage', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir);
    for (const refresh of [user.access, 'nope']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh } });
      expect(res.statusCode).toBe(401);
    }
    expect((await refreshWith(user.refresh)).statusCode).toBe(200);
  });
});

describe('protected calls', () => {
  it('need a bearer access token (401 otherwise, with a WWW-Authenticate header)', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer not.a.token' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/conversations/', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json().code).toMatch(/^(not_authenticated|token_not_valid)$/);
    }
  });

  it('write no more mail than the flows ask for', async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    await createVerifiedUser(t.app, t.outboxDir);
    expect((await readOutbox(t.outboxDir)).length).toBe(before + 1);
  });
});
