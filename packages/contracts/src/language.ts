/**
 * The language of a short text quoted as it was published (a source's title, a user's question):
 * French or English, from its accents and its function words. Shared by the API (which says when
 * a French answer cites English titles) and the web app (which marks them with `lang`, so a screen
 * reader reads each title in its own language).
 */
export type TextLanguage = 'fr' | 'en';

const FRENCH = new Set(
  'le la les l de des du d au aux un une et ou en dans pour par avec sur sous selon est sont qui que entre vers chez'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the of and in for by with on from to at as an is are was this that after before under per into its their'.split(' '),
);

/**
 * `fallback` when nothing tells ("RGPH-5 2023", "IFRC DREF MDRSN017 EPoA"). An accented letter in
 * a word that is not a name (capitalised) marks French: "Thiès" alone does not.
 */
export function textLanguage(text: string, fallback: TextLanguage): TextLanguage {
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (words.some((w) => /^\p{Ll}/u.test(w) && /[àâçéèêëîïôûùüÿœ]/.test(w))) return 'fr';
  let fr = 0;
  let en = 0;
  for (const w of words.map((x) => x.toLowerCase())) {
    if (FRENCH.has(w)) fr += 1;
    if (ENGLISH.has(w)) en += 1;
  }
  if (fr === en) return fallback;
  return fr > en ? 'fr' : 'en';
}
