import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Frame } from './frame.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Population de Kanel en 2025 ? — Et dans tout le pays, quel département est le plus peuplé ?": a
 * follow-up (it opens with a word of the lexicon's `carryOn`) that names the measure before again but
 * no year is asked at the years of the answer before, not at the data's default year.
 */
export function withYearsFromBefore(read: ReadResult, previous: Frame[] | null): ReadResult {
  const before = previous?.[0];
  const tokens = read.parsed.tokens;
  if (!before?.years.length || before.latest || read.parsed.years.length) return read;
  if (!previous!.every((p) => p.years.join() === before.years.join() && p.measure === before.measure)) return read;
  if (
    !lexiconWords('carryOn')
      .find(tokens)
      .some((h) => h.start === 0)
  )
    return read;
  const undated = (f: Frame) =>
    !f.years.length && !f.range && !f.latest && !f.openRange && f.measure === before.measure;
  if (!read.frames.length || !read.frames.every(undated)) return read;
  return { ...read, frames: read.frames.map((f) => ({ ...f, years: [...before.years], range: before.range })) };
}
