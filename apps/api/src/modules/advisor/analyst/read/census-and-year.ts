import type { Catalog } from '../catalog/catalog.ts';
import type { ReadResult } from './reader.ts';

/** Words joining two dates of one ask ("au recensement et en 2030", "census and 2030", "puis"). */
const JOINED = /^(et|and|puis|then|plus|ainsi|vs|versus|ou|or)$/;

/**
 * "Population de Mlomp au recensement et en 2030 ?", "Kolda's population at the census and in
 * 2030": the census named with no year of its own, joined to another year, is a date of its own —
 * two figures, the census one and the other year's (the census's year is the data's), not the
 * other year's figure filtered to a census that does not publish it.
 */
export function withCensusAndYear(read: ReadResult, catalog: Catalog): ReadResult {
  const tokens = read.parsed.tokens;
  const census = catalog.dimensionWords
    .find(tokens)
    .filter((h) => h.entry.dim === 'kind' && h.entry.value === 'census');
  if (census.length !== 1) return read;
  const frames = read.frames.flatMap((f) => {
    // "…au recensement et projection 2030", "census figure and 2030 projection": both kinds named,
    // one year that the census does not have, is each kind at its own year, not both at that year.
    if (
      f.byDim === 'kind' &&
      f.years.length === 1 &&
      f.op === 'value' &&
      !f.range &&
      (f.byValues ?? ['census']).includes('census')
    ) {
      const { byValues: _named, ...split } = structuredClone(f);
      const atCensus = { ...split, byDim: null, years: [] as number[], dims: { ...f.dims, kind: 'census' } };
      const others = (f.byValues ?? []).filter((v) => v !== 'census');
      const atYear = { ...split, byDim: null, dims: others.length === 1 ? { ...f.dims, kind: others[0]! } : f.dims };
      return [atCensus, atYear];
    }
    if (f.dims.kind !== 'census' || f.years.length !== 1 || f.op !== 'value' || f.range) return [f];
    const at = tokens.indexOf(String(f.years[0]));
    const h = census[0]!;
    const between = at > h.end ? tokens.slice(h.end, at) : tokens.slice(at + 1, h.start);
    // (the year right after the census word is its own: "recensement 2023", "census of 2023")
    if (at < 0 || !between.some((t) => JOINED.test(t))) return [f];
    const atCensus = { ...structuredClone(f), years: [] as number[] };
    const { kind: _census, ...dims } = f.dims;
    const atYear = { ...structuredClone(f), dims };
    return at > h.end ? [atCensus, atYear] : [atYear, atCensus];
  });
  return frames.length === read.frames.length ? read : { ...read, frames };
}
