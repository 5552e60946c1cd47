import type { PlaceIndex } from '../places.ts';
import type { Frame } from './frame.ts';
import { asksPosition } from './follow-words.ts';
import { positionScope } from './position-follow.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Population de Panal Ouolof, part de son département, et rang parmi les communes de ce
 * département ?", "Podor: population 2025 and its rank among departments?": one place's position
 * asked beside other parts is one more ask — the place among the units of its level (in the unit
 * above it the question names), on the first figure asked of it. Read whole, the other parts'
 * operation would take the question and the position would be lost.
 */
export function withPositionBeside(read: ReadResult, index: PlaceIndex): ReadResult {
  const tokens = read.parsed.tokens;
  if (read.frames.some((f) => f.op === 'rank') || !asksPosition(tokens)) return read;
  const first = read.frames.find((f) => f.places.length === 1 && !f.gap && !f.dimRatio && !f.ageRatio);
  const place = first && index.get(first.places[0]!.pcode);
  if (!first || !place || place.level === 'country') return read;
  const rank: Frame = {
    ...structuredClone(first),
    op: 'rank',
    level: place.level,
    within: positionScope(tokens, place, index, false),
    n: null,
    per: null,
    shareOf: null,
    byDim: null,
  };
  // (a series or a change has no one position: the last year asked)
  if (rank.years.length > 1) rank.years = [rank.years.at(-1)!];
  rank.range = null;
  return { ...read, frames: [...read.frames, rank] };
}
