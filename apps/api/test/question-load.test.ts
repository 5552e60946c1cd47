import { buildConversationId, ErrorCode } from '@sfp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorEngine, AdvisorAnswer } from '../src/modules/advisor/advisor.engine.ts';
import { placeIndexLoader } from '../src/modules/advisor/analyst/place-index.ts';
import type { ConversationsRepository, StoredTurn } from '../src/modules/conversations/conversations.repository.ts';
import { createConversationService } from '../src/modules/conversations/conversations.service.ts';
import { createTestContext, type TestContext, type TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';
import { createVerifiedUser } from './helpers/users.ts';
import { emptyAnswerData } from '../src/modules/advisor/analyst/answer.ts';

/**
 * Questions beside the cheap reads (issue 13, ADR 054): at most ADVISOR_MAX_CONCURRENCY questions
 * are answered at once, sixteen times as many wait and the next get 503 at once; a question costs
 * fewer database round trips than it did (the turns read once, the data version once a second).
 */
const data = (): AdvisorAnswer['data'] => emptyAnswerData('x', 'fr');

describe('ADVISOR_MAX_CONCURRENCY', () => {
  let db: TestDatabase;
  let ctx: TestContext;
  let running = 0;
  let most = 0;
  const release: (() => void)[] = [];
  /** Answers only when the test lets it, so questions pile up. */
  const held: AdvisorEngine = {
    name: 'analyst',
    async answer({ question }) {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => release.push(resolve));
      running -= 1;
      return { markdown: `Réponse à « ${question} »`, engine: 'analyst', data: data() };
    },
  };
  beforeAll(async () => {
    db = await createKnowledgeDatabase();
    ctx = await createTestContext(
      { ADVISOR_MAX_CONCURRENCY: '1', QUESTION_RATE_PER_USER: 'off' },
      { database: db.database, advisorEngine: held },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await db.drop();
  });

  it('answers one question at a time, lets sixteen wait and turns the next away with 503 + Retry-After', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.outboxDir);
    const id = buildConversationId(user.id, new Date(Date.UTC(2026, 10, 27, 8, 0, 0)));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/conversations/',
      headers: user.auth,
      payload: { conversation_id: id },
    });
    const ask = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/conversation_manager/sql_agent_chat/${encodeURIComponent(id)}`,
        headers: user.auth,
        payload: { conversation: [{ role: 'user', content: `Question ${n}` }] },
      });
    const asked = Array.from({ length: 17 }, (_, n) => ask(n));
    while (release.length < 1) await new Promise((r) => setTimeout(r, 10));
    // The other sixteen reach the line meanwhile (each a few database reads).
    await new Promise((r) => setTimeout(r, 300));
    const turnedAway = await ask(17);
    expect(turnedAway.statusCode).toBe(503);
    expect(turnedAway.headers['retry-after']).toBe('2');
    expect(turnedAway.json()).toMatchObject({ code: ErrorCode.advisorBusy });
    // The conversation list is answered meanwhile.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/user/conversations/', headers: user.auth });
    expect(list.statusCode).toBe(200);
    // Let them through one by one.
    let answered = 0;
    const done = Promise.all(asked).finally(() => (answered = asked.length));
    while (answered < asked.length) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 5));
    }
    const results = await done;
    expect(results.map((r) => r.statusCode)).toEqual(Array(17).fill(200));
    expect(most).toBe(1);
    // Seventeen stored turns after the system item.
    expect(results.at(-1)!.json().conversation).toHaveLength(1 + 2 * 17);
  });
});

describe('the database round trips of a question', () => {
  function fakeRepository(stored: StoredTurn[], appendedMeanwhile = 0) {
    const calls = { turns: 0 };
    const repository: ConversationsRepository = {
      findOwned: async () => ({ pk: 1, createdAt: new Date() }),
      turns: async () => {
        calls.turns += 1;
        return [...stored];
      },
      appendTurn: async (_pk, turn) => {
        const position = stored.length + appendedMeanwhile;
        stored.push({ ...turn, position, createdAt: new Date() });
        return position;
      },
    };
    return { repository, calls };
  }
  const engine: AdvisorEngine = {
    name: 'analyst',
    answer: async ({ question }) => ({ markdown: `Réponse : ${question}`, engine: 'analyst', data: data() }),
  };
  const logger = { warn() {}, error() {} };
  const turn = (position: number): StoredTurn => ({
    position,
    question: `Q${position}`,
    answer: `R${position}`,
    data: null,
    engine: 'analyst',
    createdAt: new Date(),
  });

  it('reads the conversation once: the answer is the turns read before and the one stored', async () => {
    const { repository, calls } = fakeRepository([turn(0)]);
    const service = createConversationService({ repository, engine, questionLimit: 20, logger });
    const conversation = await service.ask(7, buildConversationId(7, new Date()), '  Et à Podor ?  ');
    expect(calls.turns).toBe(1);
    expect(conversation.map((m) => m.content)).toEqual([
      conversation[0]!.content,
      'Q0',
      'R0',
      'Et à Podor ?',
      'Réponse : Et à Podor ?',
    ]);
  });

  it('reads it again when another question of the conversation was stored meanwhile', async () => {
    const { repository, calls } = fakeRepository([turn(0)], 1);
    const service = createConversationService({ repository, engine, questionLimit: 20, logger });
    await service.ask(7, buildConversationId(7, new Date()), 'Et à Matam ?');
    expect(calls.turns).toBe(2);
  });

  it('reads the data version at most once a second, and rebuilds the places when it changes', async () => {
    let clock = 0;
    let version = 'v1';
    const reads = { version: 0, units: 0 };
    const load = placeIndexLoader(
      {
        async query<Row>(text: string) {
          if (text.includes('knowledge.meta')) {
            reads.version += 1;
            return { rows: [{ value: version }] as Row[] };
          }
          if (text.includes('from knowledge.unit_alias')) return { rows: [] as Row[] };
          reads.units += 1;
          return {
            rows: [{ pcode: 'SN07', level: 'region', name: 'Matam', parent_pcode: 'SN', region_pcode: null }] as Row[],
          };
        },
      },
      { recheckMs: 1_000, now: () => clock },
    );
    await Promise.all([load(), load(), load()]);
    clock = 999;
    await load();
    expect(reads).toEqual({ version: 1, units: 1 });
    clock = 1_000;
    version = 'v2';
    await load();
    expect(reads).toEqual({ version: 2, units: 2 });
  });
});
