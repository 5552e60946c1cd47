import { normaliseName } from '../../../knowledge/normalise.ts';
import { scaleNumbers } from '../text.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';

/**
 * "En quelle année le Sénégal passe-t-il 20 millions d'habitants ?", "when does X hit 200,000?":
 * the value a series is asked to cross, or null. "Jusqu'à quelle année vont les projections ?",
 * "dernière année projetée": the last year of a series (its horizon).
 */
const WHEN =
  /\b(en quelle annee|quelle annee|a partir de quelle annee|premiere annee|1re annee|1ere annee|quand|which year|what year|first year|when|by when)\b/;
const CROSS =
  /\b(passe\w*|depass\w*|atteint|atteindr\w*|atteign\w*|franchi\w*|barre|cap|pass(es|ed)?|hits?|reach(es|ed)?|cross(es|ed)?|exceed\w*|tops?|go(es)? (over|above))\b/;
const HORIZON =
  /\b(derniere annee (projetee|de projection|des projections|disponible)|derniere projection|dernieres projections|jusqu a quelle annee|horizon|last projected year|last year (of the )?projections?|final (projection )?year|how far do the projections go|(up to|until|through|to) (which|what) year|the last year|jusqu en quelle annee|jusqu a quand|(latest|most recent|last) projections?)\b/;

export function crossingOf(raw: string): number | null {
  const norm = normaliseName(raw);
  if (!WHEN.test(norm) || !CROSS.test(norm)) return null;
  const numbers = [...scaleNumbers(raw).matchAll(/\d+/g)].map((m) => Number(m[0]));
  const big = numbers.filter((n) => n >= 10000);
  return big.length ? big[big.length - 1]! : null;
}

/**
 * "À partir de quelle année dépasse-t-elle de plus de 5 % son chiffre du recensement ?": a rise in
 * percent on the place's own census figure to cross, or null.
 */
export function crossingPctOf(raw: string): number | null {
  const norm = normaliseName(raw.replace(/%/g, ' pourcent '));
  const above = CROSS.test(norm) || /\b(above|over|au dessus|superieure?s?|de plus)\b/.test(norm);
  if (!WHEN.test(norm) || !above || !/\b(recensement|census|rgph\w*)\b/.test(norm)) return null;
  const m = /(\d+(?:[.,]\d+)?)\s*pourcent/.exec(norm.replace(/(\d) (\d)/g, '$1.$2'));
  return m ? Number(m[1]!.replace(',', '.')) : null;
}

export function asksHorizon(raw: string): boolean {
  return HORIZON.test(normaliseName(raw));
}

const LIKE =
  /\b(autant|as many|as large|as big|same (population|size)|rattrap\w*|catch(es)? up|overtake\w*|passer devant|passe devant|devant)\b/;

/**
 * "En quelle année Kaffrine dépassera-t-il Bignona ?", "…reach the population Kolda had in 2023?":
 * a year asked for one place to reach another's figure (the second place named).
 */
export function crossesPlace(raw: string): boolean {
  const norm = normaliseName(raw);
  // ("…devient-il plus peuplé que celui de Bignona ?": lexicon `overtake`)
  const overtakes = LIKE.test(norm) || lexiconWords('overtake').has(norm.split(' '));
  return WHEN.test(norm) && (CROSS.test(norm) || overtakes) && crossingOf(raw) === null;
}
