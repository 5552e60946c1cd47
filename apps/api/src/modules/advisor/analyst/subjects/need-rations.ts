import { readFileSync } from 'node:fs';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { type AnswerBuilder, fmt } from '../answer.ts';
import { PhraseIndex } from '../catalog/catalog.ts';
import type { ParsedQuestion } from '../text.ts';
import type { StandardRow } from './standards.ts';

/** Rations counted (catalog/needs.json `rations`): one person's daily food energy is one ration. */

const file = JSON.parse(readFileSync(new URL('../catalog/needs.json', import.meta.url), 'utf8')) as {
  rations: { words: string[] };
};
const RATIONS = new PhraseIndex<true>();
for (const w of file.rations.words) RATIONS.add(normaliseName(w), true);

/** "Combien de rations journalières pour 1 200 personnes pendant 15 jours ?": people × days rations. */
export function sayRations(b: AnswerBuilder, q: ParsedQuestion, rows: StandardRow[], people: number): void {
  const energy = rows.find((r) => r.unit === 'kcal' && /person.*day/.test(r.per ?? '') && r.value_num !== null);
  if (!energy || !RATIONS.has(q.tokens)) return;
  const days = q.days ?? 1;
  const rations = people * days;
  b.figure({ label: b.t('Rations', 'Rations'), value: rations, kind: 'computed', sourceIds: [energy.source_id] });
  b.say(
    '',
    b.t(
      `**${fmt(rations, 'fr')} rations** de ${fmt(energy.value_num!, 'fr')} kcal (${energy.standard_id}) — calculé : ${fmt(people, 'fr')} personnes × ${fmt(days, 'fr')} jour${days > 1 ? 's' : ''}, une ration par personne et par jour.`,
      `**${fmt(rations, 'en')} rations** of ${fmt(energy.value_num!, 'en')} kcal (${energy.standard_id}) — computed: ${fmt(people, 'en')} people × ${fmt(days, 'en')} day${days > 1 ? 's' : ''}, one ration per person per day.`,
    ),
  );
}
