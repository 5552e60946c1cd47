import type { ParsedQuestion } from '../text.ts';
import { getCatalog } from '../catalog/catalog.ts';
import { RE } from './classify.ts';

/** When a question asks the household survey (EHCVM 2021–2022): its indicators, its shocks by kind and milieu. */

const SURVEY = /\b(ehcvm|enquete|survey|chocs?|shocks?)\b/;
/** Households, the survey, or one of its milieux: what makes a shock's name ("décès", "food prices") the survey's. */
const SURVEY_CONTEXT =
  /\b(menages?|households?|foyers?|families|familles?|ehcvm|enquete|survey|chocs?|shocks?|milieux?)\b/;

/** "Households affected by the September 2019 floods" is an event's toll, not the survey's share. */
function datedFlood(q: ParsedQuestion): boolean {
  return RE.flood.test(q.norm) && (q.month !== null || q.years.length > 0) && !SURVEY.test(q.norm);
}

/** The survey's indicators, or a share of households hit by floods or a shock. */
export function asksVulnerability(q: ParsedQuestion, n: string): boolean {
  return (
    RE.vulnerability.test(n) ||
    (!datedFlood(q) && RE.householdShare.test(n) && (RE.flood.test(n) || /chocs?|shocks?/.test(n)))
  );
}

/**
 * A kind of shock the survey names (high food prices, a member's serious illness or death, farm
 * inputs) beside households, the survey or a milieu: "households affected by high food prices",
 * "% ménages ruraux victimes de maladie grave", "in which milieu are households most hit by the
 * death of a member?" — the survey's split, not a flood record, a disease gap or a flood frequency.
 */
export function namesSurveyShock(q: ParsedQuestion): boolean {
  if (datedFlood(q) || !SURVEY_CONTEXT.test(q.norm)) return false;
  const c = getCatalog();
  const hits = c.dimensionWords.find(q.tokens);
  return (
    hits.some((h) => h.entry.dim === 'shock') || (hits.some((h) => h.entry.dim === 'milieu') && SURVEY.test(q.norm))
  );
}
