import { buildConversationId, ErrorCode } from '@sfp/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from '../src/lib/rate-limiter.ts';
import { createTestContext, TEST_REDIS_URL, type TestContext, type TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';
import { createVerifiedUser, type TestUser } from './helpers/users.ts';

/**
 * Fair shares (issue 13, findings 2 and 3): per-user rates on questions and new conversations,
 * answered 429 with Retry-After and their own codes; the question limits hold under a 40-way race.
 * The counters live in Redis when TEST_REDIS_URL is set (as with several API instances).
 */
let db: TestDatabase;
const contexts: TestContext[] = [];
const stores: RateLimitStore[] = [];
beforeAll(async () => {
  db = await createKnowledgeDatabase();
});
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  for (const s of stores) await s.close();
  await db.drop();
});

function store(): RateLimitStore {
  if (!TEST_REDIS_URL) return createMemoryRateLimitStore();
  // A prefix of its own: ids restart with each test database, counters must not.
  return createRedisRateLimitStore(new Redis(TEST_REDIS_URL), `sfp-test:${Date.now()}:${Math.random()}:`);
}

async function context(env: Record<string, string>): Promise<TestContext> {
  const rateLimitStore = store();
  const ctx = await createTestContext(env, { database: db.database, rateLimitStore });
  stores.push(rateLimitStore);
  contexts.push(ctx);
  return ctx;
}

let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
const register = (ctx: TestContext, user: TestUser) => {
  clock += 1000;
  const id = buildConversationId(user.id, new Date(clock));
  return ctx.app
    .inject({ method: 'POST', url: '/api/user/conversations/', headers: user.auth, payload: { conversation_id: id } })
    .then((res) => ({ res, id }));
};
const ask = (ctx: TestContext, user: TestUser, id: string, content: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/conversation_manager/sql_agent_chat/${encodeURIComponent(id)}`,
    headers: user.auth,
    payload: { conversation: [{ role: 'user', content }] },
  });

describe('QUESTION_RATE_PER_USER', () => {
  it('counts a user’s questions over all conversations, answers 429 + Retry-After past it, and leaves others alone', async () => {
    const ctx = await context({ QUESTION_RATE_PER_USER: '3/1m' });
    const [alice, bob] = [
      await createVerifiedUser(ctx.app, ctx.outboxDir),
      await createVerifiedUser(ctx.app, ctx.outboxDir),
    ];
    const one = (await register(ctx, alice)).id;
    const two = (await register(ctx, alice)).id;
    expect((await ask(ctx, alice, one, 'Population de Matam en 2023 ?')).statusCode).toBe(200);
    expect((await ask(ctx, alice, one, 'Et à Podor ?')).statusCode).toBe(200);
    expect((await ask(ctx, alice, two, 'Population de Kaolack ?')).statusCode).toBe(200);
    const refused = await ask(ctx, alice, two, 'Population de Fatick ?');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: ErrorCode.questionRateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The refused question was not stored.
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/conversation_manager/${encodeURIComponent(two)}`,
      headers: alice.auth,
    });
    expect(history.json().conversation).toHaveLength(3);
    const bobs = (await register(ctx, bob)).id;
    expect((await ask(ctx, bob, bobs, 'Population de Louga ?')).statusCode).toBe(200);
  });
});

describe('CONVERSATION_RATE_PER_USER', () => {
  it('answers 429 conversation_rate_limited + Retry-After past the rate, per user, and registers nothing', async () => {
    const ctx = await context({ CONVERSATION_RATE_PER_USER: '2/1h' });
    const [alice, bob] = [
      await createVerifiedUser(ctx.app, ctx.outboxDir),
      await createVerifiedUser(ctx.app, ctx.outboxDir),
    ];
    expect((await register(ctx, alice)).res.statusCode).toBe(201);
    expect((await register(ctx, alice)).res.statusCode).toBe(201);
    const { res } = await register(ctx, alice);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: ErrorCode.conversationRateLimited });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/user/conversations/', headers: alice.auth });
    expect(list.json()).toHaveLength(2);
    expect((await register(ctx, bob)).res.statusCode).toBe(201);
  });
});

describe('the question limits under a 40-way race', () => {
  it(
    'stores exactly QUESTION_LIMIT questions of 40 sent at once to one conversation, numbered 0…19',
    { timeout: 180_000 },
    async () => {
      const ctx = await context({ QUESTION_LIMIT: '20', QUESTION_RATE_PER_USER: 'off' });
      const user = await createVerifiedUser(ctx.app, ctx.outboxDir);
      const { id } = await register(ctx, user);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => ask(ctx, user, id, `Population de la région de Louga en ${2000 + i} ?`)),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      for (const r of results.filter((x) => x.statusCode === 429)) {
        expect(r.json().code).toBe(ErrorCode.questionLimit);
      }
      const rows = await db.database.query<{ position: number }>(
        `select t.position from conversation_turns t join conversations c on c.id = t.conversation_pk
        where c.conversation_id = $1 order by t.position`,
        [id],
      );
      expect(rows.rows.map((r) => r.position)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    },
  );

  it(
    'lets exactly QUESTION_RATE_PER_USER of 40 questions through at once, over four conversations',
    { timeout: 180_000 },
    async () => {
      const ctx = await context({ QUESTION_LIMIT: '20', QUESTION_RATE_PER_USER: '30/1m' });
      const user = await createVerifiedUser(ctx.app, ctx.outboxDir);
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) ids.push((await register(ctx, user)).id);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => ask(ctx, user, ids[i % 4]!, `Population de Matam en ${2000 + i} ?`)),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(30);
      const refused = results.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(10);
      for (const r of refused) {
        expect(r.json().code).toBe(ErrorCode.questionRateLimited);
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      }
    },
  );
});
