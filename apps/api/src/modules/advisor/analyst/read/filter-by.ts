import type { Catalog } from '../catalog/catalog.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Quelle population totale vit dans les régions où l'insécurité alimentaire sévère dépasse 5 % ?":
 * a threshold in percent names the rate that filters the units; the count named beside it is what
 * is added up over them, not a second threshold.
 */
export function withThresholdOfRate(read: ReadResult, catalog: Catalog): ReadResult {
  const frames = read.frames;
  if (frames.length !== 2 || !frames.every((f) => f.op === 'threshold' && f.threshold)) return read;
  if (!read.parsed.tokens.some((t) => t === 'pourcent' || t === 'percent')) return read;
  const rate = frames.find((f) => catalog.measures.get(f.measure)?.format === 'percent');
  const count = frames.find((f) => f !== rate && catalog.measures.get(f.measure)?.additive);
  if (!rate || !count) return read;
  return { ...read, frames: [{ ...rate, sumOf: count.measure, years: count.years, dims: rate.dims }] };
}
