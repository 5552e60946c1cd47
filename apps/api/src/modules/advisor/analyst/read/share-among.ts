import { type Catalog, lexiconSection } from '../catalog/catalog.ts';
import type { ReadResult } from './reader.ts';

/** Dimensions whose share may be of the place's own whole (lexicon `shareAmong`). */
const DIMS = lexiconSection<{ dims: string[] }>('shareAmong').dims;

/**
 * "What proportion of the health facilities in Kédougou region are health posts?", "quelle part
 * des structures de santé de Thiès sont des hôpitaux ?": the question names the whole (the measure's
 * own words, beside the type named) and no country, so the type's share is of the place's own
 * facilities of every type — not the place's share of the country's facilities of that type.
 */
export function withShareAmong(read: ReadResult, catalog: Catalog): ReadResult {
  const tokens = read.parsed.tokens;
  // ("% des centres de santé du Sénégal situés à Louga": Louga's share of the country's; but the
  // country alone, "les cases de santé, quel % des structures de santé du pays ?", is the place)
  const national = catalog.nationalWords.has(tokens);
  const dimSpans = catalog.dimensionWords.find(tokens);
  const frames = read.frames.map((f) => {
    const dim = DIMS.find((d) => f.dims[d]);
    if (f.op !== 'share' || !dim || typeof f.shareOf === 'object' || !f.places.length) return f;
    if (national && f.places.some((p) => p.pcode !== 'SN')) return f;
    const whole = catalog.measureWords
      .find(tokens)
      .some((h) => h.entry.id === f.measure && !dimSpans.some((d) => d.start < h.end && h.start < d.end));
    return whole ? { ...f, shareOf: { measure: f.measure, without: dim } } : f;
  });
  return { ...read, frames };
}
