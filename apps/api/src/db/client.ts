import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { PGLITE_START_PARAMS } from './pglite-options.ts';
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface SqlResult<Row> {
  rows: Row[];
}

/**
 * The database port: one Drizzle handle over either engine, plus the few raw operations the
 * modules need. PGlite (Postgres in WASM, in-process) is the embedded default; PostgreSQL is
 * used through a pool when DATABASE_URL is set.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw parameterised SQL ($1, $2…). */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<Row>>;
  /** Several statements, no parameters (migrations, schema loads). */
  exec(text: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The PGlite instance, when that is the engine (for workers that need their own copy). */
  pglite?: PGlite;
  /** The pg pool, when that is the engine. */
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** In-memory PGlite (tests). */
  inMemory?: boolean;
  /**
   * Work to do in a child process before this one opens a PGlite folder (migrating and loading the
   * data on a first start or when the data changed), so its memory leaves with the child: the
   * script gets the cluster folder then `args`, and writes `version` to the mark file when done.
   */
  prepareApart?: { script: string; version: string; args: string[] };
  poolSize?: number;
}

// bigint columns (ids, counts) come back as JS numbers; our ids stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20);
  return openPglite(options.dataDir, options.inMemory === true, options.prepareApart);
}

/** The file, beside the cluster, that names the version the preparing child process last wrote. */
export const KNOWLEDGE_MARK = 'knowledge.version';

/**
 * A new cluster is made (pglite-init.ts), or the cluster prepared (DatabaseOptions.prepareApart),
 * by a child process, so initdb's and the preparation's memory leave with it. Whatever the child
 * did not do, the caller still does in this process, as it always did.
 */
async function initClusterApart(
  dir: string,
  lock: DataDirLock,
  prepare?: DatabaseOptions['prepareApart'],
): Promise<void> {
  const mark = join(dir, '..', KNOWLEDGE_MARK);
  const done = existsSync(mark) ? readFileSync(mark, 'utf8').trim() : null;
  if (existsSync(join(dir, 'PG_VERSION')) && (!prepare || prepare.version === done)) return;
  const script = prepare?.script ?? fileURLToPath(new URL('./pglite-init.ts', import.meta.url));
  const ok = await new Promise<boolean>((resolve) => {
    const args = [script, dir, ...(prepare?.args ?? [])];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    // Named in the lock before it can open anything (it waits for that): should this process be
    // killed meanwhile, the next start sees the child still working and keeps off (ADR 051).
    if (child.pid !== undefined) lock.addHelper(child.pid);
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
  // Should the child fail, PGlite below makes the cluster in this process, as it always did.
  if (!ok && !existsSync(join(dir, 'PG_VERSION'))) rmSync(dir, { recursive: true, force: true });
}

async function openPglite(
  dataDir: string,
  inMemory: boolean,
  prepare?: DatabaseOptions['prepareApart'],
): Promise<Database> {
  const options = { startParams: PGLITE_START_PARAMS };
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (inMemory) client = new PGlite(options);
  else {
    lock = acquireDataDirLock(dataDir);
    const dir = join(dataDir, 'pg');
    try {
      mkdirSync(dir, { recursive: true });
      await initClusterApart(dir, lock, prepare);
      mkdirSync(dir, { recursive: true });
      client = new PGlite(dir, options);
      await client.waitReady;
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  await client.waitReady;
  return wrapPglite(client, lock);
}

/** The database port over an open PGlite (the child process of initClusterApart uses it too). */
export function wrapPglite(client: PGlite, lock?: DataDirLock): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async query<Row>(text: string, params: unknown[] = []) {
      // PGlite runs queries on this thread, and queued ones follow one another in microtasks
      // without the event loop polling sockets in between: a few questions' knowledge queries
      // held every other request (the conversation list too) until they were all done. One
      // turn of the event loop first lets those requests in between (bench:load, issue 13).
      await new Promise((resolve) => setImmediate(resolve));
      const result = await client.query<Row>(text, params);
      return { rows: result.rows };
    },
    async exec(text: string) {
      await client.exec(text);
    },
    async ping() {
      if (closed) return false;
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    pool,
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return { rows: result.rows as Row[] };
    },
    async exec(text: string) {
      await pool.query(text);
    },
    async ping() {
      if (closed) return false;
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
