import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildConversationId } from '@sfp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { AdvisorEngine } from '../src/modules/advisor/advisor.engine.ts';
import { createAdvisorEngine } from '../src/modules/advisor/advisor.service.ts';
import { guardSql } from '../src/modules/advisor/sql-agent/sql-guard.ts';
import { createPgliteSqlRunner, createPostgresSqlRunner } from '../src/modules/advisor/sql-agent/sql-runner.ts';
import { createTestContext, TEST_DATABASE_URL, type TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase, KNOWLEDGE_DIR } from './helpers/knowledge.ts';
import { final, type Received, type Reply, startScriptedLlm, toolCall } from './helpers/scripted-llm.ts';
import { createVerifiedUser } from './helpers/users.ts';

let llm: Awaited<ReturnType<typeof startScriptedLlm>>;
let baseUrl: string;
let queue: Reply[];
let received: Received[];

let db: TestDatabase;
let engine: AdvisorEngine;

beforeAll(async () => {
  llm = await startScriptedLlm();
  ({ baseUrl, queue, received } = llm);
  db = await createKnowledgeDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LLM_BASE_URL: baseUrl,
    LLM_MODEL: 'scripted',
    LLM_API_KEY: 'sk-test-secret',
    LLM_TIMEOUT: '20s',
    ADVISOR_SQL_TIMEOUT: '1s',
    ADVISOR_MAX_ROWS: '50',
    KNOWLEDGE_DIR,
    DATA_DIR: join(tmpdir(), 'sfp-sql-agent-test'),
  });
  engine = createAdvisorEngine(config, { database: db.database });
});
afterAll(async () => {
  await engine.close?.();
  await db.drop();
  await llm.close();
});
beforeEach(() => llm.reset());

const toolResults = () => llm.toolResults();
const counts = async () =>
  (
    await db.database.query<{ users: number; units: number }>(
      `select (select count(*)::int from users) as users, (select count(*)::int from knowledge.unit) as units`,
    )
  ).rows[0]!;

