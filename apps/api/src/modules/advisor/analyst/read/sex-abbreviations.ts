import { lexiconSection } from '../catalog/catalog.ts';

interface SexAbbreviations {
  female: string[];
  male: string[];
  context: string[];
}

const LINKS = new Set(['et', 'and', 'ou', 'or', 'vs', 'versus']);
const FULL = { female: 'femmes', male: 'hommes' } as const;

/**
 * "dept kaolack : F et H rgph 2023", "fem. et hom. au recensement", "F and M at the 2023 census":
 * a letter or cut word of the lexicon (`sexAbbreviations`) reads as its sex only beside the other
 * sex (abbreviated or whole, joined by "et/and" or next to it) in a question that names the
 * population (a word of `context`) — "h" for hours or "m" for metres elsewhere stay what they are.
 */
export function withSexAbbreviations(tokens: string[]): string[] {
  const lex = lexiconSection<SexAbbreviations>('sexAbbreviations');
  if (!tokens.some((t) => lex.context.includes(t))) return tokens;
  const sexOf = (t: string | undefined): 'female' | 'male' | null => {
    if (t === undefined) return null;
    if (lex.female.includes(t) || t === 'femmes' || t === 'women') return 'female';
    if (lex.male.includes(t) || t === 'hommes' || t === 'men') return 'male';
    return null;
  };
  const abbreviated = (t: string) => lex.female.includes(t) || lex.male.includes(t);
  const out = [...tokens];
  tokens.forEach((t, i) => {
    const own = abbreviated(t) ? sexOf(t) : null;
    if (!own) return;
    // The other sex right beside it, or one link word away.
    const near = [tokens[i - 1], tokens[i + 1]];
    if (LINKS.has(tokens[i - 1] ?? '')) near.push(tokens[i - 2]);
    if (LINKS.has(tokens[i + 1] ?? '')) near.push(tokens[i + 2]);
    if (near.some((n) => sexOf(n) && sexOf(n) !== own)) out[i] = FULL[own];
  });
  return out;
}
