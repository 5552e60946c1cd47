import type { Catalog, OperationCue } from '../catalog/catalog.ts';
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

/**
 * "La dernière région en population", "the first department for health posts": an end of a ranking
 * said right before a level word (lexicon `endOfLevel`) asks the units of that level ranked, the
 * last one from the lowest.
 */
export function endOfLevel(tokens: string[], catalog: Catalog): 'first' | 'last' | null {
  for (const end of ['first', 'last'] as const)
    if (
      lexiconWords('endOfLevel', end)
        .find(tokens)
        .some((h) => catalog.levelWords.has(tokens[h.end] ?? ''))
    )
      return end;
  return null;
}
