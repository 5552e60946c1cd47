import type { Catalog } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Level, PlaceIndex } from '../places.ts';
import { levelNamed } from './follow-words.ts';
import { ancestorAt } from './follow-up.ts';
import type { Frame } from './frame.ts';
import type { ReadInput, ReadResult } from './reader.ts';
import { parseQuestion } from '../text.ts';

/**
 * "Population du département de Kolda ? — Et le reste de la région ?", "and the rest of the
 * country?": the unit above the place before at the level named (the country when it is named),
 * without that place — the whole less its part, as an exclusion ("Kolda (région) hors Kolda
 * (département)").
 */
export function withRestOfWhole(
  read: ReadResult,
  previous: Frame[] | null,
  catalog: Catalog,
  index: PlaceIndex,
): ReadResult {
  const tokens = read.parsed.tokens;
  if (!previous?.length || read.frames.length !== previous.length || !lexiconWords('restOf').has(tokens)) return read;
  const named = index.find(tokens).filter((m) => m.candidates.some((u) => u.level !== 'country'));
  if (named.length > 1 || previous.some((f) => f.level || f.places.length !== 1 || f.exclude?.length)) return read;
  const country = catalog.nationalWords.find(tokens).length > 0;
  const level = levelNamed(tokens) as Level | null;
  const frames = read.frames.map((f, i) => {
    const place = previous[i]!.places[0]!.pcode;
    // ("and the rest of Ziguinchor region?": the whole named, when it holds the place before)
    const holder = named[0]?.candidates.find((u) => ancestorAt(index, place, u.level) === u.pcode);
    if (named.length && !holder) return null;
    const whole = holder ? holder.pcode : country ? 'SN' : level ? ancestorAt(index, place, level) : null;
    if (!whole || whole === place) return null;
    return { ...f, places: [{ pcode: whole, others: [] }], exclude: [place], op: 'value' as const, within: null };
  });
  return frames.every(Boolean) ? { ...read, frames: frames as Frame[] } : read;
}

/** "Et le reste du département ?", "and the rest of Senegal?": read from the frames before alone. */
export function restOfWhole(input: ReadInput, catalog: Catalog, index: PlaceIndex): ReadResult | null {
  if (!input.previous?.length) return null;
  const q = parseQuestion(input.question, input.fallbackLanguage);
  const read = { language: q.language, frames: structuredClone(input.previous), parsed: q };
  if (catalog.measureWords.has(q.tokens)) return null;
  const rest = withRestOfWhole(read, input.previous, catalog, index);
  return rest === read ? null : rest;
}
