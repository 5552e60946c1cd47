import type { Catalog } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import { dimensionsOf } from './measures-read.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Le taux d'insécurité alimentaire des ménages ruraux de la région de Fatick ?": a survey value
 * named (a milieu, lexicon of the catalog's `milieu` dimension) that the measure asked is not
 * published by is no filter to drop silently: the frame keeps it, and the answer says the figure
 * given is of all households (plan/unpublished-dims.ts). Words that name a place are no milieu ("Dakar").
 */
const SPLITS = ['milieu'];

export function withUnpublishedDims(read: ReadResult, catalog: Catalog, index: PlaceIndex): ReadResult {
  const tokens = read.parsed.tokens;
  const placed = new Set(index.find(tokens).flatMap((m) => [...Array(m.end - m.start).keys()].map((k) => m.start + k)));
  const hits = catalog.dimensionWords
    .find(tokens)
    .filter((h) => SPLITS.includes(h.entry.dim))
    .filter((h) => catalog.dimensions[h.entry.dim]?.values[h.entry.value] && h.entry.value !== 'national')
    .filter((h) => ![...Array(h.end - h.start).keys()].some((k) => placed.has(h.start + k)));
  if (!hits.length) return read;
  for (const f of read.frames) {
    const m = catalog.measures.get(f.measure);
    if (!m || dimensionsOf(m).has(hits[0]!.entry.dim) || m.placeless) continue;
    f.dimsUnpublished = { [hits[0]!.entry.dim]: hits[0]!.entry.value };
  }
  return read;
}
