import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Keur Massar, avant de devenir un département, c'était rattaché à quoi ?": where a place lies,
 * asked of the layout before today's (lexicon `adminBefore`), is read from the 2013-era communes.
 */
export function withFormerLayout(read: ReadResult): ReadResult {
  if (!read.frames.some((f) => f.measure === 'admin_parent')) return read;
  if (!lexiconWords('adminBefore').find(read.parsed.tokens).length) return read;
  return { ...read, frames: read.frames.map((f) => (f.measure === 'admin_parent' ? { ...f, former: true } : f)) };
}
