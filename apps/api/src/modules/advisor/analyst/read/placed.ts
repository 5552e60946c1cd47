import type { Catalog, Hit, OperationCue } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';

/**
 * Whether a question with an operation and no measure ("taux de croissance de Sédhiou 2023-2030")
 * is about places, so that it asks the headline measure: a place is named, or the country ("de
 * combien le Sénégal augmente entre 2025 et 2030 ?"), or the units of a level — in the plural
 * ("the 3 fastest-growing regions"), or one of them asked for ("which region grows fastest?",
 * "quel département croît le moins ?") or ranked.
 */
export function placedAsk(tokens: string[], catalog: Catalog, index: PlaceIndex, ranked: boolean): boolean {
  return (
    index.find(tokens).length > 0 ||
    catalog.nationalWords.find(tokens).length > 0 ||
    tokens.some(
      (t, i) => catalog.levelWords.has(t) && (/s$/.test(t) || ranked || catalog.levelAskWords.has(tokens[i - 1] ?? '')),
    )
  );
}

/** The operation words of a question, without those that belong to a phrase of another sense. */
export function operationHits(tokens: string[], catalog: Catalog): Hit<OperationCue>[] {
  const latest = catalog.latestWords.find(tokens);
  return catalog.operationWords.find(tokens).filter(
    (h) =>
      // "les moins de 5 ans", "les plus de 60 ans": an age or a threshold, not a rank.
      !(h.entry === 'rank' && tokens[h.end] === 'de' && /^\d/.test(tokens[h.end + 1] ?? '')) &&
      // "the most recent projection": the latest figure, not a rank.
      !latest.some((l) => l.start <= h.start && h.end <= l.end),
  );
}
