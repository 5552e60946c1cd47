/**
 * `npm run bench:advisor`: asks the Response Advisor's question sets through the HTTP API, as the
 * web app does (register a conversation, then POST /conversation_manager/sql_agent_chat/{id} for
 * each turn), against a started server (a child process), and prints accuracy per set, per
 * language and per kind, p50/p95 latency per answer and the server's peak memory.
 *
 *   ADVISOR_SETS=public,extra,dev,heldout,officer   bench/advisor/questions.<set>.jsonl (default all;
 *                                   BENCH_BANKS is read too, for older scripts)
 *   BENCH_ENGINES=pglite,postgres   (default both; PostgreSQL is skipped when it does not answer)
 *   BENCH_DATABASE_URL=…            PostgreSQL admin URL (default postgresql://postgres@127.0.0.1:5432/postgres)
 *   BENCH_PORT=8791                 port of the server under test
 *   --show-failures (or BENCH_VERBOSE=1)  print each failed question, its expectation and the
 *                                   answer — for public, extra and dev only. The held-out and
 *                                   officer sets are only ever reported as aggregates.
 *
 * Results: bench/results/advisor.json and bench/results/advisor.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EngineResult, type SetResult, PROTECTED, renderReport, toJson } from './report.ts';
import { type BankItem, score } from './score.ts';
import { postgresAnswers, startServer } from './server.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const ENGINES = list(process.env.BENCH_ENGINES ?? 'pglite,postgres');
const SETS = list(process.env.ADVISOR_SETS ?? process.env.BENCH_BANKS ?? 'public,extra,dev,heldout,officer');
const PORT = Number(process.env.BENCH_PORT ?? 8791);
const SHOW = process.argv.includes('--show-failures') || process.env.BENCH_VERBOSE === '1';

function loadSet(set: string): BankItem[] | null {
  const file = join(ROOT, 'bench/advisor', `questions.${set}.jsonl`);
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as BankItem);
}

function showFailure(set: string, item: BankItem, why: string[], answer: string) {
  console.log(
    `✗ ${set} ${item.id} [${item.category}/${item.lang}${item.template ? ` ${item.template}` : ''}]\n` +
      `  Q: ${item.turns.join(' | ')}\n  expected: ${JSON.stringify(item.expect)}\n  ${why.join('; ')}\n` +
      (item.why ? `  why: ${item.why}\n` : '') +
      `  A: ${answer.split('\n').slice(0, 8).join('\n     ')}`,
  );
}

async function benchEngine(engine: string, banks: [string, BankItem[]][]): Promise<EngineResult> {
  const server = await startServer({ root: ROOT, engine, port: PORT, adminUrl: ADMIN_URL });
  try {
    const sets: SetResult[] = [];
    for (const [set, items] of banks) {
      const result: SetResult = { set, outcomes: [], latencies: [] };
      for (const item of items) {
        const { answer, latencies } = await server.ask(item.turns);
        result.latencies.push(...latencies);
        const s = score(answer, item.expect);
        result.outcomes.push({ id: item.id, lang: item.lang, kind: item.category, pass: s.pass });
        if (!s.pass && SHOW && !PROTECTED.has(set)) showFailure(set, item, s.why, answer);
      }
      const passed = result.outcomes.filter((o) => o.pass).length;
      console.error(`${engine} ${set}: ${passed}/${items.length}`);
      sets.push(result);
    }
    return { engine, sets, peakRssMb: server.peakRssMb(), startupPeakRssMb: server.startupPeakRssMb };
  } finally {
    await server.stop();
  }
}

const banks: [string, BankItem[]][] = [];
for (const set of SETS) {
  const items = loadSet(set);
  if (items) banks.push([set, items]);
  else console.error(`set ${set}: no bench/advisor/questions.${set}.jsonl, skipped`);
}
if (SHOW && SETS.some((s) => PROTECTED.has(s)))
  console.error('--show-failures: held-out and officer failures are never shown (aggregates only).');

const results: EngineResult[] = [];
const skipped: string[] = [];
for (const engine of ENGINES) {
  if (engine === 'postgres' && !(await postgresAnswers(ADMIN_URL))) {
    skipped.push(`postgres skipped: no answer at ${new URL(ADMIN_URL).host}`);
    console.error(skipped.at(-1));
    continue;
  }
  try {
    results.push(await benchEngine(engine, banks));
  } catch (error) {
    console.error(`${engine}: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
const header = [
  `# bench:advisor — ${new Date().toISOString()}`,
  '',
  `Node ${process.version}, built-in analyst, every answer through the HTTP API (server in a child process).`,
  'Latencies are per answer (each turn of a conversation is one answer). Sets: public (the shipped',
  'bank), extra, dev and heldout (generated, split by template), officer (written by hand).',
  ...(skipped.length ? ['', ...skipped] : []),
  '',
];
const lines = renderReport(results, header);
console.log(lines.join('\n'));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/advisor.json'), `${JSON.stringify(toJson(results), null, 2)}\n`);
writeFileSync(join(ROOT, 'bench/results/advisor.md'), `${lines.join('\n')}\n`);
