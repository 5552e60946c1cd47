import { lexiconSection } from '../catalog/catalog.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { ReadResult } from './reader.ts';

/** The year each source's figures are of (lexicon `sourceYears`). */
const YEARS = lexiconSection<{ producer: Record<string, number>; kind: Record<string, number> }>('sourceYears');

/**
 * "Ziguinchor : OCHA 2020 vs RGPH-5, quel écart ?", "OCHA vs the census for Matam region?": two
 * sources named for one figure set each at its own year — OCHA's 2020 projection against the 2023
 * census — whichever of their years the question writes, as when it writes both.
 */
export function withSourceYears(read: ReadResult, catalog: Catalog): ReadResult {
  const frames = read.frames.map((f) => {
    const store = catalog.measures.get(f.measure)?.store;
    const [producer, kind] = [f.dims.producer, f.dims.kind];
    if (!store?.producer || !store.kind || !producer || !kind || f.range || f.years.length > 1) return f;
    const [from, to] = [YEARS.producer[producer], YEARS.kind[kind]];
    if (from === undefined || to === undefined || from === to) return f;
    if (f.years.length && !f.years.some((y) => y === from || y === to)) return f;
    return { ...f, years: [from, to].sort(), op: f.op === 'value' ? ('growth' as const) : f.op };
  });
  return { ...read, frames };
}
