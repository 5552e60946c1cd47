import type { Catalog } from '../catalog/catalog.ts';
import type { Level, PlaceIndex } from '../places.ts';
import { ancestorAt } from './follow-up.ts';
import type { ReadResult } from './reader.ts';

/** The level a possessive names ("son département", "its region", "leur région"), or null. */
export function possessiveLevel(tokens: string[], catalog: Catalog): Level | null {
  for (let i = 0; i + 1 < tokens.length; i++)
    if (/^(son|sa|its|leur|their)$/.test(tokens[i]!)) {
      const level = catalog.levelWords.get(tokens[i + 1]!);
      if (level) return level;
    }
  return null;
}

/**
 * "Ngoudiane croît-elle plus vite que son département ?", "population de Ngoudiane et de sa
 * région": beside one place, a possessive level names that place's own unit at that level, asked
 * with the same measure (the reader kept no parent question for it).
 */
export function withRelativePlace(read: ReadResult, catalog: Catalog, index: PlaceIndex): ReadResult {
  const level = possessiveLevel(read.parsed.tokens, catalog);
  if (!level || read.frames.some((f) => f.measure === 'admin_parent' || f.level || f.within)) return read;
  const named = [...new Set(read.frames.flatMap((f) => f.places.map((p) => p.pcode)))].filter((p) => p !== 'SN');
  if (named.length !== 1) return read;
  const above = ancestorAt(index, named[0]!, level);
  if (!above) return read;
  for (const f of read.frames)
    if (f.places.length === 1 && f.places[0]!.pcode === named[0])
      f.places = [...f.places, { pcode: above, others: [] }];
  return read;
}
