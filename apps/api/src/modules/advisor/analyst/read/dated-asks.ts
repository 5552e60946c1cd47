import { normaliseName } from '../../../knowledge/normalise.ts';
import { type Catalog, lexiconSection } from '../catalog/catalog.ts';

/**
 * "Dakar (région) : population 2030 et densité en 2023 ?": an "et"/"and" between two measures each
 * dated by its own year starts another ask, so each measure keeps its year (read whole, both years
 * would go to both). Parts that end up agreeing are read whole again by the caller.
 */
const YEAR = /\b(?:19|20)\d{2}\b/;
/** The words that open a pair of years in the lexicon's ranges ("entre {a} et {b}", "between {a} and {b}"). */
let paired: RegExp | null = null;
const PAIRED = () =>
  (paired ??= new RegExp(
    `\\b(?:${Object.values(lexiconSection<Record<string, string[]>>('range'))
      .flat()
      .map((t) => /^(\w+) \{a\} (?:et|and) \{b\}$/.exec(t)?.[1])
      .filter(Boolean)
      .join('|')})\\b`,
  ));

export function datedAsks(part: string, catalog: Catalog): string[] {
  const measured = (text: string) => catalog.measureWords.has(normaliseName(text).split(' '));
  // …or by a value of one of its dimensions ("…in 2024 and the number of women at the 2023 census").
  const opens = (text: string) =>
    [catalog.measureWords, catalog.dimensionWords].some((words) =>
      words.find(normaliseName(text).split(' ').slice(0, 4)).some((h) => h.start <= 3),
    );
  const out: string[] = [];
  let rest = part;
  for (let m = /\s(?:et|and)\s/i.exec(rest); m; m = /\s(?:et|and)\s/i.exec(rest)) {
    const before = rest.slice(0, m.index);
    const after = rest.slice(m.index + m[0].length);
    if (!(YEAR.test(before) && YEAR.test(after) && measured(before) && opens(after))) break;
    // "…entre le recensement de 2023 et la projection pour 2029": the two ends of one change.
    if (PAIRED().test(normaliseName(before))) break;
    out.push(before);
    rest = after;
  }
  return [...out, rest];
}
