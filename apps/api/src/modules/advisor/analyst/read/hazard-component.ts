import { type Catalog, type Hit, type Measure, lexiconSection } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';

/** Measure ids of the hazard index's dimensions, each with the words that name it (lexicon `hazardComponents`). */
const COMPONENTS = Object.keys(lexiconSection<Record<string, unknown>>('hazardComponents')).filter(
  (k) => !k.startsWith('$'),
);

/**
 * "Les départements les plus vulnérables selon l'indice de priorité", "lowest coping capacity in the
 * hazard index": beside the index, a word naming one of its three dimensions asks that dimension,
 * and the word names no other measure (the survey's household indicators are not asked).
 */
export function hazardComponent(list: Hit<Measure>[], tokens: string[], catalog: Catalog): Hit<Measure>[] {
  const index = list.find((h) => h.entry.id === 'hazard_score');
  if (!index) return list;
  for (const id of COMPONENTS) {
    const hit = lexiconWords('hazardComponents', id).find(tokens)[0];
    if (!hit) continue;
    const overlaps = (h: Hit<Measure>) => h.start < hit.end && hit.start < h.end;
    return [
      { ...index, entry: catalog.measures.get(id)! },
      ...list.filter((h) => h !== index && !overlaps(h) && h.entry.service !== 'hazard'),
    ];
  }
  return list;
}

/**
 * `inPhrase` with the words of a dimension of the hazard index marked, when the index is named:
 * "vulnérabilité" there is the index's dimension, not the survey's subject the handlers answer.
 */
export function maskHazardComponent(tokens: string[], inPhrase: boolean[], catalog: Catalog): boolean[] {
  if (!catalog.measureWords.find(tokens).some((h) => h.entry.id === 'hazard_score')) return inPhrase;
  const masked = [...inPhrase];
  for (const id of COMPONENTS)
    for (const h of lexiconWords('hazardComponents', id).find(tokens)) masked.fill(true, h.start, h.end);
  return masked;
}
