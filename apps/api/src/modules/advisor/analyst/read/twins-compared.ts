import type { PlaceIndex } from '../places.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Y a deux Médina Gounass non ? C'est laquelle la plus grande, et de combien ?", "which of the two
 * Patar is bigger?": a ranking or a comparison asked of one name that means two units of the same
 * level (a duplicate commune name) compares those units, not the units inside the first one.
 */
export function withTwinsCompared(read: ReadResult, index: PlaceIndex): ReadResult {
  const f = read.frames.length === 1 ? read.frames[0]! : null;
  if (!f || f.places.length !== 1 || !['rank', 'compare', 'breakdown'].includes(f.op)) return read;
  const own = index.get(f.places[0]!.pcode);
  const twins = f.places[0]!.others.filter((p) => index.get(p)?.level === own?.level);
  // (units of its own level inside it, "the communes of Patar (commune)", are no reading of a question)
  if (!own || !twins.length || (f.level && f.level !== own.level)) return read;
  const places = [f.places[0]!.pcode, ...twins].map((pcode) => ({ pcode, others: [] }));
  return { ...read, frames: [{ ...f, places, op: 'compare', level: null, within: null, n: null }] };
}
