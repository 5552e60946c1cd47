import type { Catalog } from '../catalog/catalog.ts';
import { lexiconSection } from '../catalog/catalog.ts';

/**
 * A head noun shared by coordinated words ("water and electricity access", "water or power
 * supply"): the first word names a measure only with the head written after the second, so the head
 * is read after both ("water access and electricity access"). A word that is a measure alone keeps
 * its own reading ("population and density growth"). The coordinators are the lexicon's
 * `sharedHead.joiners`.
 */
const JOINERS = new Set(lexiconSection<{ joiners: string[] }>('sharedHead').joiners);
/** Articles after the coordinator ("the severe and the moderate or severe food insecurity rates"). */
const ARTICLES = new Set(lexiconSection<{ articles: string[] }>('sharedHead').articles);

export function withSharedHeads(tokens: string[], catalog: Catalog): string[] {
  const out = [...tokens];
  for (let i = out.length - 4; i >= 0; i--) {
    if (!JOINERS.has(out[i + 1]!) || catalog.measureWords.find([out[i]!]).length) continue;
    const head = headAfter(out, i, catalog);
    if (head) out.splice(i + 1, 0, ...head);
  }
  return out;
}

/** The head (one or two words) after the second coordinated words (one to three) that makes the first a measure. */
function headAfter(tokens: string[], i: number, catalog: Catalog): string[] | null {
  const from = i + 2 + (ARTICLES.has(tokens[i + 2] ?? '') ? 1 : 0);
  for (const second of [1, 2, 3])
    for (const size of [1, 2]) {
      const head = tokens.slice(from + second, from + second + size);
      if (head.length < size) continue;
      const hits = catalog.measureWords.find([tokens[i]!, ...head]);
      if (hits.length === 1 && hits[0]!.start === 0 && hits[0]!.end === size + 1) return head;
    }
  return null;
}
