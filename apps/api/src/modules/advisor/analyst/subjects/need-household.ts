import { readFileSync } from 'node:fs';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { PhraseIndex } from '../catalog/catalog.ts';
import type { ParsedQuestion } from '../text.ts';
import { askedStandards } from './need-words.ts';

/** The needs of one household when no head count is given, from the words of catalog/needs.json. */

const file = JSON.parse(readFileSync(new URL('../catalog/needs.json', import.meta.url), 'utf8')) as {
  oneHousehold: string[];
  oneHouseholdNot: string[];
};

const oneHousehold = new PhraseIndex<true>();
for (const w of file.oneHousehold) oneHousehold.add(normaliseName(w), true);
const oneHouseholdNot = new PhraseIndex<true>();
for (const w of file.oneHouseholdNot) oneHouseholdNot.add(normaliseName(w), true);
/**
 * "L'eau par ménage et par jour à Dakar", "what does an average household need in water?": a
 * standard for one household, no head count given, no flood's households (an event, a date before
 * the census); any standard but the household size itself.
 */
export const asksOneHousehold = (q: ParsedQuestion): boolean =>
  q.people === null &&
  q.households === null &&
  q.month === null &&
  q.years.every((y) => y >= 2023) &&
  oneHousehold.has(q.tokens) &&
  !oneHouseholdNot.has(q.tokens) &&
  askedStandards(q.tokens).some((id) => id !== 'CRS-01');
