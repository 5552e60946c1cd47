import type { Catalog, OperationCue } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Operation, ParsedThreshold } from './frame.ts';
import type { ParsedQuestion } from '../text.ts';

/**
 * "Les départements dont la population augmente de plus de 20 % d'ici 2030", "regions that grow
 * by more than 100,000 people between 2023 and 2030": a threshold right after a word of change is
 * a bound on each unit's change, not on its value.
 */
export function thresholdOnChange(q: ParsedQuestion, catalog: Catalog): boolean {
  const lead = q.threshold?.lead;
  if (!lead?.length) return false;
  return catalog.operationWords.find(lead).some((h) => h.entry === 'growth');
}

/** "Les communes de Pikine dont la population baisse", "which regions lose people": words of a fall. */
export const declines = (tokens: string[]) => lexiconWords('decline').has(tokens);

/** A fall asked with no bound: the units whose change is below zero. */
export function declineBound(): ParsedThreshold {
  return { op: '<=', value: 0, asked: 0, strict: true };
}

/**
 * The operation once a bound on a change is read (`set` gets 'growth'), and the bound of a fall
 * asked with none ("…dont la population baisse": below zero). True when a fall is asked over units
 * ("qui perdent le plus": the most negative first).
 */
export function changeBound(
  q: ParsedQuestion,
  catalog: Catalog,
  cues: Set<OperationCue>,
  level: boolean,
  set: (op: Operation) => void,
  op: Operation,
): boolean {
  const now = op === 'threshold' && thresholdOnChange(q, catalog) ? 'growth' : op;
  if (now !== op) set(now);
  const falls = now === 'growth' && level && declines(q.tokens);
  if (falls && !q.threshold && !cues.has('rank')) q.threshold = declineBound();
  return falls;
}
