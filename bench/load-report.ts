/** How `npm run bench:load` prints its results and writes bench/results/load.{json,md}. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Call, Stats } from './load-client.ts';
import type { CpuShares, ProbeSummary } from './load-measure.ts';

export interface EngineResult {
  engine: string;
  /** Mean think time of the ordinary users (ms); 0: none, a saturation test. */
  thinkMs: number;
  users: number;
  floodConnections: number;
  durationS: number;
  calls: { call: Call; ok: number; p50: number; p99: number }[];
  statuses: Stats['statuses'];
  unexpected: Stats['unexpected'];
  flood: { statuses: Stats['statuses']; unexpected: Stats['unexpected'] };
  /** The ordinary users' answers a second and their mean time (ms), every call and status. */
  throughput: { perSecond: number; meanMs: number };
  idleMb: number;
  afterMb: number;
  rss: { t: number; server: number; renderers: number }[];
  /** Where the machine's cores went during the load (percent of one core). */
  cpu: CpuShares;
  /** The bench client's own event-loop delay (ms): what it adds to the times it measures. */
  clientEventLoop: { p50: number; p99: number };
  /** The server's own view (BENCH_PROBE=1). */
  probe?: ProbeSummary | undefined;
}

export const modeName = (thinkMs: number) =>
  thinkMs > 0
    ? `think time (exponential, mean ${thinkMs / 1000} s)`
    : 'no think time (saturation: every user sends its next request as soon as the answer arrives)';

const cpuLine = (c: CpuShares) =>
  `server ${c.server} %, renderers ${c.renderers} %, PostgreSQL ${c.postgres} %, bench client ${c.client} %, ` +
  `everything else on the machine ${c.other} % (of one core; machine busy ${c.machine} % of its cores)`;

/** Requests a second: what a closed loop with no pause sends depends on how fast it is answered. */
const perSecond = (statuses: Stats['statuses'], seconds: number) =>
  Math.round(Object.values(statuses).reduce((a, n) => a + n, 0) / seconds);

/**
 * Little's law for the ordinary users, a closed loop: users = throughput × (response + think). With
 * no think time the mean response time is fixed by the throughput the machine allows.
 */
const littlesLaw = (r: EngineResult) =>
  `Little's law: ${r.users} users / ${r.throughput.perSecond} answers a second = ` +
  `${Math.round((r.users / r.throughput.perSecond) * 1000 * 10) / 10} ms per request` +
  (r.thinkMs ? ` including ${r.thinkMs} ms of think time` : '') +
  `; measured mean response ${r.throughput.meanMs} ms.`;

export function printResult(r: EngineResult): void {
  for (const c of r.calls)
    console.log(`${c.call.padEnd(9)} ok ${String(c.ok).padStart(6)}  p50 ${c.p50} ms  p99 ${c.p99} ms`);
  console.log('answers (ordinary users):', JSON.stringify(r.statuses));
  console.log(littlesLaw(r));
  console.log(
    `answers (flooding user, ${perSecond(r.flood.statuses, r.durationS)} a second):`,
    JSON.stringify(r.flood.statuses),
  );
  const unexpected = r.unexpected.length + r.flood.unexpected.length;
  console.log(
    `errors other than 429/503: ${unexpected}`,
    unexpected ? JSON.stringify([...r.unexpected, ...r.flood.unexpected].slice(0, 5)) : '',
  );
  console.log(
    `server RSS: idle ${r.idleMb} MB; during load ${r.rss.map((s) => `${s.t}s:${s.server}`).join(' ')}; after ${r.afterMb} MB`,
  );
  console.log(`renderer processes RSS: ${r.rss.map((s) => s.renderers).join(' ')} MB`);
  console.log(
    `CPU: ${cpuLine(r.cpu)}; client event-loop delay p50/p99 ${r.clientEventLoop.p50}/${r.clientEventLoop.p99} ms`,
  );
  if (r.probe) console.log('in the server:', JSON.stringify(r.probe));
}

function probeLines(p: ProbeSummary): string[] {
  const l = p.list;
  return [
    `In the server (BENCH_PROBE=1): the list took p50 ${l.total.p50} / p99 ${l.total.p99} ms from its arrival to its ` +
      `answer (before the handler ${l.pre.p50} / ${l.pre.p99}, handler ${l.handler.p50} / ${l.handler.p99}, ` +
      `reply ${l.send.p50} / ${l.send.p99}); first half of the load ${p.halves[0]!.total.p50} / ${p.halves[0]!.total.p99}, ` +
      `second half ${p.halves[1]!.total.p50} / ${p.halves[1]!.total.p99} ms. Event-loop delay: p50 ${p.eventLoop.p50} ms, ` +
      `per-second p99 ${p.eventLoop.p99Median} ms at the median (worst ${Math.round(p.eventLoop.p99Worst)}, max ` +
      `${Math.round(p.eventLoop.max)}); GC ${p.gc.mean} ms a second (worst ${p.gc.worst}); server CPU ${p.cpu} % of a core.`,
    '',
  ];
}

export function writeResults(root: string, results: EngineResult[], header: string): void {
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(join(root, 'bench/results/load.json'), `${JSON.stringify({ date, results }, null, 2)}\n`);
  const md = [`# bench:load — ${date}`, '', header, ''];
  for (const r of results) {
    md.push(`## ${r.engine}, ${modeName(r.thinkMs)}`, '', '| call | ok | p50 ms | p99 ms |', '|---|---|---|---|');
    for (const c of r.calls) md.push(`| ${c.call} | ${c.ok} | ${c.p50} | ${c.p99} |`);
    md.push(
      '',
      `Answers, ordinary users (${perSecond(r.statuses, r.durationS)} a second): \`${JSON.stringify(r.statuses)}\``,
      '',
      `Answers, flooding user (${perSecond(r.flood.statuses, r.durationS)} a second): ` +
        `\`${JSON.stringify(r.flood.statuses)}\``,
      '',
      littlesLaw(r),
      '',
      `Errors other than the documented 429/503: ${r.unexpected.length + r.flood.unexpected.length}`,
      '',
      `Server RSS: idle ${r.idleMb} MB; during the load ${r.rss.map((s) => `${s.t} s: ${s.server}`).join(', ')} MB; 10 s after ${r.afterMb} MB. Renderer processes: ${r.rss.map((s) => s.renderers).join(', ')} MB.`,
      '',
      `CPU during the load: ${cpuLine(r.cpu)}. The bench client's event-loop delay: p50 ${r.clientEventLoop.p50} / p99 ${r.clientEventLoop.p99} ms.`,
      '',
      ...(r.probe ? probeLines(r.probe) : []),
    );
  }
  writeFileSync(join(root, 'bench/results/load.md'), `${md.join('\n')}\n`);
}
