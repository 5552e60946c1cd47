import type { Catalog } from '../catalog/catalog.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { parseQuestion } from '../text.ts';
import type { Frame } from './frame.ts';
import { hasYears } from './measures-read.ts';

/**
 * "Dept de Saraya en 2026 : pop, part dans la région, densité": a heading before a colon that names
 * the place and the year, and no measure, gives its year to every ask listed after it that names
 * none (nor a kind of figure, whose year is its own: "recensement").
 */
export function headerYears(question: string, catalog: Catalog): number[] {
  const colon = question.search(/:\s/);
  if (colon < 0) return [];
  const head = question.slice(0, colon);
  if (catalog.measureWords.has(normaliseName(head).split(' '))) return [];
  return parseQuestion(head, 'fr').years;
}

/** Gives the heading's years to a part's frames that have none of their own. */
export function withHeaderYears(frames: Frame[], years: number[], catalog: Catalog): void {
  if (!years.length) return;
  for (const f of frames) {
    const m = catalog.measures.get(f.measure);
    if (f.years.length || f.range || f.dims.kind || !m || !hasYears(m, catalog)) continue;
    f.years = [...years];
  }
}

/**
 * "Thiès dept: area, 2025 population and density?": a rate of a measure another ask gives at a year
 * (the density of the population) is asked at that year when it names none.
 */
export function withTermYears(frames: Frame[], catalog: Catalog): void {
  for (const f of frames) {
    const ratio = catalog.measures.get(f.measure)?.ratio;
    if (!ratio || f.years.length || f.range || f.dims.kind) continue;
    const term = frames.find(
      (g) => g !== f && g.years.length && [ratio.numerator, ratio.denominator].includes(g.measure) && !g.dims.sex,
    );
    if (term) f.years = [...term.years];
  }
}
