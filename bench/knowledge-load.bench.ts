/**
 * `node bench/knowledge-load.bench.ts [runs]`: how long loading data/knowledge takes, split into
 * reading the files (parse and check, no database) and replacing the schema in a fresh in-memory
 * PGlite; prints the median and the worst of each, and the rows loaded. A shared or busy machine
 * inflates both: compare figures taken back to back.
 */
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { knowledgeSql, readKnowledge } from '../apps/api/src/modules/knowledge/knowledge.loader.ts';

const DIR = resolve(import.meta.dirname, '../data/knowledge');
const RUNS = Number(process.argv[2] ?? 5);
const read: number[] = [];
const load: number[] = [];
let rows = 0;
for (let i = 0; i < RUNS; i++) {
  const db = new PGlite();
  await db.waitReady;
  const t0 = performance.now();
  const set = readKnowledge(DIR);
  const t1 = performance.now();
  await db.exec(knowledgeSql(set));
  const t2 = performance.now();
  await db.close();
  read.push(t1 - t0);
  load.push(t2 - t1);
  rows = Object.values(set.counts).reduce((s, n) => s + n, 0);
}
const median = (l: number[]) => [...l].sort((a, b) => a - b)[Math.floor(l.length / 2)]!;
const fmt = (l: number[]) => `median ${Math.round(median(l))} ms, worst ${Math.round(Math.max(...l))} ms`;
console.log(`knowledge load, ${RUNS} runs, ${rows} rows: read ${fmt(read)}; PGlite ${fmt(load)}`);
