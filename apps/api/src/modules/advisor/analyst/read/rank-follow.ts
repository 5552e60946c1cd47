import type { Frame } from './frame.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Les 3 régions les plus peuplées en 2023 — et les moins peuplées ?": a ranking of the same measure
 * that names no level, scope, place or year is the ranking before, in the order now asked — the same
 * units, within the same scope, at the same years, as many of them unless a number is named.
 */
export function withRankScopeFromBefore(read: ReadResult, previous: Frame[] | null): ReadResult {
  const before = previous?.length === 1 ? previous[0]! : null;
  const f = read.frames.length === 1 ? read.frames[0]! : null;
  if (!before || !f || before.op !== 'rank' || !before.level || f.op !== 'rank') return read;
  if (f.measure !== before.measure || f.level || f.within || f.places.length || read.parsed.years.length) return read;
  const n = read.parsed.topN ?? before.n;
  return {
    ...read,
    frames: [{ ...f, level: before.level, within: before.within, years: [...before.years], range: before.range, n }],
  };
}
