/**
 * An elision written without its apostrophe, as in SMS French ("dacces a lelectricite", "le taux
 * dinsecurite", "combien dhabitants"): a word we do not know that is "d", "l", "n" or "qu" before a
 * word we know (five letters and more, starting with a vowel or an h) is read as those two words.
 * A word we know as written ("dont", "lequel", "davantage") or a place's word is never split.
 */
export function splitElision(
  t: string,
  vocabulary: Map<number, string[]>,
  keep: (w: string) => boolean,
): string[] | null {
  const m = /^(qu|d|l|n)([aeiouyh][a-z]{4,})$/.exec(t);
  if (!m || keep(t)) return null;
  const has = (w: string) => (vocabulary.get(w.length) ?? []).includes(w);
  return !has(t) && has(m[2]!) ? [m[1]!, m[2]!] : null;
}
