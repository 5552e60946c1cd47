import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Level, PlaceIndex } from '../places.ts';
import type { ReadInput, ReadResult } from './reader.ts';

const DEPTH: Record<Level, number> = { country: 0, region: 1, department: 2, arrondissement: 3, commune: 4 };

/**
 * "Population of Kaffrine region? — And the most populated department there?": units of a level
 * asked with a word pointing back (lexicon `placeBefore`) and no place of their own are the units
 * of the place before, when that place holds units of that level.
 */
export function withPlaceThere(read: ReadResult, input: ReadInput, index: PlaceIndex): ReadResult {
  if (!lexiconWords('placeBefore').has(read.parsed.tokens)) return read;
  const before = (input.previousScope?.pcodes ?? input.previous?.flatMap((f) => f.places.map((p) => p.pcode)) ?? [])
    .map((p) => index.get(p))
    .find((u) => u && u.level !== 'country');
  if (!before) return read;
  const frames = read.frames.map((f) =>
    f.level && !f.places.length && !f.within && DEPTH[f.level] > DEPTH[before.level]
      ? { ...f, within: before.pcode }
      : f,
  );
  return { ...read, frames };
}
