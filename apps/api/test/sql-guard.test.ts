import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import names from '../src/modules/advisor/sql-agent/sql-guard.names.json' with { type: 'json' };
import { guardSql } from '../src/modules/advisor/sql-agent/sql-guard.ts';
import {
  createPgliteSqlRunner,
  createPostgresSqlRunner,
  type SqlRunner,
  SqlTimeoutError,
} from '../src/modules/advisor/sql-agent/sql-runner.ts';
import hostile from './fixtures/sql-guard/hostile.json' with { type: 'json' };
import legit from './fixtures/sql-guard/legit.json' with { type: 'json' };
import type { TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase, KNOWLEDGE_DIR } from './helpers/knowledge.ts';

/**
 * Issue 13, finding 6: the corpus of hostile queries (fixtures/sql-guard/hostile.json) goes through
 * the guard and, when the guard lets it through, the real runner, as the SQL agent does: every one
 * is refused, or stopped by the time limit. The legitimate corpus (legit.json) still answers.
 */
interface HostileQuery {
  sql: string;
  expect: 'refused' | 'bounded';
  why: string;
  because?: string;
}
const HOSTILE = hostile as HostileQuery[];
const TIMEOUT_MS = 1000;

type Outcome = { kind: 'refused'; reason: string } | { kind: 'bounded' } | { kind: 'rows'; rows: unknown[] };

/** What the SQL agent does with a query the model wrote: guard, then run. */
async function attempt(runner: SqlRunner, sql: string): Promise<Outcome> {
  const guarded = await guardSql(sql);
  if (!guarded.ok) return { kind: 'refused', reason: guarded.reason };
  try {
    return { kind: 'rows', rows: (await runner.run(guarded.sql)).rows };
  } catch (error) {
    if (error instanceof SqlTimeoutError) return { kind: 'bounded' };
    throw error;
  }
}

it('the corpus holds at least 50 hostile queries, of every kind the issue names', () => {
  expect(HOSTILE.length).toBeGreaterThanOrEqual(50);
  const all = HOSTILE.map((h) => h.sql.toLowerCase()).join('\n');
  for (const kind of [
    'with pg_database as',
    'lateral',
    'set_config',
    'dblink',
    'copy ',
    'pg_read_file',
    'lo_import',
    'advisory',
    'with recursive',
    'generate_series',
    '; drop',
    '/*',
    '--',
  ])
    expect(all, kind).toContain(kind);
});

describe('the SQL guard alone', () => {
  for (const h of HOSTILE.filter((q) => q.expect === 'refused'))
    it(`refuses ${h.why}: ${h.sql.slice(0, 80)}`, async () => {
      const result = await guardSql(h.sql);
      expect(result.ok, h.sql).toBe(false);
      if (!result.ok && h.because) expect(result.reason).toContain(h.because);
    });

  it('accepts every legitimate query', async () => {
    for (const { sql } of legit) expect(await guardSql(sql), sql).toMatchObject({ ok: true });
  });

  it('hands the runner the statement alone, without a trailing semicolon or comment', async () => {
    expect(await guardSql('select 1 ; -- done')).toEqual({ ok: true, sql: 'select 1' });
    expect(await guardSql("  select 'Thiès'  ;  ")).toEqual({ ok: true, sql: "select 'Thiès'" });
  });
});

describe('the names the guard resolves against match the databases', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createKnowledgeDatabase();
  });
  afterAll(() => db.drop());

  it('knowledgeTables are the tables of the knowledge schema', async () => {
    const { rows } = await db.database.query<{ t: string }>(
      `select table_name as t from information_schema.tables where table_schema = 'knowledge' order by 1`,
    );
    expect([...names.knowledgeTables].sort()).toEqual(rows.map((r) => r.t));
  });

  it('every catalog relation starts with pg_ or is listed from information_schema', async () => {
    const { rows } = await db.database.query<{ s: string; r: string }>(
      `select n.nspname as s, c.relname as r from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('pg_catalog', 'information_schema') and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    );
    const listed = new Set(names.informationSchemaRelations);
    const missing = rows.filter((x) => !x.r.startsWith(names.catalogRelationPrefix) && !listed.has(x.r));
    expect(missing).toEqual([]);
  });
});

function corpusOn(label: string, makeRunner: () => Promise<{ runner: SqlRunner; close(): Promise<void> }>) {
  describe(`the hostile corpus through the guard and the real runner (${label})`, () => {
    let runner: SqlRunner;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ runner, close } = await makeRunner());
      // The runner is ready (on PGlite, its thread has loaded the knowledge) before the clock runs.
      await runner.run('select 1');
    }, 180_000);
    afterAll(() => close());

    it('refuses every hostile query, or stops it at ADVISOR_SQL_TIMEOUT', async () => {
      for (const h of HOSTILE) {
        // 'bounded' is the runner's SqlTimeoutError: PostgreSQL's statement_timeout, or the
        // PGlite thread terminated at the limit.
        const outcome = await attempt(runner, h.sql);
        expect(outcome.kind, `${h.why}: ${h.sql}`).toBe(h.expect);
      }
      // Each bounded query costs the PGlite runner a fresh thread, which loads the knowledge again.
    }, 600_000);

    it('answers every legitimate query', async () => {
      for (const { sql } of legit) {
        const outcome = await attempt(runner, sql);
        expect(outcome.kind, sql).toBe('rows');
      }
    }, 180_000);
  });
}

corpusOn('PGlite', async () => {
  const runner = createPgliteSqlRunner({ knowledgeDir: KNOWLEDGE_DIR, timeoutMs: TIMEOUT_MS, maxRows: 50 });
  return { runner, close: () => runner.close() };
});

if (process.env.TEST_DATABASE_URL)
  corpusOn('PostgreSQL', async () => {
    const db = await createKnowledgeDatabase();
    const runner = createPostgresSqlRunner(db.database.pool!, { timeoutMs: TIMEOUT_MS, maxRows: 50 });
    return {
      runner,
      async close() {
        await runner.close();
        await db.drop();
      },
    };
  });
