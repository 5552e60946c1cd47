import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scrubSecrets, serializeError } from '../src/lib/log-safety.ts';
import { createTestContext, type TestContext, uniqueEmail } from './helpers/context.ts';
import { lastMailTo } from './helpers/outbox.ts';
import { createVerifiedUser, linkParts, login, register } from './helpers/users.ts';

/**
 * Issue 13, finding 5: when a database write failed, the error log carried the query parameters
 * (the e-mail, the argon2id hash). Here the real database is made to fail (a trigger that raises,
 * a view that raises), the pino log of the real app is captured, and no e-mail, hash, password or
 * token may appear in it, while the failure itself is still logged.
 */
let t: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestContext({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  await t.database.exec(`
    create function sfp_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'simulated storage failure' using errcode = '53100'; end $$;
    create function sfp_test_fail_read() returns setof users language plpgsql as $$
      begin raise exception 'simulated read failure' using errcode = '58030'; end $$;`);
});
afterAll(() => t.close());
afterEach(async () => {
  await t.database.exec(`drop trigger if exists sfp_test_fail on users`);
  lines.length = 0;
});

const failWrites = (when: 'insert' | 'update') =>
  t.database.exec(`create trigger sfp_test_fail before ${when} on users for each row execute function sfp_test_fail()`);

/** users becomes a view that raises when read, for the length of `run`. */
async function failReads<T>(run: () => Promise<T>): Promise<T> {
  await t.database.exec(`alter table users rename to users_kept;
    create view users as select * from sfp_test_fail_read();`);
  try {
    return await run();
  } finally {
    await t.database.exec(`drop view users; alter table users_kept rename to users;`);
  }
}

function expectNoSecrets(secrets: string[]) {
  const log = lines.join('');
  for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
  expect(log).not.toMatch(/\$argon2id\$/);
  expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  expect(log).not.toMatch(/params:/);
}

function errorLines(): { msg: string; err?: { message: string; code?: string; query?: string } }[] {
  return lines.map((l) => JSON.parse(l) as { level: number }).filter((l) => l.level >= 50) as never;
}

describe('a failing database call logs no secret', () => {
  it('registration: the insert fails; neither the e-mail, the password nor the hash reach the log', async () => {
    const email = uniqueEmail('leak');
    const password = 'Secret-Registration-2024';
    await failWrites('insert');
    const res = await register(t.app, email, password);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error.', code: 'internal_error' });
    const [failure] = errorLines();
    expect(failure?.err?.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure?.err?.query).toMatch(/values \(default, \$1, \$2/);
    expect(JSON.stringify(failure?.err)).toContain('simulated storage failure');
    expectNoSecrets([email, password]);
  });

  it('password change by reset link: the update fails; the new password, its hash and the link stay out', async () => {
    const user = await createVerifiedUser(t.app, t.outboxDir, uniqueEmail('leak'));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/password/reset/', payload: { email: user.email } })).statusCode,
    ).toBe(200);
    const { uid, token } = linkParts((await lastMailTo(t.outboxDir, user.email)).link);
    lines.length = 0;
    await failWrites('update');
    const newPassword = 'Secret-Reset-2024';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/password/reset-confirm/${uid}/${token}/`,
      payload: { new_password1: newPassword, new_password2: newPassword },
    });
    expect(res.statusCode).toBe(500);
    const [failure] = errorLines();
    expect(failure?.err?.message).toMatch(/^Failed query: update "users"/);
    expectNoSecrets([user.email, newPassword, token, user.access, user.refresh]);
  });

  it('reset request and sign-in: the read of the account fails; the e-mail and the password stay out', async () => {
    const email = uniqueEmail('leak');
    const password = 'Secret-Sign-In-2024';
    const [reset, signIn] = await failReads(async () => [
      await t.app.inject({ method: 'POST', url: '/api/password/reset/', payload: { email } }),
      await login(t.app, email, password),
    ]);
    expect(reset.statusCode).toBe(500);
    expect(signIn.statusCode).toBe(500);
    expect(errorLines()).toHaveLength(2);
    for (const failure of errorLines()) expect(failure.err?.message).toMatch(/^Failed query: select .* from "users"/);
    expectNoSecrets([email, password]);
  });
});

describe('mails written to the outbox', () => {
  it('are logged without their link in production: a reset link is a key to the account', async () => {
    const logged: string[] = [];
    const prod = await createTestContext(
      { NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(48), LOG_LEVEL: 'info', REQUIRE_EMAIL_VERIFICATION: 'false' },
      { logStream: { write: (line) => void logged.push(line) } },
    );
    try {
      const email = uniqueEmail('outbox');
      expect((await register(prod.app, email)).statusCode).toBe(201);
      const reset = await prod.app.inject({ method: 'POST', url: '/api/password/reset/', payload: { email } });
      expect(reset.statusCode).toBe(200);
      const { token } = linkParts((await lastMailTo(prod.outboxDir, email)).link);
      const log = logged.join('');
      expect(log).toContain('mail written to the outbox');
      expect(log).not.toContain(token);
      expect(log).not.toMatch(/recover_password|verify_email/);
    } finally {
      await prod.close();
    }
  });

  it('are logged with their link outside production, for the developer to follow', async () => {
    const email = uniqueEmail('outbox');
    expect((await register(t.app, email)).statusCode).toBe(201);
    expect(lines.join('')).toContain('/verify_email/');
  });
});

describe('the error serializer', () => {
  it('keeps the driver code and names, drops the detail and scrubs e-mails, hashes and tokens', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      constraint: 'users_email_key',
      table: 'users',
      detail: 'Key (email)=(awa@example.sn) already exists.',
    });
    const error = Object.assign(
      new Error('Failed query: insert into "users" values ($1, $2)\nparams: awa@example.sn,$argon2id$v=19$m=19456$abc'),
      { query: 'insert into "users" values ($1, $2)', params: ['awa@example.sn', '$argon2id$v=19$m=19456$abc'], cause },
    );
    const out = JSON.stringify(serializeError(error));
    expect(out).toContain('users_email_key');
    expect(out).toContain('23505');
    expect(out).not.toContain('awa@example.sn');
    expect(out).not.toContain('argon2');
    expect(out).not.toContain('already exists');
    expect(scrubSecrets('mail to <awa@example.sn> failed; token eyJa.eyJb.c; link u2y0g0-' + 'A'.repeat(43))).toBe(
      'mail to <[email]> failed; token [token]; link [token]',
    );
  });
});
