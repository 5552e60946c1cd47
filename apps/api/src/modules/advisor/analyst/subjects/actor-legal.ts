import { normaliseName } from '../../../knowledge/normalise.ts';
import type { QueryRunner } from '../answer.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';

/**
 * The legal texts of the actors' records: "le décret 99-172", "l'arrêté n° 14054", "decree 2019-967",
 * "quel décret fixe les attributions de… ?". Only the actors' records (their mandates, tutelage notes
 * and the titles of their sources) cite decrees, orders and laws, so a question asking one is about
 * the actor whose record cites it (lexicon `actorLegal`).
 */

interface LegalLexicon {
  numberLeads: string[];
}

/** Each actor's id and its record's text with its source's title, normalised. */
export interface ActorLegalTexts {
  texts: { id: string; text: string }[];
}

export function actorLegalLoader(db: QueryRunner): () => Promise<ActorLegalTexts> {
  let loading: Promise<ActorLegalTexts> | undefined;
  return () =>
    (loading ??= (async () => {
      const rows = await db.query<{ actor_id: string; text: string }>(
        `select a.actor_id, concat_ws(' ', a.name_fr, a.acronym, a.name_en, a.parent_ministry, a.mandate_fr,
                a.mandate_en, s.title) as text
           from knowledge.response_actor a left join knowledge.source s on s.id = a.source_id order by a.actor_id`,
      );
      return { texts: rows.rows.map((r) => ({ id: r.actor_id, text: ` ${normaliseName(r.text)} ` })) };
    })());
}

/** True when the words name a kind of legal text (a decree, an order, a law). */
export function asksLegalText(tokens: string[]): boolean {
  return lexiconWords('actorLegal', 'words').has(tokens);
}

/** The numbers of the legal texts the words cite ("décret n° 2019-967" → "2019 967"). */
export function legalNumbers(tokens: string[]): string[] {
  const leads = new Set(lexiconSection<LegalLexicon>('actorLegal').numberLeads);
  const out: string[] = [];
  for (const h of lexiconWords('actorLegal', 'words').find(tokens)) {
    let i = h.end;
    while (leads.has(tokens[i] ?? '')) i++;
    if (!/^\d{1,5}$/.test(tokens[i] ?? '')) continue;
    // "2019-967": the number after the dash is part of it, never a year beside it.
    const next = tokens[i + 1] ?? '';
    out.push(/^\d{1,5}$/.test(next) && !/^(19|20)\d\d$/.test(next) ? `${tokens[i]} ${next}` : tokens[i]!);
  }
  return out;
}

/** The actors whose record cites one of the legal texts the words cite. */
export function actorsCiting(tokens: string[], legal: ActorLegalTexts): string[] {
  const numbers = legalNumbers(tokens);
  return legal.texts.filter((t) => numbers.some((n) => t.text.includes(` ${n} `))).map((t) => t.id);
}
