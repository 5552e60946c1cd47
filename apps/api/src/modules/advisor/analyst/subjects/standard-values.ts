import { type AnswerBuilder, fmt } from '../answer.ts';
import type { ParsedQuestion } from '../text.ts';
import { countableUnit, type StandardRow, standardText, standardUnit, standardVariants } from './standards.ts';
import { standardsBackwards } from './given.ts';

/**
 * "Quelle est la norme Sphère pour l'eau par personne ?", "how far may a water point be?": the
 * standards themselves, with their source and edition, nothing multiplied (no people were given).
 */
export async function answerStandards(b: AnswerBuilder, q: ParsedQuestion, asked: string[]): Promise<void> {
  const ids = await standardVariants(b, q, asked);
  const rows = await b.run<StandardRow>(
    `select s.standard_id, s.sector, s.indicator, s.indicator_fr, s.value_text, s.value_num, s.value_min, s.value_max, s.unit, s.per, s.note, s.source_id, src.title, src.published as edition
     from knowledge.response_standard s join knowledge.source src on src.id = s.source_id where s.standard_id = any($1::text[]) order by array_position($1::text[], s.standard_id)`,
    [ids],
  );
  b.say(b.t('**Normes humanitaires minimales demandées :**', '**The minimum humanitarian standards asked for:**'), '');
  for (const s of rows) {
    const indicator = b.lang === 'fr' ? (s.indicator_fr ?? s.indicator) : s.indicator;
    const value = standardText(s.value_text, s.unit, s.per, b.lang);
    b.figure({
      label: indicator,
      value: s.value_num ?? s.value_text,
      unit: s.unit ?? undefined,
      kind: 'standard',
      sourceIds: [s.source_id],
    });
    b.say(`- **${indicator}** (${s.standard_id})${b.t(' : ', ': ')}${value}`);
  }
  energyShares(b, q, rows);
  perPersonOverPeriod(b, q, rows);
  // "Nous avons 12 latrines : combien de personnes ?": the standard read backwards from the count given.
  const before = b.lines.length;
  standardsBackwards(b, q, rows);
  if (b.lines.length > before) return;
  b.say(
    '',
    b.t(
      'Pour un nombre de personnes donné, demandez par exemple « pour 5 000 personnes » : je calcule les quantités.',
      'For a given number of people, ask for example "for 5,000 people": I compute the quantities.',
    ),
  );
}

/**
 * "In a 2,100 kcal ration, kcal from protein and from fat?": a share of the energy (FOO-02, FOO-03)
 * said in kcal, of the ration the question gives, else of the planning figure (FOO-01).
 */
function energyShares(b: AnswerBuilder, q: ParsedQuestion, rows: StandardRow[]): void {
  const shares = rows.filter((r) => /% of total energy/.test(r.unit ?? '') && r.value_num !== null);
  if (!shares.length) return;
  const flat = q.raw.replace(/(\d)[ \u00a0\u202f,.](?=\d{3}\b)/g, '$1');
  const given = /(\d+)\s*(?:kcal|kilocalories?|calories?)\b/i.exec(flat);
  const planning = rows.find((r) => r.unit === 'kcal')?.value_num ?? 2100;
  const energy = given ? Number(given[1]) : planning;
  const parts = shares.map((r) => {
    const kcal = Math.round((energy * r.value_num!) / 100);
    b.figure({ label: `${r.standard_id} kcal`, value: kcal, unit: 'kcal', kind: 'computed', sourceIds: [r.source_id] });
    return `${fmt(r.value_num!, b.lang)} % × ${fmt(energy, b.lang)} = **${fmt(kcal, b.lang)} kcal** (${r.standard_id})`;
  });
  b.say(
    '',
    b.t(
      `Pour une ration de ${fmt(energy, 'fr')} kcal${given ? '' : ' (FOO-01)'} : ${parts.join(' ; ')}.`,
      `For a ${fmt(energy, 'en')} kcal ration${given ? '' : ' (FOO-01)'}: ${parts.join('; ')}.`,
    ),
  );
}

/**
 * "Combien de litres par personne et par semaine ?", "Sphere water per person for a month?": a
 * standard per person per day (or per month) over the period asked, for one person, computed.
 */
function perPersonOverPeriod(b: AnswerBuilder, q: ParsedQuestion, rows: StandardRow[]): void {
  const days = q.days;
  if (!days || days <= 1) return;
  for (const s of rows) {
    const per = (s.per ?? '').toLowerCase();
    const every = /^person per day/.test(per) ? 1 : /^person per month/.test(per) ? 30 : null;
    if (every === null || s.value_num === null || !countableUnit(s.unit ?? '') || /^%/.test(s.unit ?? '')) continue;
    const over = (v: number) => Math.round(((v * days) / every) * 10) / 10;
    const low = over(s.value_min ?? s.value_num);
    const high = s.value_max !== null && s.value_max !== s.value_min ? over(s.value_max) : null;
    const value = high === null ? fmt(s.value_num, b.lang) : s.value_text;
    const amount = `${fmt(low, b.lang)}${high === null ? '' : ` – ${fmt(high, b.lang)}`}`;
    const unit = standardUnit(s.unit ?? '', high ?? low, b.lang);
    b.figure({ label: `${s.standard_id} × ${days}`, value: low, kind: 'computed', sourceIds: [s.source_id] });
    b.say(
      '',
      b.t(
        `Sur ${fmt(days, 'fr')} jours, par personne : **${amount} ${unit}** (${s.standard_id} — calculé : ${value} × ${fmt(days, 'fr')}${every > 1 ? ` ÷ ${every}` : ''}).`,
        `Over ${fmt(days, 'en')} days, per person: **${amount} ${unit}** (${s.standard_id} — computed: ${value} × ${fmt(days, 'en')}${every > 1 ? ` ÷ ${every}` : ''}).`,
      ),
    );
  }
}
