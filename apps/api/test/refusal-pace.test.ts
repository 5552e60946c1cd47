import { buildConversationId, ErrorCode } from '@sfp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRefusalPacer } from '../src/lib/refusal-pacer.ts';
import { createTestContext, type TestContext, type TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';
import { createVerifiedUser, type TestUser } from './helpers/users.ts';

/**
 * Issue 13, fair shares: a client that keeps asking after its 429s gets the next ones after a
 * pause (REFUSAL_RATE_PER_CLIENT, REFUSAL_PAUSE), so a flood of refusals cannot take the cores the
 * other users need. The refusal itself (status, code, Retry-After) is unchanged.
 */
describe('the refusal pacer', () => {
  it('answers the first refusals of a window at once, pauses the next, and starts again with a new window', () => {
    let t = 0;
    const pacer = createRefusalPacer({ freeRefusals: 2, windowMs: 10_000, delayMs: 500, now: () => t });
    expect([pacer.delayFor('user:1'), pacer.delayFor('user:1'), pacer.delayFor('user:1')]).toEqual([0, 0, 500]);
    expect(pacer.delayFor('user:2')).toBe(0);
    t = 10_000;
    expect(pacer.delayFor('user:1')).toBe(0);
  });

  it('holds no more than maxPending refusals at once, and nothing when turned off', async () => {
    const pacer = createRefusalPacer({ freeRefusals: 1, windowMs: 10_000, delayMs: 50, maxPending: 1 });
    pacer.delayFor('ip:a');
    expect(pacer.delayFor('ip:a')).toBe(50);
    const held = pacer.hold(50, 'x');
    expect(pacer.pending()).toBe(1);
    expect(pacer.delayFor('ip:a')).toBe(0);
    expect(await held).toBe('x');
    expect(pacer.pending()).toBe(0);
    const off = createRefusalPacer({ freeRefusals: 1, windowMs: 10_000, delayMs: 0 });
    expect([off.delayFor('ip:a'), off.delayFor('ip:a'), off.delayFor('ip:a')]).toEqual([0, 0, 0]);
  });
});

describe('REFUSAL_RATE_PER_CLIENT and REFUSAL_PAUSE on the API', () => {
  let db: TestDatabase;
  const contexts: TestContext[] = [];
  beforeAll(async () => {
    db = await createKnowledgeDatabase();
  });
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
    await db.drop();
  });
  const context = async (env: Record<string, string>) => {
    const ctx = await createTestContext(env, { database: db.database });
    contexts.push(ctx);
    return ctx;
  };
  let clock = Date.UTC(2026, 10, 27, 10, 0, 0);
  const registerAs = (ctx: TestContext, user: TestUser) => {
    clock += 1000;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/user/conversations/',
      headers: user.auth,
      payload: { conversation_id: buildConversationId(user.id, new Date(clock)) },
    });
  };
  const timed = async <T>(work: () => Promise<T>) => {
    const start = performance.now();
    const value = await work();
    return { value, ms: performance.now() - start };
  };

  it('pauses a user’s refusals past the rate, keeps their code and Retry-After, and never pauses another user', async () => {
    const ctx = await context({
      CONVERSATION_RATE_PER_USER: '1/1h',
      REFUSAL_RATE_PER_CLIENT: '2/1m',
      REFUSAL_PAUSE: '600ms',
    });
    const flooder = await createVerifiedUser(ctx.app, ctx.outboxDir);
    const other = await createVerifiedUser(ctx.app, ctx.outboxDir);
    const register = (user: TestUser) => registerAs(ctx, user);
    expect((await register(flooder)).statusCode).toBe(201);
    for (let n = 0; n < 2; n += 1) expect((await register(flooder)).statusCode).toBe(429);
    const paused = await timed(() => register(flooder));
    expect(paused.value.statusCode).toBe(429);
    expect(paused.value.json().code).toBe(ErrorCode.conversationRateLimited);
    expect(Number(paused.value.headers['retry-after'])).toBeGreaterThan(0);
    expect(paused.ms).toBeGreaterThanOrEqual(550);
    // Another user's refusals are counted on their own.
    expect((await register(other)).statusCode).toBe(201);
    const others = await timed(() => register(other));
    expect(others.value.statusCode).toBe(429);
    expect(others.ms).toBeLessThan(550);
  });

  it('pauses nobody when REFUSAL_RATE_PER_CLIENT is off', async () => {
    const ctx = await context({
      CONVERSATION_RATE_PER_USER: '1/1h',
      REFUSAL_RATE_PER_CLIENT: 'off',
      REFUSAL_PAUSE: '2s',
    });
    const user = await createVerifiedUser(ctx.app, ctx.outboxDir);
    await registerAs(ctx, user);
    const refused = await timed(async () => Promise.all([1, 2, 3, 4].map(() => registerAs(ctx, user))));
    expect(refused.value.map((r) => r.statusCode)).toEqual([429, 429, 429, 429]);
    expect(refused.ms).toBeLessThan(2000);
  });
});
