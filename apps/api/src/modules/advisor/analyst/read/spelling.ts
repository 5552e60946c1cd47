import type { Catalog } from '../catalog/catalog.ts';
import { levenshtein } from '../places.ts';

/**
 * Spelling mistakes in the words of a question ("popualtion", "departmnet", "regin", "toilest"):
 * a word the catalog does not know, and no place name holds, is read as the catalog word it is
 * closest to (one edit for words of 5–7 letters, two from 8), keeping its first letter.
 */
export function correctSpelling(tokens: string[], catalog: Catalog, isPlaceWord: (w: string) => boolean): string[] {
  return tokens.map((t) => {
    if (t.length < 5 || /\d/.test(t) || isPlaceWord(t) || (catalog.vocabulary.get(t.length) ?? []).includes(t)) return t;
    const max = t.length >= 8 ? 2 : 1;
    let best = t;
    let bestD = max + 1;
    for (let n = t.length - max; n <= t.length + max; n++)
      for (const w of catalog.vocabulary.get(n) ?? []) {
        if (w[0] !== t[0]) continue;
        const d = levenshtein(t, w, max);
        if (d < bestD) {
          bestD = d;
          best = w;
        }
      }
    return best;
  });
}
