import { normaliseName } from '../../../knowledge/normalise.ts';

/**
 * A head count written after its label, the way lists and SMS write it ("sinistrés 3 500 : eau,
 * latrines, abris ?", "displaced: 1,200 — how many toilets?", "nb de ménages touchés = 650"): the
 * number right after a people word (a colon, an equals sign or a dash between), or the size of one
 * household ("a family of 9", "un ménage de 7 personnes" read before), when no count was read before
 * its people word. Never a year, an age ("enfants 0-5 ans") nor a quantity with a unit
 * ("personnes 15 litres").
 */
const HOUSEHOLDS = /^(familles?|families|family|menages?|households?|foyers?)$/;
const ONE_HOUSEHOLD = /\b(?:family|famille|household|m[ée]nage|foyer)\s+(?:of|de)\s*$/iu;
const NOT_A_COUNT =
  /^(ans?|years?|yrs?|litres?|liters?|l|m2|m3|kcal|jours?|days?|mois|months?|fois|times|pourcent|percent)$/;

export function countAfterLabel(
  raw: string,
  numbers: { value: number; start: number; end: number }[],
  years: number[],
  isPeopleWord: (w: string) => boolean,
): { people: number; households: number | null } | null {
  for (const n of numbers) {
    if (years.includes(n.value) || !Number.isInteger(n.value) || n.value < 1) continue;
    const before = raw.slice(Math.max(0, n.start - 40), n.start);
    const label = /(\p{L}+)\s*[:=–—-]?\s*$/u.exec(before);
    const word = label ? normaliseName(label[1]!) : '';
    const rest = raw.slice(n.end, n.end + 20);
    const next = normaliseName(rest).split(' ')[0] ?? '';
    if (/^\s*[-–/à%]/.test(rest) || NOT_A_COUNT.test(next)) continue;
    // "a family of 9", "un ménage de 7": the people of one household
    if (ONE_HOUSEHOLD.test(before)) return { people: n.value, households: null };
    if (!isPeopleWord(word)) continue;
    return { people: n.value, households: HOUSEHOLDS.test(word) ? n.value : null };
  }
  return null;
}
