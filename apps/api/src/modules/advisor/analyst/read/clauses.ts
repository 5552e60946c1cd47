import type { Catalog } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import type { Frame } from './frame.ts';
import { withChangeShare, withGrowthAsks, withPeopleOfRate } from './change-share.ts';
import { correctionOf } from './correction.ts';
import { crossesPlace } from './crossing.ts';
import { groupFrames } from './groups.ts';
import { withCountryBeside, withRelativePlace } from './relative-place.ts';
import { type ReadInput, type ReadResult, readQuestion } from './reader.ts';

/**
 * A multi-part question whose parts ask at different dates or from different sources ("femmes et
 * hommes au recensement de 2023, et enfants de moins de 5 ans selon OCHA 2020"): each part is read
 * on its own, a part with no place taking the places of the part before. Read whole, the parts'
 * years and sources would be merged into one frame. Parts whose frames agree are read whole.
 */

/** Where one ask ends and the next begins: ", et combien", "; ", " + ", ", and how many"… */
const BOUNDARY =
  /\s*(?:;|(?<!\b(?:et|and|ans|years?|\d+))\s\+\s|,\s*(?:et|and|plus|ainsi que|as well as)\b|\b(?:et|and) (?=combien|quel|quelle|how many|how much|what|which))\s*/i;

export function readClauses(input: ReadInput, catalog: Catalog, index: PlaceIndex): ReadResult | null {
  const read = readQuestion(input, catalog, index) ?? correctionOf(input, catalog, index);
  const placed = read && withCountryBeside(withRelativePlace(read, catalog, index), catalog);
  const percent = (id: string) => catalog.measures.get(id)?.format === 'percent';
  const whole = placed && withPeopleOfRate(withGrowthAsks(withChangeShare(placed)), percent);
  const listed =
    whole?.frames.length === 1 ? groupFrames(input.question, whole.language, whole.frames[0]!, catalog) : null;
  if (whole && listed) return { ...whole, frames: listed };
  if (whole && measuresRanked(whole.frames)) for (const f of whole.frames) f.op = 'value';
  if (whole?.frames.length === 1 && whole.frames[0]!.places.length === 2 && crossesPlace(input.question)) {
    // "…reach the population Tambacounda had at the 2023 census": the first place, up to the second's figure.
    const f = whole.frames[0]!;
    f.crossingPlace = { pcode: f.places[1]!.pcode, year: f.years.length === 1 ? f.years[0]! : null };
    f.places = [f.places[0]!];
    f.years = [];
    f.range = null;
    if (f.dims.kind === 'census') delete f.dims.kind;
    f.op = 'value';
  }
  const parts = input.question.split(BOUNDARY).filter((p) => p.trim().split(/\s+/).length >= 2);
  if (!whole || parts.length < 2) return whole;
  const frames: Frame[] = [];
  let scope = input.previousScope;
  for (const part of parts) {
    const read = readQuestion({ ...input, question: part, previous: null, previousScope: scope }, catalog, index);
    if (!read || (!catalog.measureWords.has(read.parsed.tokens) && !catalog.dimensionWords.has(read.parsed.tokens)))
      return whole;
    frames.push(...read.frames);
    const pcodes = read.frames.flatMap((f) => f.places.map((p) => p.pcode));
    if (pcodes.length) scope = { pcodes, years: [] };
  }
  // Parts that ask one measure are one ask ("women …, and how many men …"): read whole.
  if (new Set(frames.map((f) => f.measure)).size < frames.length) return whole;
  const key = (f: Frame) => JSON.stringify([f.years, f.dims, f.ages]);
  if (new Set(frames.map(key)).size < 2) return whole;
  return { ...whole, frames };
}

/**
 * "Thiès : l'eau potable ou l'électricité, qu'est-ce qui manque le plus ?": two measures or more
 * ranked at one place, no level named, rank the measures, not the place's sub-units: each is given.
 */
function measuresRanked(frames: Frame[]): boolean {
  const place = (f: Frame) => (f.places.length === 1 ? f.places[0]!.pcode : null);
  return (
    frames.length >= 2 &&
    new Set(frames.map((f) => f.measure)).size === frames.length &&
    frames.every((f) => f.op === 'rank' && !f.level && !f.within && place(f) && place(f) === place(frames[0]!))
  );
}
