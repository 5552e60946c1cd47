import { normaliseName } from '../../../knowledge/normalise.ts';
import type { AnswerBuilder } from '../answer.ts';
import { lexiconSection, PhraseIndex } from '../catalog/catalog.ts';
import { msg } from '../write/format.ts';

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
  actors: { name_fr: string; acronym: string | null; mandate_fr: string | null; mandate_en: string | null }[],
): void {
  for (const q of quantitiesAsked(tokens)) {
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
