import type { Catalog } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { PlaceIndex } from '../places.ts';
import type { Frame } from './frame.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Quels sont les deux départements les plus peuplés de Kolda ? — Combien d'habitants font-ils
 * ensemble ?": after a ranking, the units it showed, added up (the same measure, no place named).
 */
export function withRankTogether(
  read: ReadResult,
  previous: Frame[] | null,
  catalog: Catalog,
  index: PlaceIndex,
): ReadResult {
  const tokens = read.parsed.tokens;
  const cues = new Set(catalog.operationWords.find(tokens).map((h) => h.entry));
  // "Les 3 régions les plus peuplées, et leur part ensemble dans le pays ?": the ranking, its units
  // added up, and their share of all the units ranked.
  const own = read.frames.length === 1 && read.frames[0]!.op === 'rank' && read.frames[0]!.level;
  if (own && cues.has('share') && (cues.has('sum') || lexiconWords('thoseBefore').has(tokens)))
    return { ...read, frames: [{ ...read.frames[0]!, together: true, togetherShare: true }] };
  const before = previous?.length === 1 ? previous[0]! : null;
  if (!before || before.op !== 'rank' || !before.level || index.find(tokens).length) return read;
  if (!cues.has('sum') && !cues.has('share')) return read;
  // ("et leur part ensemble ?": a share of them together needs no word pointing back)
  const shareTogether = cues.has('share') && cues.has('sum');
  // (a short ask with no measure of its own points back as well: "ensemble ?", "how many combined?")
  const bare = tokens.length <= 4 && !catalog.measureWords.has(tokens);
  if (!shareTogether && !bare && !lexiconWords('thoseBefore').has(tokens)) return read;
  if (!read.frames.every((f) => f.measure === before.measure)) return read;
  const years = read.parsed.years.length ? [...read.parsed.years] : before.years;
  const share = cues.has('share');
  return { ...read, frames: [{ ...structuredClone(before), years, together: true, togetherShare: share }] };
}

/**
 * "Pop. rég. de Kaolack 2026 ? — Et 2030, hausse en nb d'hab. ?": a change asked with one year after
 * the same measure and place at another year runs from that year to the one named.
 */
export function withChangeFromBefore(read: ReadResult, previous: Frame[] | null, catalog: Catalog): ReadResult {
  const before = previous?.length === 1 ? previous[0]! : null;
  const f = read.frames.length === 1 ? read.frames[0]! : null;
  if (!before || !f || f.op !== 'value' || f.measure !== before.measure || read.parsed.years.length !== 1) return read;
  const places = (x: Frame) => x.places.map((p) => p.pcode).join(',');
  if (before.years.length !== 1 || before.years[0] === f.years[0] || places(f) !== places(before)) return read;
  if (!catalog.operationWords.find(read.parsed.tokens).some((h) => h.entry === 'growth')) return read;
  return { ...read, frames: [{ ...f, years: [before.years[0]!, f.years[0]!].sort(), op: 'growth' }] };
}

/**
 * "Combien de postes de santé à Matam ? — Et combien d'entre eux sont géolocalisés ?": a measure
 * asked of the things counted before keeps the filters it shares with them (the facility type).
 */
export function withDimsFromBefore(read: ReadResult, previous: Frame[] | null, catalog: Catalog): ReadResult {
  const before = previous?.length === 1 ? previous[0]! : null;
  const f = read.frames.length === 1 ? read.frames[0]! : null;
  if (!before || !f || f.measure === before.measure || !Object.keys(before.dims).length) return read;
  if (!lexiconWords('partitive').has(read.parsed.tokens)) return read;
  const dims = catalog.measures.get(f.measure)?.store?.dims ?? {};
  const kept = Object.entries(before.dims).filter(([d]) => dims[d] && f.dims[d] === undefined);
  if (!kept.length) return read;
  return { ...read, frames: [{ ...f, dims: { ...f.dims, ...Object.fromEntries(kept) } }] };
}
