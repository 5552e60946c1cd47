import { lexiconSection, PhraseIndex } from './catalog.ts';

/** The French and English phrases of a lexicon section (or of one of its entries), indexed once. */
export function lexiconWords(section: string, entry?: string): PhraseIndex<true> {
  const key = entry ? `${section}.${entry}` : section;
  let index = wordIndexes.get(key);
  if (!index) {
    const all = lexiconSection<Record<string, { fr: string[]; en: string[] }>>(section);
    const lex = (entry ? all[entry] : all) as unknown as { fr: string[]; en: string[] };
    index = new PhraseIndex<true>();
    for (const w of [...lex.fr, ...lex.en]) index.add(w, true);
    wordIndexes.set(key, index);
  }
  return index;
}
const wordIndexes = new Map<string, PhraseIndex<true>>();
