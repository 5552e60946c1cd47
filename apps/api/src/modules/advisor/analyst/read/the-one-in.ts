import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { PlaceIndex } from '../places.ts';
import type { Frame } from './frame.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Population de la commune de Patar ? — Je parle de celle du département de Fatick.": after an
 * answer about a name that exists twice, words settling which one (lexicon `theOneIn`) and a place
 * above one of its units pick that unit — the figure before, for it — instead of asking about the
 * place named.
 */
export function withTheOneIn(read: ReadResult, previous: Frame[] | null, index: PlaceIndex): ReadResult {
  const tokens = read.parsed.tokens;
  if (!previous?.length || !lexiconWords('theOneIn').has(tokens)) return read;
  const named = index.find(tokens).flatMap((m) => m.candidates);
  const frames = previous.map((p) => {
    if (p.places.length !== 1) return null;
    const [first] = p.places;
    const units = [first!.pcode, ...first!.others].map((c) => index.get(c)).filter((u) => !!u);
    const meant = units.find((u) =>
      named.some((a) => a.pcode !== u.pcode && [u.parent, u.department, u.region].includes(a.pcode)),
    );
    if (!meant || units.length < 2) return null;
    const others = units.filter((u) => u.pcode !== meant.pcode).map((u) => u.pcode);
    return { ...structuredClone(p), places: [{ pcode: meant.pcode, others, asked: first!.asked }] };
  });
  return frames.every(Boolean) ? { ...read, frames: frames as Frame[] } : read;
}
