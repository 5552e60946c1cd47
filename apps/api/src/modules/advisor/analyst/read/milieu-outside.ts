import type { Hit } from '../catalog/catalog.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';

/**
 * "Urban households outside Dakar", "les villes hors Dakar": the survey's value that names a place
 * ("Dakar" for urban Dakar) right after a word that takes it out (lexicon `exclude`), with a word of
 * towns in the question, is the value for the other towns (lexicon `milieuOutside`).
 */
export function withMilieuOutside(
  hits: Hit<{ dim: string; value: string }>[],
  tokens: string[],
): Hit<{ dim: string; value: string }>[] {
  const rule = lexiconSection<{ dim: string; from: string; to: string }>('milieuOutside');
  const from = hits.filter((h) => h.entry.dim === rule.dim && h.entry.value === rule.from);
  if (!from.length || !lexiconWords('milieuOutside', 'urban').has(tokens)) return hits;
  const cut = lexiconWords('exclude').find(tokens);
  return hits.map((h) =>
    from.includes(h) && cut.some((c) => c.end === h.start) ? { ...h, entry: { dim: rule.dim, value: rule.to } } : h,
  );
}
