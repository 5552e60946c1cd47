import { normaliseName } from '../../../knowledge/normalise.ts';
import type { AnswerBuilder } from '../answer.ts';
import { lexiconSection, PhraseIndex } from '../catalog/catalog.ts';
import { msg } from '../write/format.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';

/**
 * "What is the annual budget of the Directorate of Civil Protection?", "la capacité de pompage des
 * stations de l'ONAS ?": a quantity asked (lexicon `actorQuantities`: money, capacity, staff,
 * vehicles) of actors whose records state none of it (its `units`) is said to be not reported for
 * them, before their cards — never left for the reader to infer from a card without it.
 */

type Words = { fr: string[]; en: string[] };
interface Quantity {
  name: { fr: string; en: string };
  asked: PhraseIndex<true>;
  units: PhraseIndex<true>;
}
let quantities: Quantity[] | undefined;
const indexOf = (words: Words) => {
  const index = new PhraseIndex<true>();
  for (const w of [...words.fr, ...words.en]) index.add(normaliseName(w), true);
  return index;
};

function quantitiesAsked(tokens: string[]): Quantity[] {
  quantities ??= Object.entries(
    lexiconSection<Record<string, { name: Quantity['name']; asked: Words; units: Words } | string>>('actorQuantities'),
  ).flatMap(([, q]) =>
    typeof q === 'string' ? [] : [{ name: q.name, asked: indexOf(q.asked), units: indexOf(q.units) }],
  );
  return quantities.filter((q) => q.asked.has(tokens));
}

export function sayUnheldQuantities(
  b: AnswerBuilder,
  tokens: string[],
  actors: {
    name_fr: string;
    name_en?: string | null;
    acronym: string | null;
    mandate_fr: string | null;
    mandate_en: string | null;
  }[],
): void {
  // A word of the actor's own name asks no quantity unless a count is asked: "qui gère les
  // sapeurs-pompiers ?" names the BNSP; "combien de sapeurs-pompiers ?" asks its staff.
  const named = ` ${normaliseName(actors.map((a) => `${a.name_fr} ${a.name_en ?? ''}`).join(' '))} `;
  const counting = lexiconWords('count').has(tokens);
  const asked = counting ? tokens : tokens.filter((t) => !named.includes(` ${t} `));
  for (const q of quantitiesAsked(asked)) {
    const without = actors.filter(
      (a) => !q.units.has(normaliseName([a.mandate_fr, a.mandate_en].filter(Boolean).join(' ')).split(' ')),
    );
    if (!without.length) continue;
    const names = without.map((a) => a.acronym ?? a.name_fr);
    const joined =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} ${b.t('et', 'and')} ${names.at(-1)}` : names[0]!;
    b.say(msg('actorNotReported', b.lang, { what: q.name[b.lang], names: joined }), '');
  }
}
