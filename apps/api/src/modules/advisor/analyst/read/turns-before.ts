import type { AdvisorTurn } from '../../advisor.engine.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { PlaceIndex } from '../places.ts';
import type { Frame } from './frame.ts';
import type { ReadInput, ReadResult } from './reader.ts';

/**
 * "Pop. de Kolda en 2024 ? — Et Sédhiou ? — Lequel est le plus grand, et de combien ?", "…— what's
 * the total of the two?", "Pop. rég. Matam 2023 — et 2027 ? — et la diff ?": a compare, a sum or a
 * difference that names no place asks about what the last answers gave one after the other — their
 * places (same measure and years), or else the years of one place.
 */

const one = (frames: Frame[] | null | undefined) =>
  frames?.length === 1 && frames[0]!.places.length === 1 ? frames[0]! : null;

/** The single places of the answers before, of the same measure and years as the last, oldest first. */
export function placesBefore(history: AdvisorTurn[], frames: Frame[] | null): string[] {
  const last = one(frames);
  if (!last) return [];
  const out = [last.places[0]!.pcode];
  for (let j = history.length - 2; j >= 0 && out.length < 3; j--) {
    const turn = history[j]!;
    if (turn.role !== 'assistant') continue;
    const f = one(turn.data?.context?.frames as Frame[] | undefined);
    if (!f || f.measure !== last.measure || f.years.join() !== last.years.join()) break;
    if (JSON.stringify(f.dims) !== JSON.stringify(last.dims)) break;
    if (!out.includes(f.places[0]!.pcode)) out.unshift(f.places[0]!.pcode);
  }
  return out.length > 1 ? out : [];
}

/**
 * "Centres de santé à Diourbel ? — Et les postes ? — Combien au total ?": the values of one dimension
 * the last answers gave one after the other for the same place, measure and years, oldest first.
 */
export function dimsBefore(history: AdvisorTurn[], frames: Frame[] | null): { dim: string; values: string[] } | null {
  const last = one(frames);
  if (!last) return null;
  let dim: string | null = null;
  const values: string[] = [];
  for (let j = history.length - 2; j >= 0 && values.length < 3; j--) {
    if (history[j]!.role !== 'assistant') continue;
    const f = one(history[j]!.data?.context?.frames as Frame[] | undefined);
    if (!f || f.measure !== last.measure || f.places[0]!.pcode !== last.places[0]!.pcode) break;
    if (f.years.join() !== last.years.join()) break;
    // (a filter said once and kept implicit after, "au recensement", is no other value)
    const differ = Object.keys(f.dims).filter((k) => last.dims[k] !== undefined && f.dims[k] !== last.dims[k]);
    if (differ.length !== 1 || (dim && differ[0] !== dim)) break;
    dim = differ[0]!;
    if (!values.includes(f.dims[dim]!)) values.unshift(f.dims[dim]!);
  }
  return dim ? { dim, values: [...values, last.dims[dim]!] } : null;
}

export function withPlacesBefore(read: ReadResult, input: ReadInput, catalog: Catalog, index: PlaceIndex): ReadResult {
  const before = one(input.previous);
  const f = read.frames.length === 1 ? read.frames[0]! : null;
  const tokens = read.parsed.tokens;
  // A place named, not an operation word read as one ("la somme" is no commune Semme).
  const ops = catalog.operationWords.find(tokens);
  const named = index.find(tokens).filter((m) => !ops.some((h) => m.start < h.end && h.start < m.end));
  if (!before || !f || f.measure !== before.measure || named.length || read.parsed.years.length) return read;
  // "…which is the most populated department?" ranks units; "laquelle des deux régions…" is about those before.
  if (f.level && !lexiconWords('thoseBefore').has(tokens)) return read;
  const cues = new Set(ops.map((h) => h.entry));
  if (!cues.has('compare') && !cues.has('sum')) return read;
  const places = input.previousScope?.recentPlaces ?? [];
  if (places.length >= 2) {
    const op = cues.has('compare') ? 'compare' : 'sum';
    // "Laquelle est la plus peuplée ?" names the measure again, not its year: the years before.
    const years = f.years.length || f.latest ? f.years : before.years;
    const at = { years, range: years === f.years ? f.range : before.range };
    const pcodes = places.map((pcode) => ({ pcode, others: [] }));
    return { ...read, frames: [{ ...f, ...at, places: pcodes, op, level: null, within: null, n: null }] };
  }
  // The same place and several values of one dimension before ("…combien au total ?"): each, and their sum.
  const dims = input.previousScope?.recentDims;
  if (cues.has('sum') && dims && before.places.length === 1) {
    const kept = Object.fromEntries(Object.entries(before.dims).filter(([d]) => d !== dims.dim));
    const g = { ...before, dims: kept, byDim: dims.dim, byValues: dims.values, op: 'value' as const };
    return { ...read, frames: [g] };
  }
  // The same place at the years of the last answers: the change between them.
  const years = input.previousScope?.recentYears ?? [];
  if (cues.has('compare') && years.length >= 2 && f.years.length < 2)
    return { ...read, frames: [{ ...f, years: [years[0]!, years.at(-1)!], range: null, op: 'growth' }] };
  return read;
}
