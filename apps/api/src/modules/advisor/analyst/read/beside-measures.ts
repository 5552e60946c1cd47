import { type Catalog, type Hit, type Measure, PhraseIndex } from '../catalog/catalog.ts';

/**
 * "Louga : eau et électricité ?", "water, electricity and shocks in Kolda": a short word that names
 * a measure only in a list beside another measure of the same table (a measure's `besideWords`:
 * "eau", "water" alone ask the drinking-water access of the survey there, the needs elsewhere).
 * Listed means next to it, or with only a joining word between ("et", "and", "ou", "or").
 */
const JOINS = new Set(['et', 'and', 'ou', 'or', 'puis', 'plus', 'l', 'la', 'le', 'les', 'the', 'a', 'au', 'aux', 'to']);

const indexes = new WeakMap<Catalog, PhraseIndex<Measure>>();
function besideIndex(catalog: Catalog): PhraseIndex<Measure> {
  let index = indexes.get(catalog);
  if (!index) {
    index = new PhraseIndex<Measure>();
    for (const m of catalog.measures.values())
      for (const w of [...(m.besideWords?.fr ?? []), ...(m.besideWords?.en ?? [])]) index.add(w, m);
    indexes.set(catalog, index);
  }
  return index;
}

export function besideMeasures(list: Hit<Measure>[], tokens: string[], catalog: Catalog): Hit<Measure>[] {
  if (!list.length) return list;
  const tables = new Set(list.map((h) => h.entry.store?.table).filter(Boolean));
  const joined = (a: { end: number }, b: { start: number }) =>
    a.end <= b.start && b.start - a.end <= 2 && tokens.slice(a.end, b.start).every((t) => JOINS.has(t));
  const added = besideIndex(catalog)
    .find(tokens)
    .filter((h) => tables.has(h.entry.store?.table) && !list.some((l) => l.entry.id === h.entry.id))
    .filter((h) => !list.some((l) => h.start < l.end && l.start < h.end))
    .filter((h) => list.some((l) => joined(h, l) || joined(l, h)));
  return added.length ? [...list, ...added].sort((a, b) => a.start - b.start) : list;
}
