import type { Catalog } from '../catalog/catalog.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import { readAges } from './ages.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Combien de 60 ans et plus pour 100 moins de 15 ans ?", "people aged 65+ per 100 aged 15–64": one
 * age range per 100 people of another is the ratio of the two (the ageing index, a dependency
 * ratio written out), computed from the published age bands like the catalog's dependency ratios.
 * The words between the two ranges are the lexicon's `agePer`.
 */
const PER = lexiconSection<{ fr: string[]; en: string[] }>('agePer');
const SPLIT = new RegExp(`\\b(?:${[...PER.fr, ...PER.en].join('|')})\\b`);
const AGE_MEASURES = new Set(['population', 'population_age']);

export function withAgeRatio(read: ReadResult, catalog: Catalog): ReadResult {
  const q = read.parsed;
  const m = SPLIT.exec(q.norm);
  const r = SPLIT.exec(q.raw.toLowerCase());
  if (!m || !r) return read;
  // (each side as written too: "60 ans et +" loses its sign in the normalised text)
  const side = (norm: string, raw: string) => readAges({ ...q, norm, raw }, catalog.ageGroups);
  const numerator = side(q.norm.slice(0, m.index), q.raw.slice(0, r.index));
  const denominator = side(q.norm.slice(m.index + m[0].length), q.raw.slice(r.index + r[0].length));
  if (!numerator || !denominator || String(numerator) === String(denominator)) return read;
  const frames = read.frames.map((f) =>
    AGE_MEASURES.has(f.measure)
      ? {
          ...f,
          measure: 'population_age',
          ages: null,
          agesAsked: undefined,
          per: null,
          ageRatio: { numerator, denominator },
        }
      : f,
  );
  return { ...read, frames };
}
