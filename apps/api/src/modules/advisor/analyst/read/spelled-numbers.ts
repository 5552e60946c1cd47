import { lexiconSection } from '../catalog/catalog.ts';

/**
 * Counts written in words or with a scale word (lexicon `spelledNumbers`): "douze mille sinistrés",
 * "twelve thousand people", "1.2 million", "1,5 millions d'habitants" are written as digits before
 * the question is read, so every reading sees the count as people write it in figures.
 */
const lex = lexiconSection<{ words: Record<string, number>; thousand: string[]; million: string[] }>('spelledNumbers');
/** Counts written in words ("dix", "fifteen"), from the lexicon. */
export const WORD_COUNTS: Readonly<Record<string, number>> = lex.words;
const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const NUMBER_WORDS = alternatives(Object.keys(lex.words));
/** "douze mille", "twelve thousand" (not "deux mille vingt", a year written out). */
const WORDS_THOUSAND = new RegExp(
  `(?<![\\p{L}-])(${NUMBER_WORDS})[\\s-]+(?:${alternatives(lex.thousand)})(?![\\p{L}])(?![\\s-]+(?:${NUMBER_WORDS})\\b)`,
  'giu',
);
/** "1.2 million", "1,5 millions", "2 mio". */
const SCALED_MILLION = new RegExp(
  `(?<![\\d.,])(\\d+(?:[.,]\\d+)?)\\s*(?:${alternatives(lex.million)})(?![\\p{L}])`,
  'giu',
);

export function spelledNumbers(written: string): string {
  return written
    .replace(WORDS_THOUSAND, (_, w: string) => String(lex.words[w.toLowerCase()]! * 1000))
    .replace(SCALED_MILLION, (_, n: string) => String(Math.round(Number(n.replace(',', '.')) * 1e6)));
}
