import type { Catalog } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Combien de postes de santé par centre de santé à Sédhiou ?", "posts per health centre": two values
 * of one dimension, one per the other, ask the ratio of the measure at the first to it at the second.
 */
export function withDimensionRatio(read: ReadResult, catalog: Catalog): ReadResult {
  const tokens = read.parsed.tokens;
  const hits = catalog.dimensionWords.find(tokens);
  const [a, b] = hits;
  if (hits.length !== 2 || a!.entry.dim !== b!.entry.dim || a!.entry.value === b!.entry.value) return read;
  const between = tokens.slice(a!.end, b!.start);
  // ("ratio of health posts to health centres", "rapport postes de santé / centres de santé")
  const ratio =
    lexiconWords('dimensionRatio', 'leads').find(tokens.slice(0, a!.start)).length > 0 &&
    (between.length === 0 ||
      lexiconWords('dimensionRatio', 'joins')
        .find(between)
        .some((h) => h.start === 0 && h.end === between.length));
  if (!ratio && !lexiconWords('dimensionPer').has(between)) return read;
  const dim = a!.entry.dim;
  const frames = read.frames.map((f) => {
    if (!catalog.measures.get(f.measure)?.store?.dims?.[dim]) return f;
    const dims = { ...f.dims };
    delete dims[dim];
    return { ...f, dims, byDim: null, dimRatio: { dim, numerator: a!.entry.value, denominator: b!.entry.value } };
  });
  return { ...read, frames };
}
