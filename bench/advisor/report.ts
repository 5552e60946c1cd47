/**
 * Figures of `npm run bench:advisor`: accuracy per set, per language and per kind, latency
 * percentiles and peak memory. Protected sets (held-out, officer) are reported as aggregates only:
 * no failing question, answer or id ever leaves this module for them.
 */

/** Sets whose failures must never be shown to whoever changes the engine. */
export const PROTECTED = new Set(['heldout', 'officer']);

export interface Outcome {
  id: string;
  lang: string;
  kind: string;
  pass: boolean;
}

export interface SetResult {
  set: string;
  outcomes: Outcome[];
  latencies: number[];
}

export interface EngineResult {
  engine: string;
  sets: SetResult[];
  peakRssMb: number;
  startupPeakRssMb: number;
}

const pct = (p: number, t: number) => (t ? `${((p / t) * 100).toFixed(1)}%` : '–');

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const v = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return Math.round(v * 10) / 10;
};

function count(outcomes: Outcome[], keep: (o: Outcome) => boolean) {
  const sel = outcomes.filter(keep);
  return { passed: sel.filter((o) => o.pass).length, total: sel.length };
}

function cell(outcomes: Outcome[], keep: (o: Outcome) => boolean) {
  const { passed, total } = count(outcomes, keep);
  return total ? `${passed}/${total} (${pct(passed, total)})` : '–';
}

/** The Markdown report: one table per engine and set, then accuracy per kind for the generated sets. */
export function renderReport(results: EngineResult[], header: string[]): string[] {
  const lines = [...header];
  lines.push(
    '| engine | set | passed | accuracy | fr | en | answers | p50 ms | p95 ms | max ms | peak RSS answering MB | peak RSS startup MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    for (const s of r.sets) {
      const all = count(s.outcomes, () => true);
      lines.push(
        `| ${r.engine} | ${s.set} | ${all.passed}/${all.total} | ${pct(all.passed, all.total)} | ` +
          `${cell(s.outcomes, (o) => o.lang === 'fr')} | ${cell(s.outcomes, (o) => o.lang === 'en')} | ` +
          `${s.latencies.length} | ${percentile(s.latencies, 50)} | ${percentile(s.latencies, 95)} | ` +
          `${percentile(s.latencies, 100)} | ${r.peakRssMb} | ${r.startupPeakRssMb} |`,
      );
    }
    const every = r.sets.flatMap((s) => s.latencies);
    lines.push(
      `| ${r.engine} | **all sets** | | | | | ${every.length} | ${percentile(every, 50)} | ` +
        `${percentile(every, 95)} | ${percentile(every, 100)} | ${r.peakRssMb} | ${r.startupPeakRssMb} |`,
    );
  }
  for (const r of results) {
    const sets = r.sets.filter((s) => new Set(s.outcomes.map((o) => o.kind)).size > 1);
    if (!sets.length) continue;
    const kinds = [...new Set(sets.flatMap((s) => s.outcomes.map((o) => o.kind)))].sort();
    lines.push('', `Accuracy per kind (${r.engine}):`, '');
    lines.push(
      `| kind | ${sets.map((s) => `${s.set} fr | ${s.set} en`).join(' | ')} |`,
      `|---|${sets.map(() => '---|---').join('|')}|`,
    );
    for (const k of kinds)
      lines.push(
        `| ${k} | ${sets
          .map(
            (s) =>
              `${cell(s.outcomes, (o) => o.kind === k && o.lang === 'fr')} | ${cell(s.outcomes, (o) => o.kind === k && o.lang === 'en')}`,
          )
          .join(' | ')} |`,
      );
  }
  const failed = results.flatMap((r) =>
    r.sets
      .filter((s) => !PROTECTED.has(s.set))
      .map((s) => ({ r, s, ids: s.outcomes.filter((o) => !o.pass).map((o) => o.id) }))
      .filter((x) => x.ids.length)
      .map((x) => `- ${x.r.engine} ${x.s.set}: ${x.ids.join(', ')}`),
  );
  if (failed.length) lines.push('', 'Failed (held-out and officer sets: aggregates only, by design):', ...failed);
  return lines;
}

/** What is written to bench/results/advisor.json: failing ids of protected sets are left out. */
export function toJson(results: EngineResult[]) {
  return results.map((r) => ({
    engine: r.engine,
    peakRssMb: r.peakRssMb,
    startupPeakRssMb: r.startupPeakRssMb,
    sets: r.sets.map((s) => {
      const all = count(s.outcomes, () => true);
      const byLang = Object.fromEntries(['fr', 'en'].map((l) => [l, count(s.outcomes, (o) => o.lang === l)]));
      const kinds = [...new Set(s.outcomes.map((o) => o.kind))].sort();
      const byKind = Object.fromEntries(kinds.map((k) => [k, count(s.outcomes, (o) => o.kind === k)]));
      return {
        set: s.set,
        ...all,
        byLang,
        byKind,
        answers: s.latencies.length,
        p50: percentile(s.latencies, 50),
        p95: percentile(s.latencies, 95),
        max: percentile(s.latencies, 100),
        ...(PROTECTED.has(s.set) ? {} : { failed: s.outcomes.filter((o) => !o.pass).map((o) => o.id) }),
      };
    }),
  }));
}
