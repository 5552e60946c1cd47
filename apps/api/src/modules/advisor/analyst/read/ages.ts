import type { ParsedQuestion } from '../text.ts';

/**
 * The age range a question names: "60 ans et plus", "under 15", "de 10 à 14 ans", "moins de cinq
 * ans", or a word for a group ("enfants", "elderly") from the lexicon. [min, max], max null = open.
 */

const NUMBER_WORDS: Record<string, number> = { cinq: 5, five: 5, dix: 10, ten: 10, quinze: 15, fifteen: 15 };

const PEOPLE = '(?:people|persons|personnes|gens|population|habitants|inhabitants|residents)';

function n(s: string): number {
  return NUMBER_WORDS[s] ?? Number(s);
}

export function readAges(
  q: ParsedQuestion,
  groups: { words: string[]; range: [number, number | null] }[],
): [number, number | null] | null {
  const t = q.norm;
  // A one- or two-digit age, never the start of a count ("under 100 000", "moins de 5 000", "moins d'1 million").
  const num =
    '(\\d{1,2}(?!\\d|\\s\\d{3}\\b|\\s*(?:millions?|mille|milliards?|k|m)\\b)|cinq|five|dix|ten|quinze|fifteen)';
  let m = new RegExp(
    `\\b(?:de|from|aged|ages de|agees de|between|entre)?\\s*${num}\\s*(?:a|-|to|et|and)\\s*${num}\\s*(?:ans|years?)`,
  ).exec(t);
  if (m) return [n(m[1]!), n(m[2]!)];
  // "aged 15 to 49", "âgées de 15 à 49", "15-49": a span of one- or two-digit ages without "ans".
  m =
    new RegExp(
      `\\b(?:aged|ages de|agees de|age de|ages|agees)\\s*(?:between|entre)?\\s*${num}\\s*(?:a|-|to|et|and)\\s*${num}\\b`,
    ).exec(t) ??
    // "people between 20 and 34", "personnes entre 20 et 34": a span of ages right after a people word.
    new RegExp(`\\b${PEOPLE}\\s+(?:between|entre|de|from)\\s*${num}\\s*(?:a|-|to|et|and)\\s*${num}\\b`).exec(t) ??
    // "school-age children (5 to 14)": a span in brackets.
    /\(\s*(\d{1,2})\s*(?:à|a|-|–|to)\s*(\d{1,2})\s*(?:ans|years?)?\s*\)/i.exec(q.raw) ??
    /(?<![\d.,])(\d{1,2})\s*-\s*(\d{1,2})(?![\d.,])/.exec(q.raw);
  if (m) return [n(m[1]!), n(m[2]!)];
  m = new RegExp(
    `\\b${num}\\s*(?:ans|years?|yrs?)?(?: old)?\\s*(?:et plus|and over|and older|and above|and up|ou plus|or more|or older|or over|or above|et au dela|plus(?! (?:grand|gros|petit|peupl|dens|import|vast|fort|faibl|elev|touch|riche|pauvr|recent|ancien)\\w*))\\b`,
  ).exec(t);
  if (m) return [n(m[1]!), null];
  m =
    new RegExp(`\\b(?:plus de|over|above|older than|more than)\\s*${num}\\s*(?:ans|years?)`).exec(t) ??
    // "people over 60", "personnes de plus de 65": an age when a people word comes right before.
    new RegExp(`\\b${PEOPLE}\\s+(?:de plus de|plus de|over|above|older than|aged over)\\s*(\\d{1,2})\\b`).exec(t);
  if (m) return [n(m[1]!) % 5 === 0 ? n(m[1]!) : n(m[1]!) + 1, null];
  // "the over-60s", "les under-5s": an age group named by its bound and a plural s.
  m = /\b(over|under)\s*(\d{1,2})s\b/.exec(t);
  if (m) return m[1] === 'over' ? [Number(m[2]), null] : [0, Number(m[2]) - 1];
  m = new RegExp(`\\b(?:moins de|under|below|younger than|less than)\\s*${num}\\s*(?:ans|years?)?`).exec(t);
  if (m) return [0, n(m[1]!) - 1];
  // "enfants - 5 ans", "les -5 ans": SMS for "moins de 5 ans".
  const minus = /(?:^|\s)-\s?(\d{1,2})\s?(?:ans|years?)\b/i.exec(q.raw);
  if (minus) return [0, Number(minus[1]) - 1];
  const plus = /(?<![\d])(\d{1,2}) ?(?:ans|years?)? ?(?:et|and)? ?\+/.exec(q.raw);
  if (plus) return [Number(plus[1]), null];
  // One age ("personnes âgées de 18 ans", "people aged 18", "enfants âgés de 7 ans"): [n, n], which
  // the bands that hold it answer (said so); never the group word it starts with ("personnes
  // âgées"). (Not "enfants de 5 ans", which is often said of the under-fives.)
  m = new RegExp(
    `\\b(?:(?:agees? de|ages? de|aged)\\s*${num}\\s*(?:ans|years?)?)(?! (?:et|and|ou|or) )(?!\\s*(?:a|-|to)\\s*\\d)`,
  ).exec(t);
  if (m) return [n(m[1]!), n(m[1]!)];
  for (const g of groups) if (g.words.some((w) => new RegExp(`\\b${w}\\b`).test(t))) return g.range;
  return null;
}
