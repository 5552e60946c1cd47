import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
