import type { Catalog } from '../catalog/catalog.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';

/**
 * "Dakar (région) : population 2030 et densité en 2023 ?": an "et"/"and" between two measures each
 * dated by its own year starts another ask, so each measure keeps its year (read whole, both years
 * would go to both). Parts that end up agreeing are read whole again by the caller.
 */
const YEAR = /\b(?:19|20)\d{2}\b/;

export function datedAsks(part: string, catalog: Catalog): string[] {
  const measured = (text: string) => catalog.measureWords.has(normaliseName(text).split(' '));
  const opens = (text: string) =>
    catalog.measureWords.find(normaliseName(text).split(' ').slice(0, 3)).some((h) => h.start <= 2);
  const out: string[] = [];
  let rest = part;
  for (let m = /\s(?:et|and)\s/i.exec(rest); m; m = /\s(?:et|and)\s/i.exec(rest)) {
    const before = rest.slice(0, m.index);
    const after = rest.slice(m.index + m[0].length);
    if (!(YEAR.test(before) && YEAR.test(after) && measured(before) && opens(after))) break;
    out.push(before);
    rest = after;
  }
  return [...out, rest];
}
