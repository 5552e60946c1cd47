import type { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters. Two stores really exist: in-process memory (one instance) and Redis,
 * so several API instances share their counters.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The current window's count without counting a hit (0 when there is none). */
  peek(key: string): Promise<{ count: number; ttlMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, ttlMs: w.resetAt - t };
    },
    async peek(key) {
      const t = now();
      const w = windows.get(key);
      return w && w.resetAt > t ? { count: w.count, ttlMs: w.resetAt - t } : { count: 0, ttlMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}`;

export function createRedisRateLimitStore(redis: Redis, prefix = 'sfp:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, ttlMs: ttl };
    },
    async peek(key) {
      const [count, ttl] = (await redis.eval(PEEK_SCRIPT, 1, prefix + key)) as [number, number];
      return ttl > 0 ? { count, ttlMs: ttl } : { count: 0, ttlMs: 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one hit of `name` for `key`; a null rule never limits. */
  consume(name: string, key: string, rule: RateRule | null): Promise<RateDecision>;
  /**
   * Whether one more hit would be allowed, counting none: lets a call refuse a user already past
   * the rate before doing the work that precedes its `consume` (e.g. reading an upload).
   */
  check(name: string, key: string, rule: RateRule | null): Promise<RateDecision>;
  reset(name: string, key: string): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async consume(name, key, rule) {
      if (!rule) return { allowed: true, count: 0, retryAfterSeconds: 0 };
      const { count, ttlMs } = await store.hit(`${name}:${key}`, rule.windowMs);
      return {
        allowed: count <= rule.limit,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
      };
    },
    async check(name, key, rule) {
      if (!rule) return { allowed: true, count: 0, retryAfterSeconds: 0 };
      const { count, ttlMs } = await store.peek(`${name}:${key}`);
      return { allowed: count < rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async reset(name, key) {
      await store.reset(`${name}:${key}`);
    },
  };
}
