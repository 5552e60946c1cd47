import type { Catalog, Hit, Measure } from '../catalog/catalog.ts';
import type { Frame } from './frame.ts';
import { growthAskWords } from './change-share.ts';
import { askWords } from './handoff.ts';

/**
 * A word the subject handlers answer unless a measure is named ("ménages", "milieu rural", "kits":
 * lexicon `handoff.unlessMeasure`), with no measure beyond the population: the question is theirs…
 * unless it follows a figure whose measure that word's dimension splits ("% des ménages touchés par
 * les inondations à Dakar urbain ?" then "et en milieu rural ?": the same shock, in another milieu).
 */
export function handedOffUnlessMeasure(
  catalog: Catalog,
  tokens: string[],
  question: string,
  measures: Hit<Measure>[],
  dims: Record<string, string>,
  previous: Frame[] | null,
): boolean {
  const unless =
    catalog.handoffUnlessMeasure.find(tokens, growthAskWords(tokens)).length > 0 &&
    catalog.handoffUnlessMeasure.has(askWords(question, tokens));
  if (!unless || measures.some((h) => h.entry.id !== 'population')) return false;
  const split = (f: Frame) => Object.keys(dims).some((d) => catalog.dimensions[d]?.measure === f.measure);
  return measures.length > 0 || !previous?.some(split);
}
