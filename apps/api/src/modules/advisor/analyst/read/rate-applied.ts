import type { Catalog } from '../catalog/catalog.ts';
import { lexiconWords as words } from '../catalog/lexicon-words.ts';
import type { Frame } from './frame.ts';
import type { ReadResult } from './reader.ts';

const BASES = ['population', 'households', 'household_size'];

/**
 * A survey's household rate applied to a count of the place: "combien de personnes vivent sans
 * électricité à Kaffrine ?" (its population), "combien de ménages sans électricité à Kolda, avec la
 * taille des ménages de la région ?" (its households), "en appliquant le taux à la population de
 * 2023…". The count named beside the rate is the rate's base, not a second ask; "au total", "ensemble"
 * add the places' results up. After a rate, "et combien de personnes cela fait-il ?" applies it.
 */
export function withRateApplied(read: ReadResult, catalog: Catalog, previous: Frame[] | null): ReadResult {
  const tokens = read.parsed.tokens;
  const rate = (f: Frame) => {
    const m = catalog.measures.get(f.measure);
    return m?.format === 'percent' && !m.placeless;
  };
  const sum = catalog.operationWords.find(tokens).some((h) => h.entry === 'sum');
  const households = words('householdsOfRate').has(tokens);
  // "Combien de ménages en % ?": a share asked, not a count.
  const inPercent = tokens.some((t) => ['pourcent', 'pourcentage', 'percent', 'percentage'].includes(t));
  const asked = !inPercent && (households || words('peopleOfRate').has(tokens));
  let frames = read.frames;
  const bases = frames.filter((f) => BASES.includes(f.measure));
  const rates = frames.filter((f) => rate(f) && f.op !== 'rank' && f.op !== 'threshold');
  // "…how many people is that, with the 2023 population?" after a rate: the rate before, applied.
  if (!rates.length && bases.length && bases.length === frames.length && asked && previous?.some(rate)) {
    const before = previous.filter(rate);
    frames = before.map((f) => ({ ...f, years: bases[0]!.years, op: 'value' as const }));
    const base = households ? 'households' : bases[0]!.measure === 'population' ? 'population' : 'households';
    return { ...read, frames: frames.map((f) => ({ ...f, ofPopulation: true, base })) };
  }
  // "Combien de ménages ont subi une maladie grave en milieu rural ?": a share by milieu has no count of
  // the milieu to apply it to; the households asked are those it is a share of.
  const byMilieu = frames.some((f) => catalog.measures.get(f.measure)?.placeless && !rate(f));
  if (byMilieu && !rates.length && bases.length && asked) frames = frames.filter((f) => !bases.includes(f));
  const applied = asked || bases.some((f) => f.measure !== 'population') || words('applyRate').has(tokens);
  if (!rates.length || !applied) return frames === read.frames ? read : { ...read, frames };
  const base = households || bases.some((f) => f.measure !== 'population') ? 'households' : 'population';
  const years = bases[0]?.years ?? [];
  frames = frames
    .filter((f) => !bases.includes(f))
    .map((f) =>
      rates.includes(f) && f.places.length
        ? {
            ...f,
            op: 'value' as const,
            ofPopulation: true,
            base,
            years: f.years.length ? f.years : years,
            together: sum,
          }
        : f,
    );
  return { ...read, frames };
}
