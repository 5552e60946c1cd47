import { lexiconSection } from '../catalog/catalog.ts';

/**
 * "Le ministère de la Famille", "le ministre de l'Intérieur", "the Ministry of Family" (or "the Family
 * ministry"): a head word of an institution's name (lexicon `actorHeads`) followed (in English, also
 * preceded) by words that, with it, make a phrase of
 * exactly one actor's name names that actor — even when its words are common ones the response
 * standards share ("famille"), or a dated flood stands beside it.
 */
export function namesActorByHead(tokens: string[], terms: { names: string[] }): boolean {
  return actorNamedByHead(tokens, terms.names) >= 0;
}

/** The position in `names` of the one actor a head word and the words after it name, or -1. */
export function actorNamedByHead(tokens: string[], names: string[]): number {
  const heads = lexiconSection<Record<string, string>>('actorHeads');
  for (const [i, t] of tokens.entries()) {
    const head = Object.hasOwn(heads, t) ? heads[t] : undefined;
    if (!head) continue;
    // "ministère de la Famille": the head and one to four words after it, the longest first.
    for (let n = Math.min(5, tokens.length - i); n >= 3; n--) {
      const phrase = ` ${[head, ...tokens.slice(i + 1, i + n)].join(' ')} `;
      const holders = names.flatMap((name, k) => (name.includes(phrase) ? [k] : []));
      if (holders.length === 1) return holders[0]!;
      if (holders.length) break;
    }
    // "the Family ministry", "the Interior minister": in English the word before the head names it.
    const before = tokens[i - 1];
    if (!before || before.length < 4) continue;
    for (const phrase of [` ${head} of ${before} `, ` ${head} of the ${before} `]) {
      const holders = names.flatMap((name, k) => (name.includes(phrase) ? [k] : []));
      if (holders.length === 1) return holders[0]!;
    }
  }
  return -1;
}
