import { ordinalOf } from './follow-words.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Quelle est la deuxième région la plus peuplée ?", "2nd biggest region?": a ranking down to the
 * rank an ordinal names; that rank (or the first, for "the biggest region") is the unit asked, so
 * "et sa densité ?" after it is about that unit.
 */
export function withRankAt(read: ReadResult): ReadResult {
  const nth = ordinalOf(read.parsed.tokens);
  const frames = read.frames.map((f) => {
    if (f.op !== 'rank' || !f.level || f.places.length) return f;
    if (nth && read.parsed.topN === null) return { ...f, n: nth, rankAt: nth };
    return f.n === 1 ? { ...f, rankAt: 1 } : f;
  });
  return { ...read, frames };
}
