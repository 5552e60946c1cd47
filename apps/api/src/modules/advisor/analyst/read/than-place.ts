import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { PlaceIndex } from '../places.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Quelles régions ont un accès à l'eau potable inférieur à celui de Fatick ?", "which regions are
 * more populous than Thiès?": the units of a level kept against the figure of one unit of that level
 * named after a comparison word (lexicon `thanPlace`), not a breakdown inside that unit.
 */
export function withThresholdOfPlace(read: ReadResult, index: PlaceIndex): ReadResult {
  // (as written: "inférieur" is no misspelt "intérieur" here)
  const tokens = normaliseName(read.parsed.raw).split(' ');
  const above = lexiconWords('thanPlace', 'above').has(tokens);
  const below = lexiconWords('thanPlace', 'below').has(tokens);
  // (…set against something: "than", "que", "celui de")
  const than = tokens.some((t) => ['than', 'que', 'qu', 'celui', 'celle'].includes(t));
  if (above === below || !than) return read;
  const frames = read.frames.map((f) => {
    // (the unit may have been read as the scope: "par région dans Fatick")
    const pcode = f.places.length === 1 ? f.places[0]!.pcode : !f.places.length ? f.within : null;
    const only = pcode ? index.get(pcode) : undefined;
    if (!f.level || !only || only.level !== f.level || !['breakdown', 'rank', 'value'].includes(f.op)) return f;
    const thanPlace = { pcode: only.pcode, op: above ? ('>=' as const) : ('<=' as const) };
    return { ...f, op: 'threshold' as const, places: [], within: null, thanPlace };
  });
  return { ...read, frames };
}
