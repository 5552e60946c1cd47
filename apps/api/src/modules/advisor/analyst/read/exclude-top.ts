import type { Catalog } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Level } from '../places.ts';
import type { Frame } from './frame.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Population de la région de Dakar en 2028 sans son plus grand département ?", "…minus its biggest
 * dept?": the unit of a level that holds the most of the measure inside the place is taken out of
 * the place's figure (plan/exclude-op.ts finds which one). A follow-up says it of the place before.
 */
const FILLER = new Set(['son', 'sa', 'ses', 'its', 'le', 'la', 'the', 'de', 'du', 'of', 'l']);

/** The level of the largest unit taken out, or null. */
function topTakenOut(tokens: string[], catalog: Catalog): Level | null {
  const top = lexiconWords('excludeTop');
  for (const cue of catalog.excludeWords.find(tokens)) {
    let at = cue.end;
    while (FILLER.has(tokens[at] ?? '')) at++;
    const hit = top.find(tokens.slice(at, at + 4)).find((h) => h.start === 0);
    const level = catalog.levelWords.get(tokens[at + (hit?.end ?? 0)] ?? '');
    if (hit && level) return level;
    // ("sans son département le plus peuplé": the level word first)
    const after = ['le', 'la', 'the'].includes(tokens[at + 1] ?? '') ? at + 2 : at + 1;
    const first = catalog.levelWords.get(tokens[at] ?? '');
    const plus = ['plus', 'most'].includes(tokens[after] ?? '') ? after : -1;
    if (first && plus >= 0 && top.find([tokens[plus]!, tokens[plus + 1] ?? '']).some((h) => h.start === 0))
      return first;
  }
  return null;
}

export function withExcludeTop(read: ReadResult, previous: Frame[] | null, catalog: Catalog): ReadResult {
  const level = topTakenOut(read.parsed.tokens, catalog);
  if (!level) return read;
  const frames = read.frames.map((f, i) => {
    // (a follow-up names no place of its own: the place before)
    const before = previous?.[i] ?? previous?.[0];
    const own = f.places.filter((p) => p.pcode !== 'SN');
    // (…or the scope the level was read within: "la région de Thiès sans son plus grand département")
    const scope = f.within && f.within !== 'SN' ? [{ pcode: f.within, others: [] }] : [];
    const places = own.length
      ? own
      : scope.length
        ? scope
        : before?.places.length === 1
          ? structuredClone(before.places)
          : f.places;
    const years = f.years.length ? f.years : (before?.years ?? []);
    return { ...f, places, years, level: null, within: null, op: 'value' as const, excludeTop: level };
  });
  return frames.every((f) => f.places.length === 1) ? { ...read, frames } : read;
}
