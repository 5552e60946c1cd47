import { type Catalog, type Hit, type Measure, lexiconSection } from '../catalog/catalog.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { Frame } from './frame.ts';

/** Phrases completed by words around them: a survey value's verb before it, a measure before completed by a follow-up. */

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

/** A follow-up this short may name a variant of the measure before by one of its words. */
const MAX_WORDS = 6;

/**
 * "Insécurité alimentaire à Matam ? — et sévère ?", "and severe only?", "and moderate only?": a
 * follow-up naming no measure, whose words complete the measure before into another one of the
 * catalog (read with that measure's words set beside them), asks that other measure.
 */
export function variantOfBefore(
  hits: Hit<Measure>[],
  tokens: string[],
  { previous }: { previous: Frame[] | null },
  catalog: Catalog,
): Hit<Measure>[] {
  if (hits.length || !previous?.length || tokens.length > MAX_WORDS) return hits;
  const before = catalog.measures.get(previous[0]!.measure);
  if (!before) return hits;
  const phrases = [...before.words.fr, ...before.words.en].map((w) => normaliseName(w).split(' '));
  for (const words of phrases)
    for (let i = 0; i <= tokens.length; i++) {
      const text = [...tokens.slice(0, i), ...words, ...tokens.slice(i)];
      const [from, to] = [i, i + words.length];
      const found = catalog.measureWords
        .find(text)
        .find((h) => h.entry.id !== before.id && h.start < to && h.end > from && (h.start < from || h.end > to));
      if (!found) continue;
      // The span of the follow-up's own words the variant took.
      const start = found.start < from ? found.start : to - words.length;
      const end = found.end > to ? found.end - words.length : from;
      return [{ entry: found.entry, start, end: Math.max(end, start + 1) }];
    }
  return hits;
}

/**
 * "Is food insecurity worse in Kolda or in Kédougou? severe rate please", "les régions les plus
 * touchées par l'insécurité alimentaire (sévère)": one measure named, and a word elsewhere in the
 * question that, set right beside its phrase, names another measure of the same table: that one
 * is asked.
 */
export function variantWithin(hits: Hit<Measure>[], tokens: string[], catalog: Catalog): Hit<Measure>[] {
  const h = hits.length === 1 ? hits[0]! : undefined;
  const table = h?.entry.store?.table;
  if (!h || !table) return hits;
  const phrase = tokens.slice(h.start, h.end);
  for (let k = 0; k < tokens.length; k++) {
    if (k >= h.start && k < h.end) continue;
    for (const window of [
      [...phrase, tokens[k]!],
      [tokens[k]!, ...phrase],
    ]) {
      const found = catalog.measureWords
        .find(window)
        .find((x) => x.entry.id !== h.entry.id && x.start === 0 && x.end === window.length);
      if (found?.entry.store?.table === table) return [{ ...h, entry: found.entry }];
    }
  }
  return hits;
}
