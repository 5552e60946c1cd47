import type { PlaceIndex } from '../places.ts';
import type { Frame } from './frame.ts';

/**
 * "Population de Mbour en 2023 ? — Et sa part dans la région ?", "…— and its share of Dakar region?":
 * a share asked in a follow-up of a unit that contains the place before is that place's share of it,
 * not the containing unit's share of the country.
 */
export function wholeAbove(index: PlaceIndex, before: Frame['places'], named: Frame['places']): string | null {
  if (before.length !== 1 || named.length !== 1) return null;
  const u = index.get(before[0]!.pcode);
  if (!u) return null;
  const x = named[0]!;
  return [x.pcode, ...x.others].find((c) => c !== u.pcode && (c === u.region || c === u.department)) ?? null;
}
