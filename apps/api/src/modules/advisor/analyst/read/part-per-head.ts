import type { Hit, Measure } from '../catalog/catalog.ts';

/**
 * The measures of a rate per N inhabitants: the population itself is the denominator, not a
 * measure asked, unless it is the only one — or a part of it is named ("femmes pour 1 000
 * habitants": the women, kept once, per head of the whole population).
 */
export function perHeadMeasures(measures: Hit<Measure>[], dims: Record<string, string>): Hit<Measure>[] {
  const part = measures.every((h) => h.entry.id === 'population') && Object.keys(dims).length > 0;
  return measures.filter((h, i) => h.entry.id !== 'population' || measures.length === 1 || (part && i === 0));
}
