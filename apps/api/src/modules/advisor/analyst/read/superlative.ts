import type { OperationCue } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { ParsedQuestion } from '../text.ts';

/**
 * "La région qui a le plus de postes de santé ?": "qui a le plus" compares the places named; with
 * none named but their level, it ranks the units of that level (its level word, singular, counts).
 */
export function ranksUnits(cues: Set<OperationCue>, q: ParsedQuestion): boolean {
  return cues.has('rank') || (cues.has('compare') && superlative(q));
}
export const superlative = (q: ParsedQuestion) => lexiconWords('superlative').find(q.tokens).length > 0;
