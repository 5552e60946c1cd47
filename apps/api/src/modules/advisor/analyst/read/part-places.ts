import type { Catalog } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import type { Frame } from './frame.ts';
import { namesCountry } from './places-read.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Compare the 2023 census and the 2030 projection for Ziguinchor department": the parts of a
 * question that name no place before the first part that does ask about that part's places, not the
 * country (the parts after one are read with its places already).
 */
export function placesFromLaterPart(
  parts: { read: ReadResult; frames: Frame[] }[],
  catalog: Catalog,
  index: PlaceIndex,
): void {
  const names = (r: ReadResult) => index.find(r.parsed.tokens).length > 0 || namesCountry(r.parsed.tokens, catalog);
  const first = parts.findIndex((p) => names(p.read));
  if (first <= 0) return;
  const places = parts[first]!.frames[0]?.places ?? [];
  if (!places.length) return;
  for (const p of parts.slice(0, first)) for (const f of p.frames) f.places = structuredClone(places);
}
