import { normaliseName } from '../../../knowledge/normalise.ts';
import type { AnswerBuilder } from '../answer.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import { msg } from '../write/format.ts';

/**
 * "What is the annual budget of the Directorate of Civil Protection?": money asked (lexicon
 * `actorMoney.asked`) of actors whose records state no amount (`actorMoney.units`) is said to be not
 * reported for them, before their cards — never left for the reader to infer from a card without it.
 */
export function sayUnheldMoney(
  b: AnswerBuilder,
  tokens: string[],
  actors: { name_fr: string; acronym: string | null; mandate_fr: string | null; mandate_en: string | null }[],
): void {
  if (!lexiconWords('actorMoney', 'asked').has(tokens)) return;
  const units = lexiconWords('actorMoney', 'units');
  const without = actors.filter(
    (a) => !units.has(normaliseName([a.mandate_fr, a.mandate_en].filter(Boolean).join(' ')).split(' ')),
  );
  if (!without.length) return;
  const names = without.map((a) => a.acronym ?? a.name_fr);
  const joined = names.length > 1 ? `${names.slice(0, -1).join(', ')} ${b.t('et', 'and')} ${names.at(-1)}` : names[0]!;
  b.say(msg('actorNoMoney', b.lang, { names: joined }), '');
}
