import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { loadKnowledge } from '../../knowledge/knowledge.loader.ts';

/** The PGlite query thread of the SQL agent: a private in-memory copy of the knowledge schema only. */
export interface SqlWorkerRequest {
  id: number;
  sql: string;
  maxRows: number;
}
export type SqlWorkerResponse =
  | { type: 'ready' }
  | { type: 'rows'; id: number; columns: string[]; rows: Record<string, unknown>[]; truncated: boolean }
  | { type: 'error'; id: number; message: string };

const port = parentPort!;
const db = new PGlite();
await db.waitReady;
await loadKnowledge(
  {
    query: async (text, params) => ({ rows: (await db.query(text, params)).rows as never[] }),
    exec: async (text) => {
      await db.exec(text);
    },
  },
  (workerData as { knowledgeDir: string }).knowledgeDir,
);
await db.exec('set search_path = knowledge');
port.postMessage({ type: 'ready' } satisfies SqlWorkerResponse);

port.on('message', async (m: SqlWorkerRequest) => {
  try {
    await db.exec('begin read only');
    try {
      const r = await db.query<Record<string, unknown>>(m.sql);
      port.postMessage({
        type: 'rows',
        id: m.id,
        columns: r.fields.map((f) => f.name),
        rows: r.rows.slice(0, m.maxRows),
        truncated: r.rows.length > m.maxRows,
      } satisfies SqlWorkerResponse);
    } finally {
      await db.exec('rollback');
    }
  } catch (error) {
    port.postMessage({ type: 'error', id: m.id, message: (error as Error).message } satisfies SqlWorkerResponse);
  }
});
