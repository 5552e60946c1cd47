import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Pourquoi la région de Kolda a 245 147 habitants dans un fichier et 914 797 dans un autre ?",
 * "why does Pikine's figure differ between OCHA 2020 and the census?": the figures of the places
 * asked, then their gap and what the data says of it (lexicon `whyDiffers`, plan/why-differs.ts).
 */
export function withWhyAsked(read: ReadResult): ReadResult {
  if (!lexiconWords('whyDiffers').has(read.parsed.tokens)) return read;
  for (const f of read.frames) if (f.places.length) f.why = true;
  return read;
}
