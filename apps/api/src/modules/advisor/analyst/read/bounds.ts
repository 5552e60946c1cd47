import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Hit, PhraseIndex } from '../catalog/catalog.ts';

/**
 * The hits of an order or rank index that ask an order: not those inside a bound ("au moins un
 * choc", "at least one shock": lexicon `bounds` say how much, not which end of a ranking), nor —
 * among those `aged` keeps — those before "de" and a number ("les moins de 5 ans": an age or a
 * threshold).
 */
export function orderHits<T>(tokens: string[], index: PhraseIndex<T>, aged: (h: Hit<T>) => boolean = () => true) {
  const bounds = lexiconWords('bounds').find(tokens);
  return index
    .find(tokens)
    .filter((h) => !bounds.some((b) => h.start < b.end && b.start < h.end))
    .filter((h) => !(aged(h) && tokens[h.end] === 'de' && /^\d/.test(tokens[h.end + 1] ?? '')));
}
