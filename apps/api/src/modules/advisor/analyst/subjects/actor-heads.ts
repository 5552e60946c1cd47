import { lexiconSection } from '../catalog/catalog.ts';

/**
 * "Le ministère de la Famille", "le ministre de l'Intérieur", "the Ministry of Family": a head word
 * of an institution's name (lexicon `actorHeads`) followed by words that, with it, make a phrase of
 * exactly one actor's name names that actor — even when its words are common ones the response
 * standards share ("famille"), or a dated flood stands beside it.
 */
export function namesActorByHead(tokens: string[], terms: { names: string[] }): boolean {
  const heads = lexiconSection<Record<string, string>>('actorHeads');
  return tokens.some((t, i) => {
    const head = Object.hasOwn(heads, t) ? heads[t] : undefined;
    if (!head) return false;
    // "ministère de la Famille": the head and one to four words after it, the longest first.
    for (let n = Math.min(5, tokens.length - i); n >= 3; n--) {
      const phrase = ` ${[head, ...tokens.slice(i + 1, i + n)].join(' ')} `;
      const holders = terms.names.filter((name) => name.includes(phrase)).length;
      if (holders === 1) return true;
      if (holders === 0) continue;
      return false;
    }
    return false;
  });
}
