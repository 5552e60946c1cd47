import { lexiconSection } from '../catalog/catalog.ts';
import type { Level, PlaceIndex, Unit } from '../places.ts';
import type { Frame } from './frame.ts';
import { asksPosition, positionAt } from './follow-words.ts';
import { ancestorAt } from './follow-up.ts';

const DEPTH: Record<Level, number> = { country: 0, region: 1, department: 2, arrondissement: 3, commune: 4 };
const levels = lexiconSection<Record<Level, string[]>>('levels');
const STOPS = new Set(['et', 'and', 'puis', 'plus', 'also', 'aussi']);
const WINDOW = 6;

/**
 * The unit above a place that its position is asked within: a level above the place's own named
 * in the question ("à quelle place dans son département ?", "rank in its region") and not as the
 * label of a place ("la commune de Patar, département de Fatick"), or "sa région". Null: the
 * country.
 */
export function positionScope(tokens: string[], place: Unit, index: PlaceIndex, sameRegion: boolean): string | null {
  const labels = new Set(index.find(tokens).map((m) => m.start));
  let best: Level | null = sameRegion ? 'region' : null;
  // The scope follows the position words, in the same ask ("…rang parmi les départements, et part
  // de sa région" ranks in the country).
  const from = Math.max(0, positionAt(tokens));
  const stop = tokens.findIndex((t, i) => i >= from && STOPS.has(t));
  tokens.slice(from, stop < 0 ? from + WINDOW : Math.min(stop, from + WINDOW)).forEach((t, k) => {
    const i = from + k;
    const level = (Object.keys(levels) as Level[]).find((l) => levels[l].includes(t));
    if (!level || DEPTH[level] >= DEPTH[place.level] || labels.has(i + 1) || labels.has(i + 2)) return;
    if (!best || DEPTH[level] > DEPTH[best]) best = level;
  });
  return best ? ancestorAt(index, place.pcode, best) : null;
}

/**
 * "Et son rang ?", "how does it rank among the regions?", "son rang dans sa région ?" after one
 * place: that place's position among every unit of its level — in the country, or in the unit
 * above it the follow-up names — on the measure and year before. The level named is the place's
 * own ("parmi les départements"), never a scope of units inside it.
 */
export function positionFollow(
  f: Frame,
  before: Frame,
  named: number,
  tokens: string[],
  index: PlaceIndex,
  sameRegion: boolean,
): void {
  if (named || before.places.length !== 1 || !asksPosition(tokens)) return;
  const place = index.get(before.places[0]!.pcode);
  if (!place || place.level === 'country') return;
  f.places = [{ ...before.places[0]! }];
  f.level = place.level;
  f.within = positionScope(tokens, place, index, sameRegion);
  f.op = 'rank';
  f.n = null;
}
