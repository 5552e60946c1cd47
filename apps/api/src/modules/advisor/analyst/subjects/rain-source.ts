import { normaliseName } from '../../../knowledge/normalise.ts';
import type { QueryRunner } from '../answer.ts';

/**
 * "Qu'a prévu l'ANACIM pour la fin de l'hivernage 2025 ?", "what did ANACIM forecast for the end of the
 * 2025 rainy season?": an actor named as the source of the rainfall facts (its acronym in the title of
 * a rainfall fact's source), beside rain words and a year, asks those facts, not the actor's card.
 */
export function rainSourcesLoader(db: QueryRunner): () => Promise<Set<string>> {
  let loading: Promise<Set<string>> | undefined;
  return () =>
    (loading ??= (async () => {
      const rows = await db.query<{ title: string | null; organisation: string | null }>(
        `select distinct s.title, s.organisation from knowledge.rainfall_fact r join knowledge.source s on s.id = r.source_id`,
      );
      const words = rows.rows.flatMap((r) => normaliseName(`${r.title ?? ''} ${r.organisation ?? ''}`).split(' '));
      return new Set(words.filter(Boolean));
    })());
}

/** An acronym the question names is a source of the rainfall facts. */
export function namesRainSource(tokens: string[], acronyms: Set<string>, sources: Set<string>): boolean {
  return tokens.some((t) => acronyms.has(t) && sources.has(t));
}
