import { lexiconSection, PhraseIndex } from '../catalog/catalog.ts';
import type { ReadResult } from './reader.ts';

let words: PhraseIndex<true> | undefined;

/**
 * "Quelle part de la croissance du Sénégal entre 2023 et 2030 revient à Kaffrine ?", "of everyone
 * Senegal adds between 2023 and 2026, what percentage is in Kaolack?": a share asked between two
 * years with a word of change is a share of the increase, not a share at each year.
 */
export function withChangeShare(read: ReadResult): ReadResult {
  if (!words) {
    words = new PhraseIndex<true>();
    const lex = lexiconSection<{ fr: string[]; en: string[] }>('changeShare');
    for (const w of [...lex.fr, ...lex.en]) words.add(w, true);
  }
  if (!words.has(read.parsed.tokens)) return read;
  for (const f of read.frames)
    if (f.op === 'share' && (f.range || f.years.length >= 2) && !f.ages && !f.dims.sex) f.ofChange = true;
  return read;
}
