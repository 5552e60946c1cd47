import type { Catalog } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import { excludedUnit, readExclusion } from './exclude.ts';
import type { Frame } from './frame.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Population de la région de Thiès en 2030 ? — Et sans le département de Mbour ?": a follow-up whose
 * only place comes right after an exclusion word takes that place out of the places before, instead
 * of asking about it.
 */
export function withExclusionAfter(
  read: ReadResult,
  previous: Frame[] | null,
  catalog: Catalog,
  index: PlaceIndex,
): ReadResult {
  const tokens = read.parsed.tokens;
  if (!previous?.length || read.frames.length !== previous.length || catalog.measureWords.has(tokens)) return read;
  if (previous.some((f) => f.level || f.places.length !== 1 || f.exclude?.length)) return read;
  const mentions = index.find(tokens);
  // The places before stand where a place named first would ("…Thiès region; and without Mbour?").
  const { excluded, kept } = readExclusion(tokens, mentions, catalog, [-1]);
  if (!excluded.length || kept.length) return read;
  const frames = read.frames.map((f, i) => {
    const before = previous[i]!;
    const from = index.get(before.places[0]!.pcode);
    const out = excluded.map((m) => excludedUnit(m, from, null).pcode);
    return { ...f, places: structuredClone(before.places), exclude: out, op: 'value' as const, within: null };
  });
  return { ...read, frames };
}
