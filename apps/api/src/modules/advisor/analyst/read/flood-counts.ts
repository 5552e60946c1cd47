import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Catalog, Hit, Measure } from '../catalog/catalog.ts';

/** Counts that say who a flood's figure is about when no word of their own names them. */
const WHO_COUNTED = new Set(['population', 'households', 'household_size']);
/** Dimensions whose values are groups of people ("women"), not kinds of figure ("census"). */
const GROUP_DIMS = new Set(['sex']);

/**
 * Whether the measures read beside a dated flood are only the survey's shocks or words saying who
 * is counted: "people hit by floods in 2025", "nb de ménages touchés par les inondations de sept
 * 2019", "combien de femmes touchées par les inondations de 2020 ?" (a group of people, a value of a
 * dimension, names no measure of its own). Such a question is the flood's, not the catalog's.
 */
export function floodCountsOnly(
  measures: Hit<Measure>[],
  tokens: string[],
  dimensionHits: Hit<{ dim: string; value: string }>[],
  catalog: Catalog,
): boolean {
  const ofDimension = (h: Hit<Measure>) =>
    dimensionHits.some((d) => GROUP_DIMS.has(d.entry.dim) && d.start <= h.start && h.end <= d.end);
  const strong = new Set(catalog.measureWords.find(tokens).flatMap((h) => (ofDimension(h) ? [] : [h.entry.id])));
  return measures.every(
    (h) =>
      ['household_shock', 'shock_3y'].includes(h.entry.id) || (WHO_COUNTED.has(h.entry.id) && !strong.has(h.entry.id)),
  );
}

/**
 * "Postes de santé inondés en 2024", "health facilities flooded by the river": a count of health
 * facilities with a word of being under water right after it (three words may stand between: "qui
 * ont été") or just before it asks the facilities a flood record names, not how many exist.
 */
export function floodedFacilities(
  measures: Hit<Measure>[],
  tokens: string[],
  dimensionHits: Hit<{ dim: string; value: string }>[],
): boolean {
  const flooded = lexiconWords('floodedWords').find(tokens);
  if (!flooded.length || !measures.length || !measures.every((h) => h.entry.intent === 'health')) return false;
  const spans = [...measures, ...dimensionHits.filter((d) => d.entry.dim === 'facility_type')];
  return spans.some((s) =>
    flooded.some((f) => (f.start >= s.end && f.start - s.end <= 3) || (f.end <= s.start && s.start - f.end <= 1)),
  );
}

/** A word of being under water with a thing before it (six words back) or right after it (three). */
export function floodedNear(tokens: string[], thing: RegExp): boolean {
  return lexiconWords('floodedWords')
    .find(tokens)
    .some(
      (f) =>
        thing.test(tokens.slice(Math.max(0, f.start - 6), f.start).join(' ')) ||
        thing.test(tokens.slice(f.end, f.end + 3).join(' ')),
    );
}

/**
 * A word of a flood's impact ("touchés", "affected") said of people, not of places: right after a
 * level word ("les départements touchés en septembre 2019") it says which places, and a measure
 * asked of them stays the catalog's ("la population des départements touchés…").
 */
export function peopleTouched(words: string[], catalog: Catalog): boolean {
  return lexiconWords('eventImpactWords')
    .find(words)
    .some((h) => !catalog.levelWords.has(words[h.start - 1] ?? ''));
}
