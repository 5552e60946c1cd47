import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_VERSION_LISTENER_NAME } from '../src/modules/auth/token-version-changes.ts';
import {
  createTestContext,
  createTestDatabase,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  type TestContext,
  type TestDatabase,
} from './helpers/context.ts';
import { createVerifiedUser, login } from './helpers/users.ts';

/**
 * Two API instances sharing one PostgreSQL and one Redis, as in a deployment behind a load
 * balancer. Needs real servers: CI sets TEST_DATABASE_URL and TEST_REDIS_URL (see .ci/run).
 */
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)('two API instances sharing PostgreSQL and Redis', () => {
  let shared: TestDatabase;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    shared = await createTestDatabase();
    // Each instance opens its own Redis connection from REDIS_URL, as two processes would.
    const env = {
      REDIS_URL: TEST_REDIS_URL!,
      LOGIN_RATE_PER_ACCOUNT: '4/15m',
      // Redis outlives test runs: per-client counters must not carry one run into the next.
      LOGIN_RATE_PER_CLIENT: 'off',
      REGISTER_RATE_PER_CLIENT: 'off',
      VERIFY_RATE_PER_CLIENT: 'off',
      SECRET_KEY: 'a-shared-secret-for-both-instances-0123456789',
    };
    a = await createTestContext(env, { database: shared.database });
    b = await createTestContext(env, { database: shared.database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  it('a refresh token revoked on one instance is refused by the other', async () => {
    const user = await createVerifiedUser(a.app, a.outboxDir);
    const before = await b.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(before.statusCode).toBe(200);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/token/blacklist/',
      payload: { refresh: user.refresh },
    });
    expect(out.statusCode).toBe(200);
    const after = await b.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(after.statusCode).toBe(401);
  });

  it('an access token signed out on one instance is refused by the other as soon as the database says so', async () => {
    const user = await createVerifiedUser(a.app, a.outboxDir);
    const list = () =>
      b.app.inject({
        method: 'GET',
        url: '/api/user/conversations/',
        headers: { authorization: `Bearer ${user.access}` },
      });
    // b reads and caches the user's token version…
    expect((await list()).statusCode).toBe(200);
    // …a signs the user out; b hears of it from PostgreSQL (ADR 055), well within the second b
    // used to trust what it had read.
    expect(
      (await a.app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: user.refresh } }))
        .statusCode,
    ).toBe(200);
    const deadline = Date.now() + 300;
    let status = (await list()).statusCode;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await list()).statusCode;
    }
    expect(status).toBe(401);
  });

  it('hears again after its listening connection is killed, and trusts for 1 s meanwhile', async () => {
    const admin = new pg.Client({ connectionString: shared.url });
    await admin.connect();
    try {
      const user = await createVerifiedUser(a.app, a.outboxDir);
      const list = () =>
        b.app.inject({
          method: 'GET',
          url: '/api/user/conversations/',
          headers: { authorization: `Bearer ${user.access}` },
        });
      expect((await list()).statusCode).toBe(200);
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`,
        [TOKEN_VERSION_LISTENER_NAME],
      );
      expect(killed.rowCount).toBe(2);
      // The listeners hear their connections end (PostgreSQL tells them as it closes them).
      await new Promise((r) => setTimeout(r, 200));
      // Meanwhile a version changes with nobody listening: the instances forgot what they had
      // read, so it is seen at once anyway.
      await admin.query('update users set token_version = token_version + 1 where id = $1', [user.id]);
      expect((await list()).statusCode).toBe(401);
      // Both listen again within a few seconds.
      const deadline = Date.now() + 10_000;
      let listening = 0;
      while (listening < 2 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        const rows = await admin.query(
          `select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()`,
          [TOKEN_VERSION_LISTENER_NAME],
        );
        listening = (rows.rows[0] as { n: number }).n;
      }
      expect(listening).toBe(2);
    } finally {
      await admin.end();
    }
  });

  it('both instances count toward the same rate limit', async () => {
    const user = await createVerifiedUser(a.app, a.outboxDir);
    expect((await login(a.app, user.email, 'Wrong12345')).statusCode).toBe(401);
    expect((await login(b.app, user.email, 'Wrong12345')).statusCode).toBe(401);
    expect((await login(a.app, user.email, 'Wrong12345')).statusCode).toBe(401);
    expect((await login(b.app, user.email, 'Wrong12345')).statusCode).toBe(401);
    expect((await login(a.app, user.email)).statusCode).toBe(429);
    expect((await login(b.app, user.email)).statusCode).toBe(429);
  });
});
