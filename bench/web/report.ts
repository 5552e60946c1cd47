/** bench:web's results as the lines of bench/results/web*.md. */
import { type FailedRun, type LighthouseRun, median, scored } from './browser.ts';

export interface WebResults {
  only: string | undefined;
  runs: number;
  routes: { route: string; files: number; gzipKb: number }[];
  paintMark: string;
  hazard: string;
  mapPaints: number[];
  glPaints: number[];
  lighthousePaints: (number | null)[];
  lighthouseRuns: (LighthouseRun | FailedRun)[];
  appliedRuns: (LighthouseRun | FailedRun)[];
  /** Cache state ("empty" | "kept") → route → runs. */
  signedInRuns: Record<string, Record<string, (LighthouseRun | FailedRun)[]>>;
}

const CACHE_TITLES: Record<string, string> = {
  empty:
    'HTTP cache emptied after the sign-in visit (a first visit on this phone; Lighthouse empties the cache itself unless the storage must be kept)',
  kept: "HTTP cache of the sign-in visit to /about kept (a return visit: the app's shared chunks cached)",
};

export function webReport(r: WebResults): string[] {
  const hazardOnly = r.only === 'hazard';
  const signedInOnly = r.only === 'signed-in';
  const lines = [
    `# bench:web — ${new Date().toISOString()}`,
    '',
    'Gzipped JavaScript loaded by each route (built app, server in a child process, Debian Chromium):',
    '',
    '| route | JS files | gzipped KB |',
    '|---|---|---|',
  ];
  for (const x of r.routes) lines.push(`| ${x.route} | ${x.files} | ${x.gzipKb} |`);
  const kb = (route: string) => r.routes.find((x) => x.route === route)?.gzipKb;
  const shown = (ms: number | null) => (ms === null ? 'never set' : `${ms} ms`);
  const paintMedian = median(r.lighthousePaints.map((ms) => ms ?? Infinity));
  lines.push('');
  if (!hazardOnly)
    lines.push(
      `Landing page: ${kb('/')} KB of gzipped JavaScript (target ≤ 250 KB).`,
      `Response Advisor (signed in): ${kb('/response_advisor')} KB of gzipped JavaScript in total (target ≤ 250 KB).`,
    );
  if (!signedInOnly)
    lines.push(
      `Hazard scoring: ${kb(r.hazard)} KB of gzipped JavaScript in total, MapLibre included (loaded only with this route).`,
      `Hazard map first paint (mark ${r.paintMark}), signed in, cache empty, target ≤ 2500 ms:`,
      `- Lighthouse, its mobile slow-4G profile applied (devtools throttling: 562.5 ms per request, 1.47 Mbps, CPU 4×), user-timings audit, median of ${r.lighthousePaints.length}: ${shown(Number.isFinite(paintMedian) ? paintMedian : null)}; runs ${r.lighthousePaints.map(shown).join(', ')}.`,
      `- Playwright, the profile's nominal figures applied (150 ms per request, 1.6 Mbps, CPU 4×), median of ${r.mapPaints.length}: ${median(r.mapPaints)} ms; runs ${r.mapPaints.join(', ')} ms; MapLibre took over at ${median(r.glPaints)} ms (runs ${r.glPaints.join(', ')} ms).`,
    );
  lines.push('');
  // Medians of the scored runs; a run Lighthouse could not score (three tries) is listed with its error.
  const m = (runs: (LighthouseRun | FailedRun)[], key: Exclude<keyof LighthouseRun, 'retries'>) => {
    const ok = scored(runs);
    return ok.length ? median(ok.map((x) => x[key])) : NaN;
  };
  const shownRun = (x: LighthouseRun | FailedRun) =>
    'error' in x ? `failed (${x.error})` : `${x.performance}${x.retries ? ` (retried ${x.retries}×)` : ''}`;
  if (!r.only) {
    const l = r.lighthouseRuns;
    const a = r.appliedRuns;
    lines.push(
      `Lighthouse ${r.runs}× on / (mobile, simulated slow 4G), median: performance ${m(l, 'performance')} (target ≥ 90), LCP ${m(l, 'lcpMs')} ms (target ≤ 2500), FCP ${m(l, 'fcpMs')} ms, TBT ${m(l, 'tbtMs')} ms.`,
      `Runs: ${l.map((x) => ('error' in x ? `failed (${x.error})` : `${x.performance}/${x.lcpMs} ms`)).join(', ')}.`,
      `With the same slow-4G profile applied to the browser (devtools throttling), median: performance ${m(a, 'performance')}, LCP ${m(a, 'lcpMs')} ms, FCP ${m(a, 'fcpMs')} ms, TBT ${m(a, 'tbtMs')} ms.`,
    );
  }
  for (const [cache, table] of Object.entries(r.signedInRuns)) {
    lines.push(
      '',
      `Signed in, ${CACHE_TITLES[cache] ?? cache}; Lighthouse ${r.runs}× per route (mobile, simulated slow 4G), median (target ≥ 95 for /, /response_advisor and /geodata_explorer):`,
      '',
      '| route | performance | LCP ms | FCP ms | TBT ms | CLS | runs |',
      '|---|---|---|---|---|---|---|',
    );
    for (const [route, runs] of Object.entries(table)) {
      lines.push(
        `| ${route} | ${m(runs, 'performance')} | ${m(runs, 'lcpMs')} | ${m(runs, 'fcpMs')} | ${m(runs, 'tbtMs')} | ${(m(runs, 'clsx1000') / 1000).toFixed(3)} | ${runs.map(shownRun).join(', ')} |`,
      );
    }
  }
  return lines;
}
