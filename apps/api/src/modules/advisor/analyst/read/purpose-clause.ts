import type { Catalog } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { recordRouter } from '../record-route.ts';

type RecordRouter = ReturnType<typeof recordRouter>;

/**
 * "Pour le plan ORSEC de Diourbel, j'ai besoin de la population de la région pour chaque année de
 * 2026 à 2030", "As part of the CONGAD response in Kolda, what are the 2027 population and…": a
 * first clause opened by a purpose word (lexicon `purposeOpeners`) and closed by a comma or a colon
 * says what the figures are for. When the rest asks a catalog measure, that rest is the ask, and
 * an actor or plan named only in the clause does not take the question (null otherwise).
 */
export function askAfterPurpose(question: string, catalog: Catalog): string | null {
  const m = /^\s*([^,:;?]{4,120})[,:]\s+(.+)$/s.exec(question);
  if (!m) return null;
  const clause = normaliseName(m[1]!).split(' ').filter(Boolean);
  const opener = lexiconWords('purposeOpeners')
    .find(clause)
    .find((h) => h.start === 0);
  if (!opener || clause.length > 14) return null;
  const rest = normaliseName(m[2]!).split(' ').filter(Boolean);
  const asks = catalog.measureWords.find(rest).some((h) => h.entry.service !== 'admin');
  return asks && rest.length >= 4 ? m[2]! : null;
}

/** The record router, save that a route to the actors is dropped when the actor is named only in the purpose clause and the rest asks a measure. */
export function purposeAware<R extends { route: RecordRouter['route']; namesActor: RecordRouter['namesActor'] }>(
  records: R,
): R {
  return {
    ...records,
    async route(question, prev, catalog, idx) {
      const routed = await records.route(question, prev, catalog, idx);
      if (routed?.intent !== 'actors') return routed;
      // (the actor must be named in the clause, and not again in the ask)
      const ask = askAfterPurpose(question, catalog);
      const clause = ask ? question.slice(0, question.lastIndexOf(ask)) : '';
      return ask && (await records.namesActor(clause)) && !(await records.namesActor(ask)) ? null : routed;
    },
  };
}

/** Where a purpose opener at the start of the words ends ("as part of …": 3), or 0: no operation word is read inside it. */
export function purposeOpenerEnd(tokens: string[]): number {
  return (
    lexiconWords('purposeOpeners')
      .find(tokens)
      .find((h) => h.start === 0)?.end ?? 0
  );
}
