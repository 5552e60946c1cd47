import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
  type RateLimitStore,
} from './rate-limiter.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const stores: [string, () => RateLimitStore][] = [['memory', () => createMemoryRateLimitStore()]];
if (REDIS_URL)
  stores.push([
    'redis',
    () => createRedisRateLimitStore(new Redis(REDIS_URL), `sfp-test:rl:${Date.now()}:${Math.random()}:`),
  ]);
const opened: RateLimitStore[] = [];
afterAll(async () => {
  for (const s of opened) await s.close();
});

describe.each(stores)('rate limiter check (%s store)', (_name, make) => {
  it('says whether one more hit is allowed without counting one', async () => {
    const store = make();
    opened.push(store);
    const limiter = createRateLimiter(store);
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await limiter.check('pdf-user', '7', rule)).toMatchObject({ allowed: true, count: 0 });
    for (let i = 0; i < 5; i++) await limiter.check('pdf-user', '7', rule);
    expect((await limiter.consume('pdf-user', '7', rule)).count).toBe(1);
    expect(await limiter.check('pdf-user', '7', rule)).toMatchObject({ allowed: true, count: 1 });
    expect((await limiter.consume('pdf-user', '7', rule)).allowed).toBe(true);
    const past = await limiter.check('pdf-user', '7', rule);
    expect(past).toMatchObject({ allowed: false, count: 2 });
    expect(past.retryAfterSeconds).toBeGreaterThan(0);
    expect(past.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another user, another counter; no rule, no limit.
    expect((await limiter.check('pdf-user', '8', rule)).allowed).toBe(true);
    expect((await limiter.check('pdf-user', '7', null)).allowed).toBe(true);
  });
});
