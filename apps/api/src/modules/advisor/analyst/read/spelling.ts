import type { AdvisorLanguage } from '../../advisor.engine.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { splitElision } from './elision.ts';

/**
 * Spelling mistakes in the words of a question ("popualtion", "departmnet", "regin", "toilest"):
 * a word the catalog does not know, and no place name holds, is read as the catalog word it is
 * closest to (one edit for words of 5–7 letters, two from 8), keeping its first letter.
 */
const COUNTING = new Set(['combien', 'nombre', 'cb', 'cbn', 'nb', 'nbre', 'nbr']);
const AFTER_NOUN = new Set([
  'a',
  'au',
  'aux',
  'dans',
  'de',
  'du',
  'des',
  'd',
  'en',
  'pour',
  'sur',
  'in',
  'at',
  'of',
  'for',
  'are',
  'is',
  'were',
  'was',
  'there',
  'y',
  'ont',
  'sont',
  'ya',
]);

export function correctSpelling(
  tokens: string[],
  catalog: Catalog,
  isPlaceWord: (w: string) => boolean,
  lang: AdvisorLanguage = 'fr',
): string[] {
  const expanded = tokens.flatMap((t, i) => {
    // "tt les dept": a short form after a plural article is plural.
    const plural = catalog.smsPlural.after.has(tokens[i - 1] ?? '') ? catalog.smsPlural.words.get(t) : undefined;
    if (plural) return [plural];
    // "combien de menage", "how many household": what is counted is plural.
    const counted =
      (COUNTING.has(tokens[i - 2] ?? '') && ['de', 'd'].includes(tokens[i - 1] ?? '')) ||
      (tokens[i - 2] === 'how' && tokens[i - 1] === 'many');
    // (…when it is the noun counted, not a modifier of the next: "how many flood events")
    const noun = !tokens[i + 1] || AFTER_NOUN.has(tokens[i + 1]!);
    if (counted && noun && !t.endsWith('s') && (catalog.spelling.get(t.length + 1) ?? []).includes(`${t}s`))
      return [`${t}s`];
    // "d'alea" is an elision, "d sante" a short form: only the latter is written out.
    if (t === 'd' && /^[aeiouyh]/.test(tokens[i + 1] ?? '')) return [t];
    const long = (lang === 'en' ? catalog.smsEn.get(t) : undefined) ?? catalog.sms.get(t);
    if (long === undefined && lang === 'fr')
      return splitElision(t, catalog.spelling, (w) => isPlaceWord(w) || catalog.spelledAsWritten.has(w)) ?? [t];
    return long === undefined ? [t] : long ? long.split(' ') : [];
  });
  return spellAs(
    expanded,
    catalog.spelling,
    (t) => isPlaceWord(t) || catalog.spelledAsWritten.has(t),
    (w) => catalog.wordLanguage.get(w) === lang,
  );
}

/**
 * The words read as the words of a vocabulary they are one edit from (5–7 letters) or two (8 and
 * more), keeping their first letter; words of the vocabulary, numbers and the words `keep` says
 * are left as written.
 */
export function spellAs(
  tokens: string[],
  vocabulary: Map<number, string[]>,
  keep: (w: string) => boolean,
  preferred: (w: string) => boolean = () => false,
  formsKept = false,
): string[] {
  return tokens.map((t) => {
    if (t.length < 5 || /\d/.test(t) || keep(t) || (vocabulary.get(t.length) ?? []).includes(t)) return t;
    // (with `formsKept`, another form of the word is no misspelling: "internationale" is no misspelt
    // "internationales" of an actor's record — the catalog's phrases want their own form: "électrifiée")
    if (formsKept && inflections(t).some((f) => (vocabulary.get(f.length) ?? []).includes(f))) return t;
    const max = t.length >= 8 ? 2 : 1;
    let best = t;
    let bestD = max + 1;
    for (let n = t.length - max; n <= t.length + max; n++)
      for (const w of vocabulary.get(n) ?? []) {
        if (w[0] !== t[0]) continue;
        const d = editDistance(t, w);
        // (at equal distance, a word of the question's language, then — one slip away — the longer word: a letter
        // left out is the commonest slip — "failles" is "familles", "deses" is "denses")
        const better =
          d < bestD ||
          (d === bestD &&
            d <= max &&
            (preferred(w) !== preferred(best) ? preferred(w) : d === 1 && w.length > best.length));
        if (better) {
          bestD = d;
          best = w;
        }
      }
    return best;
  });
}

/** The word with or without a plural or feminine ending: "internationale(s)", "evaluation(s)". */
function inflections(w: string): string[] {
  const stem = w.replace(/(es|s|x|e)$/, '');
  return [...new Set([stem, `${stem}s`, `${stem}e`, `${stem}es`, `${stem}x`, `${w}s`, `${w}x`])].filter((f) => f !== w);
}

/** The words of texts (5 letters and more, no digits), by length: a vocabulary for `spellAs`. */
export function vocabularyOf(texts: string[]): Map<number, string[]> {
  const words = new Set(texts.flatMap((t) => t.split(' ')).filter((w) => w.length >= 5 && !/\d/.test(w)));
  const byLength = new Map<number, string[]>();
  for (const w of words) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
  return byLength;
}

/** Edits between two words, a swap of two letters counting as one ("poeple" → "people"). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
}
