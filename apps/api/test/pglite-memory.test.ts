import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { PGLITE_START_PARAMS } from '../src/db/pglite-options.ts';
import { loadKnowledge } from '../src/modules/knowledge/knowledge.loader.ts';
import { KNOWLEDGE_DIR } from './helpers/knowledge.ts';

/**
 * The server's PGlite touches its whole buffer pool when it starts, so the pool is resident memory
 * from the first second (ADR 052, 054): it must hold the data the server serves, and no more than
 * the 16 MB the idle target (≤ 300 MB on PGlite, issue 13) leaves it.
 */
let client: PGlite;
beforeAll(async () => {
  client = new PGlite({ startParams: PGLITE_START_PARAMS });
  const database = wrapPglite(client);
  await runMigrations(database);
  await loadKnowledge(database, KNOWLEDGE_DIR);
}, 120_000);
afterAll(() => client.close());

const bytes = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);

describe('PGlite buffer pool', () => {
  it('holds the shipped data whole, in no more than 16 MB', async () => {
    const pool = await bytes(
      `select (setting::bigint * 8192)::text as n from pg_settings where name = 'shared_buffers'`,
    );
    const data = await bytes(
      `select sum(pg_total_relation_size(c.oid))::text as n from pg_class c
         join pg_namespace s on s.oid = c.relnamespace
        where s.nspname in ('public', 'knowledge') and c.relkind in ('r', 'i', 't', 'm')`,
    );
    expect(pool).toBeLessThanOrEqual(16 * 1024 * 1024);
    // Room for the accounts and conversations to grow beside the knowledge.
    expect(data * 1.4).toBeLessThan(pool);
  });
});
