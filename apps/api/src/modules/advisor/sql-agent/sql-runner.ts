import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import type { SqlWorkerRequest, SqlWorkerResponse } from './sql.worker.ts';

export interface SqlRows {
  columns: string[];
  rows: Record<string, unknown>[];
  truncated: boolean;
}

/** Runs an already-guarded SELECT read-only, time-limited, rows capped. */
export interface SqlRunner {
  run(sql: string): Promise<SqlRows>;
  close(): Promise<void>;
}

export class SqlTimeoutError extends Error {
  constructor(ms: number) {
    super(`query stopped after ${ms} ms`);
    this.name = 'SqlTimeoutError';
  }
}

export const READER_ROLE = 'sfp_advisor_reader';

/**
 * The capped query: one more row than allowed tells that rows were cut. The line break ends a
 * trailing `--` comment before the closing parenthesis.
 */
export const capped = (sql: string, maxRows: number) => `select * from (${sql}\n) as sfp_q limit ${maxRows + 1}`;

/**
 * PostgreSQL: inside a READ ONLY transaction, as a role that can read only the `knowledge` schema,
 * with statement_timeout. The role is created (idempotently) and granted on every schema load.
 */
export function createPostgresSqlRunner(pool: pg.Pool, options: { timeoutMs: number; maxRows: number }): SqlRunner {
  let grantedFor: string | undefined;
  async function ensureRole(client: pg.PoolClient) {
    const v = await client.query<{ value: string }>(`select value from knowledge.meta where key = 'version'`);
    const version = v.rows[0]?.value ?? '';
    if (grantedFor === version) return;
    await client.query(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${READER_ROLE}') then create role ${READER_ROLE} nologin; end if;
      execute format('grant ${READER_ROLE} to %I', current_user);
    exception when duplicate_object or unique_violation then null; end $$`);
    await client.query(
      `grant usage on schema knowledge to ${READER_ROLE}; grant select on all tables in schema knowledge to ${READER_ROLE}`,
    );
    grantedFor = version;
  }
  return {
    async run(sql) {
      const client = await pool.connect();
      try {
        await ensureRole(client);
        await client.query('begin read only');
        try {
          await client.query(`set local role ${READER_ROLE}`);
          await client.query(`set local statement_timeout = ${Math.max(1, Math.floor(options.timeoutMs))}`);
          await client.query(`set local search_path = knowledge`);
          const result = await client.query(capped(sql, options.maxRows));
          const rows = result.rows as Record<string, unknown>[];
          return {
            columns: result.fields.map((f) => f.name),
            rows: rows.slice(0, options.maxRows),
            truncated: rows.length > options.maxRows,
          };
        } catch (error) {
          if ((error as { code?: string }).code === '57014') throw new SqlTimeoutError(options.timeoutMs);
          throw error;
        } finally {
          await client.query('rollback').catch(() => {});
        }
      } finally {
        client.release();
      }
    },
    async close() {},
  };
}

/**
 * PGlite: the queries run in a worker thread on its own in-memory copy of the knowledge schema
 * (nothing else is in it), and the thread is terminated when a query passes the time limit.
 */
export function createPgliteSqlRunner(options: {
  knowledgeDir: string;
  timeoutMs: number;
  maxRows: number;
}): SqlRunner {
  let worker: Worker | undefined;
  let ready: Promise<void> | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve(r: SqlRows): void; reject(e: Error): void; timer: NodeJS.Timeout }>();

  function fail(error: Error) {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      p.reject(error);
      pending.delete(id);
    }
  }
  function start(): Promise<void> {
    if (ready) return ready;
    const w = new Worker(new URL('./sql.worker.ts', import.meta.url), {
      workerData: { knowledgeDir: options.knowledgeDir },
    });
    worker = w;
    ready = new Promise<void>((resolve, reject) => {
      w.on('message', (m: SqlWorkerResponse) => {
        if (m.type === 'ready') return resolve();
        const p = pending.get(m.id);
        if (!p) return;
        pending.delete(m.id);
        clearTimeout(p.timer);
        if (m.type === 'rows') p.resolve({ columns: m.columns, rows: m.rows, truncated: m.truncated });
        else p.reject(new Error(m.message));
      });
      w.on('error', (e) => {
        reject(e);
        fail(e);
      });
      w.on('exit', () => {
        if (worker === w) {
          worker = undefined;
          ready = undefined;
        }
        fail(new Error('the query thread stopped'));
      });
    });
    w.unref();
    return ready;
  }
  // The thread starts with the first query the model asks (its copy of the knowledge costs ~200 MB
  // of a server that may never be asked one): the load is waited for before the time limit starts.
  return {
    async run(sql) {
      await start();
      const w = worker!;
      const id = nextId++;
      return new Promise<SqlRows>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new SqlTimeoutError(options.timeoutMs));
          // A runaway query cannot be interrupted inside WASM: the thread goes, a fresh one follows.
          if (worker === w) {
            worker = undefined;
            ready = undefined;
          }
          void w.terminate();
        }, options.timeoutMs);
        pending.set(id, { resolve, reject, timer });
        const request: SqlWorkerRequest = { id, sql: capped(sql, options.maxRows), maxRows: options.maxRows };
        w.postMessage(request);
      });
    },
    async close() {
      fail(new Error('closed'));
      const w = worker;
      worker = undefined;
      ready = undefined;
      if (w) await w.terminate();
    },
  };
}
