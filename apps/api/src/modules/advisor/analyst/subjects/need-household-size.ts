import { readFileSync } from 'node:fs';
import type { ParsedQuestion } from '../text.ts';
import type { HouseholdSize } from './household-size.ts';

/**
 * A household size the question gives ("120 familles de 8 personnes", "350 households averaging 6
 * persons", "taille moyenne 10 personnes", "7 people per household"): the households it counts are
 * turned into people at that size, never at the region's or Senegal's average (CRS-01). The words
 * are catalog/needs.json `householdSizeQuoted`; a size is a whole number from 2 to 30.
 */
const file = JSON.parse(readFileSync(new URL('../catalog/needs.json', import.meta.url), 'utf8')) as {
  householdSizeQuoted: { households: string[]; people: string[]; links: string[]; size: string[]; each: string[] };
};
const w = file.householdSizeQuoted;
const any = (words: string[]) => `(?:${words.map((x) => x.replace(/ /g, '\\s+')).join('|')})`;
const [HH, PPL, LINK, SIZE, EACH] = [w.households, w.people, w.links, w.size, w.each].map(any);
const N = '(\\d{1,2})';
const PATTERNS = [
  // "familles de 8 personnes", "households averaging 6 persons", "ménages d environ 7 membres",
  // "households of 8" ending the question
  new RegExp(`\\b${HH}\\s+(?:${LINK}\\s+)+${N}(?:\\s+${PPL}\\b|$)`),
  // "7 personnes par ménage", "6 people each", "8 membres chacun"
  new RegExp(`\\b${N}\\s+${PPL}\\s+(?:${EACH}|(?:par|per|in each|dans chaque|pour chaque)\\s+${HH})\\b`),
  // "taille moyenne 10 personnes", "household size of 7", "taille des ménages : 8"
  new RegExp(`\\b${SIZE}\\s+(?:${LINK}\\s+|${HH}\\s+)*${N}\\b`),
];

export function quotedHouseholdSize(q: ParsedQuestion): HouseholdSize | null {
  for (const re of PATTERNS) {
    const m = re.exec(q.norm);
    const size = m ? Number(m[1]) : NaN;
    if (size >= 2 && size <= 30)
      return {
        size,
        fr: `${size} personnes par ménage (taille donnée dans la question)`,
        en: `${size} people per household (size given in the question)`,
        sourceIds: [],
        others: [],
      };
  }
  return null;
}
