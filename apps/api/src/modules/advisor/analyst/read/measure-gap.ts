import type { Catalog } from '../catalog/catalog.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Frame } from './frame.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Quelle région a le plus gros écart entre l'accès à l'eau et l'accès à l'électricité ?", "where is
 * the gap between food prices and floods widest: Dakar, other towns or rural areas?": a gap asked
 * between two measures of one unit (or one measure at two values of a dimension), ranked or given
 * per unit, is one derived measure — their difference, in points — not two rankings.
 */
export function withMeasureGap(read: ReadResult, catalog: Catalog): ReadResult {
  const tokens = read.parsed.tokens;
  if (!lexiconWords('measureGap').has(tokens)) return read;
  const fs = read.frames;
  const ranked = (f: Frame) => f.op === 'rank' || f.op === 'value';
  // Two measures of one kind, same places: "l'eau potable et l'électricité".
  if (
    fs.length === 2 &&
    fs[0]!.measure !== fs[1]!.measure &&
    fs.every(ranked) &&
    samePlaces(fs[0]!, fs[1]!) &&
    unitOf(catalog, fs[0]!) === unitOf(catalog, fs[1]!) &&
    fs[0]!.level === fs[1]!.level
  ) {
    const [a, b] = fs as [Frame, Frame];
    const op = fs.some((f) => f.op === 'rank') ? 'rank' : 'value';
    return { ...read, frames: [{ ...a, op, gap: { minus: b.measure } }] };
  }
  // One measure at two values of one of its dimensions: "prix alimentaires et inondations".
  if (fs.length !== 1 || !ranked(fs[0]!)) return read;
  const f = fs[0]!;
  const store = catalog.measures.get(f.measure)?.store;
  const hits = catalog.dimensionWords.find(tokens).filter((h) => store?.dims?.[h.entry.dim]);
  const byDim = new Map<string, string[]>();
  for (const h of hits) byDim.set(h.entry.dim, [...new Set([...(byDim.get(h.entry.dim) ?? []), h.entry.value])]);
  // "prix alimentaires vs inondations": beside a value named by its words, another by its bare name.
  const text = ` ${tokens.join(' ')} `;
  for (const [dim, values] of byDim)
    for (const [value, v] of Object.entries(catalog.dimensions[dim]?.values ?? {}))
      if (
        values.length === 1 &&
        !values.includes(value) &&
        [v.fr, v.en].some((n) => text.includes(` ${normaliseName(n)} `))
      )
        values.push(value);
  const pair = [...byDim].find(([, values]) => values.length === 2);
  if (!pair) return read;
  const [dim, [x, y]] = pair as [string, [string, string]];
  const dims = { ...f.dims };
  delete dims[dim];
  // (the values compared named the split; the one asked by its word stays: "dans quel milieu l'écart…")
  const ofMeasure = (d: string) => !!store?.dims?.[d] || store?.valueColumns?.dim === d;
  const asked = catalog.byDimensionWords.find(tokens).find((h) => h.entry !== dim && ofMeasure(h.entry))?.entry;
  const byOther = f.byDim && f.byDim !== dim ? f.byDim : (asked ?? null);
  const gap = { minus: f.measure, dims: { of: { [dim]: x }, minus: { [dim]: y } } };
  return { ...read, frames: [{ ...f, dims, byDim: byOther, byValues: undefined, gap }] };
}

const samePlaces = (a: Frame, b: Frame) => a.places.map((p) => p.pcode).join() === b.places.map((p) => p.pcode).join();
const unitOf = (catalog: Catalog, f: Frame) => catalog.measures.get(f.measure)?.format;
