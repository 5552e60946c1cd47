import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Catalog, Hit, PhraseIndex } from '../catalog/catalog.ts';

/**
 * The hits of an order or rank index that ask an order: not those inside a bound ("au moins un
 * choc", "at least one shock": lexicon `bounds` say how much, not which end of a ranking), nor —
 * among those `aged` keeps — those before "de" and a number ("les moins de 5 ans": an age or a
 * threshold), nor those before a span of time ("ces 3 dernières années": lexicon `periodAfter`).
 */
export function orderHits<T>(tokens: string[], index: PhraseIndex<T>, aged: (h: Hit<T>) => boolean = () => true) {
  const bounds = lexiconWords('bounds').find(tokens);
  return (
    index
      .find(tokens)
      .filter((h) => !bounds.some((b) => h.start < b.end && b.start < h.end))
      .filter((h) => !(aged(h) && tokens[h.end] === 'de' && /^\d/.test(tokens[h.end + 1] ?? '')))
      // ("ces 3 dernières années": a period, not the last of a ranking)
      .filter((h) => !lexiconWords('periodAfter').has([tokens[h.end] ?? '']))
  );
}

/** Words that say "the most": before a "least", they set the order ("du plus au moins dense"). */
const DESC_WORDS = new Set(['plus', 'most', 'highest', 'largest', 'biggest']);

/** True when the order asked is ascending: a "least" word, unless a "most" word comes first. */
export function asksAscending(tokens: string[], catalog: Catalog): boolean {
  // "le plus d'enfants de moins de 5 ans": "moins de 5" is an age, not the order asked.
  const ascHits = orderHits(tokens, catalog.ascWords);
  // "de la plus dense à la moins dense": the order said first wins.
  const inAsc = (i: number) => ascHits.some((h) => i >= h.start && i < h.end);
  const firstDesc = tokens.findIndex(
    (t, i) => DESC_WORDS.has(t) && !inAsc(i) && !(tokens[i + 1] === 'de' && /^\d/.test(tokens[i + 2] ?? '')),
  );
  return ascHits.length > 0 && (firstDesc < 0 || ascHits[0]!.start < firstDesc);
}
