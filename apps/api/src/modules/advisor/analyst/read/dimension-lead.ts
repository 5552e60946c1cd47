import type { Hit } from '../catalog/catalog.ts';
import { lexiconSection } from '../catalog/catalog.ts';

/** Words just before a survey value that belong to it (lexicon `dimensionLeads`). */
const LEADS = lexiconSection<{ dims: string[]; words: string[] }>('dimensionLeads');
const DIMS = new Set(LEADS.dims);
const WORDS = new Set(LEADS.words);

/**
 * Where the phrase of a dimension value starts: "households affected by high food prices",
 * "ménages victimes de la hausse des prix alimentaires" — the verb before a kind of shock is the
 * survey's ("affected", "victimes"), not a flood's toll that hands the question to the subject handlers.
 */
export function phraseStart(tokens: string[], h: Hit<{ dim: string }>): number {
  if (!DIMS.has(h.entry.dim)) return h.start;
  let k = h.start;
  while (k > 0 && h.start - k < 4 && WORDS.has(tokens[k - 1]!)) k--;
  return k;
}
