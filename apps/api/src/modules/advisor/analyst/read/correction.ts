import type { Catalog } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import { parseQuestion } from '../text.ts';
import type { Frame } from './frame.ts';
import type { ReadInput, ReadResult } from './reader.ts';

/**
 * "Louga population 2024? — oops, the department I mean", "non, la commune": a level named alone
 * after an answer whose place had a namesake at that level swaps the place for that namesake, the
 * rest of the reading kept. Null when the question is no such correction.
 */
export function correctionOf(input: ReadInput, catalog: Catalog, index: PlaceIndex): ReadResult | null {
  const previous = input.previous;
  if (!previous?.length) return null;
  const q = parseQuestion(input.question, input.fallbackLanguage);
  if (q.tokens.length > 8 || catalog.measureWords.has(q.tokens) || index.find(q.tokens).length) return null;
  const levels = q.tokens.map((t) => catalog.levelWords.get(t)).filter((l) => l !== undefined);
  if (levels.length !== 1) return null;
  const level = levels[0]!;
  let swapped = false;
  const frames: Frame[] = previous.map((f) => {
    const g = structuredClone(f);
    g.places = f.places.map((p) => {
      const other = p.others.map((o) => index.get(o)).find((u) => u?.level === level);
      if (!other || index.get(p.pcode)?.level === level) return p;
      swapped = true;
      return { pcode: other.pcode, others: [p.pcode, ...p.others.filter((o) => o !== other.pcode)], asked: p.asked };
    });
    return g;
  });
  return swapped ? { language: q.language, frames, parsed: q } : null;
}
