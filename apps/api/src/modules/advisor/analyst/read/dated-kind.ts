import type { Catalog, Hit, Measure } from '../catalog/catalog.ts';
import { dimensionHitsOf, dimsFor } from './measures-read.ts';

/**
 * "Ziguinchor : projection 2030, nombre d'hôpitaux et insécurité alimentaire", "census 2023, health
 * posts and electricity": a kind of figure or a producer named with a year of its own, beside
 * measures none of which varies by it, is an ask of its own of the measure it implies (the
 * population), not a filter of the others. The measure is added where the word stands, so the
 * frames split the question there.
 */
export function withDatedKind(hits: Hit<Measure>[], tokens: string[], catalog: Catalog): Hit<Measure>[] {
  if (!hits.length) return hits;
  const out = [...hits];
  for (const h of dimensionHitsOf(tokens, catalog)) {
    const d = catalog.dimensions[h.entry.dim];
    if (!d?.implies || !d.measure || !['kind', 'producer'].includes(h.entry.dim)) continue;
    const implied = catalog.measures.get(d.measure);
    if (!implied || out.some((m) => m.entry.id === implied.id)) continue;
    // (a year beside it: "projection 2030", "2023 census", "OCHA 2020")
    const near = tokens.slice(Math.max(0, h.start - 2), h.end + 2);
    if (!near.some((t) => /^(19|20)\d\d$/.test(t))) continue;
    const varies = out.some((m) => h.entry.dim in dimsFor(m.entry, { [h.entry.dim]: h.entry.value }, catalog));
    if (varies) continue;
    out.push({ entry: implied, start: h.start, end: h.end });
  }
  return out.sort((a, b) => a.start - b.start);
}