describe('the SQL agent with a model', () => {
  it('answers through tool calls, in the question language, ending with sources and the SQL it ran', async () => {
    queue.push(
      toolCall('list_tables', {}),
      toolCall('describe_table', { table: 'population' }),
      toolCall('run_sql', {
        sql: "select p.value, p.kind, p.source_id from knowledge.population p join knowledge.unit u using (pcode) where u.name = 'Matam' and u.level = 'department' and p.year = 2023 and p.sex = 'total'",
      }),
      final('La population du département de Matam en 2023 est de **386 887** habitants (recensement).'),
    );
    const a = await engine.answer({
      question: 'Quelle est la population du département de Matam en 2023 ?',
      history: [],
    });
    expect(a.engine).toBe('llm');
    expect(a.fallbackReason).toBeUndefined();
    expect(a.markdown).toContain('386 887');
    expect(a.markdown).toMatch(/\*\*Sources\*\*\n- \*Recensement général de la population et de l’habitat RGPH-5 2023/);
    expect(a.markdown).toMatch(/```sql\nselect p\.value/);
    expect(a.data.language).toBe('fr');
    const results = toolResults();
    expect(results[0]).toContain('flood_event');
    expect(results[1]).toContain('"column_name":"year"');
    expect(results[2]).toContain('386887');
    expect(received[0]!.authorization).toBe('Bearer sk-test-secret');
  });

  const hostile = [
    'DROP TABLE knowledge.unit',
    'select * from users',
    'select email, password_hash from public.users',
    'select * from refresh_tokens',
    "select (select string_agg(email, ',') from users) as leak",
    'select pg_sleep(10)',
    'select 1; drop table users',
    'with d as (delete from knowledge.unit returning *) select * from d',
    "select set_config('role', 'postgres', false)",
    "copy knowledge.unit to 'unit.csv'",
    'select * from knowledge.unit for update',
    'select * into knowledge.copy from knowledge.unit',
    'select * from pg_catalog.pg_authid',
    "select * from dblink('dbname=postgres', 'select 1') as t(x int)",
    "select lo_import('/etc/passwd')",
    'update knowledge.unit set name = $1',
    "select 'users'::regclass",
    'insert into knowledge.source (id, title) values (1, 2)',
  ];

  it('refuses every hostile query the model writes, and nothing changes', async () => {
    const before = await counts();
    // All in one reply (models may call several tools at once), then a second round of the same.
    const calls = hostile.map((sql, i) => ({
      id: `h${i}`,
      type: 'function',
      function: { name: 'run_sql', arguments: JSON.stringify({ sql }) },
    }));
    queue.push(
      { message: { role: 'assistant', content: null, tool_calls: calls } },
      final('Je ne peux pas faire cela.'),
    );
    const a = await engine.answer({ question: 'Supprime la table des unités', history: [] });
    const results = toolResults();
    expect(results).toHaveLength(hostile.length);
    results.forEach((r, i) => expect(r, hostile[i]).toMatch(/"error":"refused: /));
    expect(a.data.queries).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('stops a query past ADVISOR_SQL_TIMEOUT and keeps answering', async () => {
    queue.push(
      toolCall('run_sql', {
        sql: 'select count(*) from knowledge.population a, knowledge.population b, knowledge.population c',
      }),
      toolCall('run_sql', { sql: "select count(*) as n from knowledge.unit where level = 'region'" }),
      final('14 régions.'),
    );
    const a = await engine.answer({ question: 'Combien de régions ?', history: [] });
    const results = toolResults();
    expect(results[0]).toMatch(/refused: the query took too long/);
    expect(results[1]).toContain('"n":14');
    expect(a.markdown).toContain('14 régions.');
  });

  it('caps the rows a query returns', async () => {
    queue.push(toolCall('run_sql', { sql: 'select pcode from knowledge.unit' }), final('Voici les unités.'));
    await engine.answer({ question: 'Liste les unités', history: [] });
    const result = JSON.parse(toolResults()[0]!) as { rows: unknown[]; truncated: boolean };
    expect(result.rows).toHaveLength(50);
    expect(result.truncated).toBe(true);
  });

  for (const [name, reply] of [
    ['a server error', { status: 500, raw: '{"error":"boom"}' }],
    ['an answer that is not JSON', { raw: '<html>oops</html>' }],
    ['an empty answer', { message: { role: 'assistant', content: '' } }],
  ] as const) {
    it(`falls back to the built-in analyst on ${name}, and says so`, async () => {
      queue.push(reply);
      const a = await engine.answer({ question: 'What is the population of Kaffrine region in 2025?', history: [] });
      expect(a.fallbackReason).toBeTruthy();
      expect(a.engine).toBe('analyst');
      expect(a.markdown).toMatch(/^_The language model could not answer/);
      expect(a.markdown).toMatch(/Kaffrine/);
      expect(a.markdown).not.toContain('sk-test-secret');
    });
  }
});

describe('a model that does not answer in time', () => {
  it('falls back to the built-in analyst past LLM_TIMEOUT, and says so', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LLM_BASE_URL: baseUrl,
      LLM_MODEL: 'scripted',
      LLM_TIMEOUT: '1s',
      KNOWLEDGE_DIR,
      DATA_DIR: join(tmpdir(), 'sfp-sql-agent-test'),
    });
    const slow = createAdvisorEngine(config, { database: db.database });
    try {
      queue.push({ delayMs: 2_500, message: { role: 'assistant', content: 'late' } });
      const a = await slow.answer({ question: 'Population de la région de Fatick en 2023 ?', history: [] });
      expect(a.fallbackReason).toMatch(/no answer within 1000 ms/);
      expect(a.markdown).toMatch(/^_Le modèle de langage n'a pas pu répondre/);
      expect(a.markdown).toMatch(/Fatick/);
    } finally {
      await slow.close?.();
    }
  });
});

describe('the SQL guard', () => {
  it('accepts one read-only SELECT or WITH over knowledge tables', async () => {
    for (const sql of [
      "select name from knowledge.unit where level = 'region'",
      "with r as (select pcode from knowledge.unit where level = 'region') select count(*) from r",
      'select u.name, sum(p.value) from knowledge.population p join knowledge.unit u using (pcode) group by 1 order by 2 desc limit 3;',
    ])
      expect(await guardSql(sql), sql).toMatchObject({ ok: true });
  });
});

describe('behind the guard, the runner itself can read only the knowledge schema', () => {
  it.runIf(!!TEST_DATABASE_URL)(
    'PostgreSQL: a read-only transaction as a role without rights on accounts',
    async () => {
      const runner = createPostgresSqlRunner(db.database.pool!, { timeoutMs: 1000, maxRows: 10 });
      await expect(runner.run('select email from public.users')).rejects.toThrow(/permission denied/);
      await expect(runner.run('select jti from public.refresh_tokens')).rejects.toThrow(/permission denied/);
      expect((await runner.run("select count(*)::int as n from knowledge.unit where level = 'region'")).rows).toEqual([
        { n: 14 },
      ]);
    },
  );
  it('PGlite: a thread whose database holds the knowledge schema only', async () => {
    const runner = createPgliteSqlRunner({ knowledgeDir: KNOWLEDGE_DIR, timeoutMs: 10_000, maxRows: 10 });
    try {
      await expect(runner.run('select email from users')).rejects.toThrow(/does not exist/);
      expect((await runner.run("select count(*)::int as n from knowledge.unit where level = 'region'")).rows).toEqual([
        { n: 14 },
      ]);
    } finally {
      await runner.close();
    }
  });
});

describe('the SQL agent through the conversation API', () => {
  it('answers call 10 with the model when LLM_BASE_URL and LLM_MODEL are set', async () => {
    const ctx = await createTestContext(
      { LLM_BASE_URL: baseUrl, LLM_MODEL: 'scripted', LLM_TIMEOUT: '60s' },
      { database: db.database },
    );
    try {
      const user = await createVerifiedUser(ctx.app, ctx.outboxDir);
      const id = buildConversationId(user.id, new Date(Date.UTC(2026, 10, 24, 10, 0, 0)));
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/conversations/',
        headers: user.auth,
        payload: { conversation_id: id },
      });
      queue.push(
        toolCall('run_sql', { sql: 'select count(*) as n from knowledge.flood_event where year = 2020' }),
        final('One flood event is recorded in 2020.'),
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/conversation_manager/sql_agent_chat/${encodeURIComponent(id)}`,
        headers: user.auth,
        payload: { conversation: [{ role: 'user', content: 'How many flood events in 2020?' }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().conversation.at(-1).content).toMatch(/^One flood event is recorded in 2020\.[\s\S]*```sql/);
    } finally {
      await ctx.close();
    }
  });
});
