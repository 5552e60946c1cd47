/**
 * `npm run bench:pdf`: time and peak memory to render a 2-page and a 20-page report, and the
 * memory across 200 renders (it must not grow). Targets on the reference machine: ≤ 150 ms for
 * 2 pages, ≤ 600 ms for 20 pages.
 *
 * Each measurement runs in a child process of its own (this file with `--child`), so its peak
 * resident memory (`maxRSS`) belongs to that scenario alone. Two figures a report:
 *   - render: `renderReportPdf` in the process, warm (what one renderer process does);
 *   - via pool: the renderer-process pool the server uses, warm (what a request waits, minus HTTP).
 *
 *   BENCH_PDF_RUNS=30      timed renders per scenario (default 30)
 *   BENCH_PDF_SOAK=200     renders in the memory soak (default 200)
 *
 * Results: bench/results/pdf.json and bench/results/pdf.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 30);
const SOAK = Number(process.env.BENCH_PDF_SOAK ?? 200);
const FIXTURES = {
  '2-page': 'apps/api/test/fixtures/reports/elements.fr.md',
  '20-page': 'apps/api/test/fixtures/reports/long-table.fr.md',
} as const;
type Report = keyof typeof FIXTURES;
const TARGET_MS: Record<Report, number> = { '2-page': 150, '20-page': 600 };

interface TimingResult {
  report: Report;
  pages: number;
  bytes: number;
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
  poolP50Ms: number;
  poolP95Ms: number;
  /** Peak resident memory of the child above its level once the modules were loaded. */
  peakRssDeltaMb: number;
  peakRssMb: number;
}

interface SoakResult {
  renders: number;
  /** Heap after a full GC, sampled every 20 renders. */
  heapMb: number[];
  rssMb: number[];
  heapGrowthMb: number;
  grows: boolean;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function childTiming(report: Report): Promise<TimingResult> {
  const { renderReportPdf } = await import('../apps/api/src/pdf/render.ts');
  const { createPdfRenderPool } = await import('../apps/api/src/pdf/render-pool.ts');
  const markdown = readFileSync(join(ROOT, FIXTURES[report]), 'utf8');
  const baseRss = process.memoryUsage().rss;
  let start = performance.now();
  const first = await renderReportPdf(markdown);
  const coldMs = performance.now() - start;
  const pages = (first.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    start = performance.now();
    await renderReportPdf(markdown);
    times.push(performance.now() - start);
  }
  const peakRssKb = process.resourceUsage().maxRSS;
  const pool = createPdfRenderPool({ size: 1, queueLength: 0, timeoutMs: 60_000 });
  await pool.render({ markdown, generatedAt: new Date() });
  const poolTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    start = performance.now();
    await pool.render({ markdown, generatedAt: new Date() });
    poolTimes.push(performance.now() - start);
  }
  await pool.close();
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    report,
    pages,
    bytes: first.length,
    coldMs: r(coldMs),
    p50Ms: r(quantile(times, 0.5)),
    p95Ms: r(quantile(times, 0.95)),
    poolP50Ms: r(quantile(poolTimes, 0.5)),
    poolP95Ms: r(quantile(poolTimes, 0.95)),
    peakRssDeltaMb: mb(peakRssKb * 1024 - baseRss),
    peakRssMb: mb(peakRssKb * 1024),
  };
}

async function childSoak(): Promise<SoakResult> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const { renderReportPdf } = await import('../apps/api/src/pdf/render.ts');
  const reports = Object.values(FIXTURES).map((file) => readFileSync(join(ROOT, file), 'utf8'));
  const heapMb: number[] = [];
  const rssMb: number[] = [];
  for (let i = 1; i <= SOAK; i++) {
    // Nine short reports for one long one, as a day of use might look.
    await renderReportPdf(reports[i % 10 === 0 ? 1 : 0]!);
    if (i % 20 === 0) {
      gc();
      heapMb.push(mb(getHeapStatistics().used_heap_size));
      rssMb.push(mb(process.memoryUsage().rss));
    }
  }
  // Growth from the first sample (fonts and caches are warm by then) to the last.
  const heapGrowthMb = Math.round((heapMb.at(-1)! - heapMb[0]!) * 10) / 10;
  return { renders: SOAK, heapMb, rssMb, heapGrowthMb, grows: heapGrowthMb > 2 };
}

function runChild(args: string[]): unknown {
  const out = execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--child', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

async function main(): Promise<void> {
  const childIndex = process.argv.indexOf('--child');
  if (childIndex >= 0) {
    const what = process.argv[childIndex + 1];
    const result = what === 'soak' ? await childSoak() : await childTiming(what as Report);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }

  const timings = (Object.keys(FIXTURES) as Report[]).map((report) => {
    const result = runChild([report]) as TimingResult;
    const verdict = result.p50Ms <= TARGET_MS[report] ? 'meets' : 'MISSES';
    console.log(
      `${report} (${result.pages} pages, ${result.bytes} bytes): render p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, ` +
        `cold ${result.coldMs} ms; via pool p50 ${result.poolP50Ms} ms; peak RSS +${result.peakRssDeltaMb} MB ` +
        `(${result.peakRssMb} MB) — ${verdict} the ${TARGET_MS[report]} ms target`,
    );
    return result;
  });
  const soak = runChild(['soak']) as SoakResult;
  console.log(
    `${soak.renders} renders: heap after GC ${soak.heapMb.join(' → ')} MB (growth ${soak.heapGrowthMb} MB, ` +
      `${soak.grows ? 'GROWS' : 'does not grow'}); RSS ${soak.rssMb[0]} → ${soak.rssMb.at(-1)} MB`,
  );

  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    runs: RUNS,
    targetsMs: TARGET_MS,
  };
  const resultsDir = join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'pdf.json'), `${JSON.stringify({ ...meta, timings, soak }, null, 2)}\n`);
  const md = [
    `# bench:pdf — ${meta.date}`,
    '',
    `Node ${meta.node}, ${meta.cpus} CPUs, ${RUNS} warm renders a scenario, each scenario in its own process.`,
    '',
    '| report | pages | PDF bytes | cold ms | p50 ms | p95 ms | via pool p50 ms | via pool p95 ms | peak RSS Δ MB | target ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...timings.map(
      (t) =>
        `| ${t.report} | ${t.pages} | ${t.bytes} | ${t.coldMs} | ${t.p50Ms} | ${t.p95Ms} | ${t.poolP50Ms} | ${t.poolP95Ms} | ${t.peakRssDeltaMb} | ≤ ${TARGET_MS[t.report]} |`,
    ),
    '',
    `Memory across ${soak.renders} renders (heap after a full GC every 20 renders): ${soak.heapMb.join(' → ')} MB; ` +
      `growth ${soak.heapGrowthMb} MB — ${soak.grows ? '**grows**' : 'does not grow'}. ` +
      `RSS ${soak.rssMb.join(' → ')} MB.`,
    '',
  ].join('\n');
  writeFileSync(join(resultsDir, 'pdf.md'), md);
  console.log('results: bench/results/pdf.json, bench/results/pdf.md');
}

await main();
