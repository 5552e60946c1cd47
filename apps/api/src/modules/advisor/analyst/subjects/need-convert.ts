import { readFileSync } from 'node:fs';
import { type AnswerBuilder, fmt } from '../answer.ts';
import { PhraseIndex } from '../catalog/catalog.ts';
import type { ParsedQuestion } from '../text.ts';
import type { StandardRow } from './standards.ts';
import type { ComputedNeed } from './need-gap.ts';

/**
 * A need asked in another unit than its standard's ("en m³", "in tonnes", "combien de kg", "en
 * hectares"): the quantity computed in litres, grams or square metres, converted (÷ 1 000 for m³ and
 * kg, ÷ 1 000 000 for tonnes, ÷ 10 000 for hectares) and said beside it. The words are
 * catalog/needs.json `conversions`: each names a unit, the standard's unit it converts and the factor.
 */
interface Conversion {
  from: string;
  factor: number;
  fr: string;
  en: string;
  words: string[];
}
const file = JSON.parse(readFileSync(new URL('../catalog/needs.json', import.meta.url), 'utf8')) as {
  conversions: { units: Conversion[] };
};
const index = new PhraseIndex<Conversion>();
for (const c of file.conversions.units) for (const w of c.words) index.add(w, c);

/** The units the question asks its needs in (none when it names none). */
export const unitsAsked = (q: ParsedQuestion): Conversion[] => [...new Set(index.find(q.tokens).map((h) => h.entry))];

export function sayConversions(b: AnswerBuilder, q: ParsedQuestion, rows: StandardRow[], computed: ComputedNeed[]) {
  const asked = unitsAsked(q);
  if (!asked.length) return;
  for (const need of computed) {
    const s = rows.find((r) => r.standard_id === need.id);
    const unit = (s?.unit ?? '').toLowerCase();
    for (const c of asked.filter((a) => a.from === unit)) {
      const value = need.quantity / c.factor;
      const decimals = value < 10 && !Number.isInteger(value) ? 3 : value < 100 && !Number.isInteger(value) ? 1 : 0;
      const per = /day/.test(s?.per ?? '')
        ? b.t(' par jour', ' per day')
        : /month/.test(s?.per ?? '')
          ? b.t(' par mois', ' per month')
          : '';
      const shown = Number(value.toFixed(decimals));
      const places = (n: number) => (String(n).split('.')[1] ?? '').length;
      // ("pour 2 semaines, en m³": the total over the period too)
      const every = /day/.test(s?.per ?? '') ? 1 : /month/.test(s?.per ?? '') ? 30 : null;
      const total = q.days && q.days > 1 && every ? Number(((value * q.days) / every).toFixed(decimals)) : null;
      const over =
        total === null || total === shown
          ? ''
          : b.t(
              ` (${fmt(total, 'fr', places(total))} ${c.fr} sur ${fmt(q.days!, 'fr')} jours)`,
              ` (${fmt(total, 'en', places(total))} ${c.en} over ${fmt(q.days!, 'en')} days)`,
            );
      b.figure({
        label: `${need.id} (${c.en})`,
        value: shown,
        unit: c.en,
        kind: 'computed',
        sourceIds: [s!.source_id],
      });
      b.say(
        '',
        b.t(
          `En ${c.fr} : **${fmt(shown, 'fr', places(shown))} ${c.fr}**${per}${over} (${need.id} — calculé : ${fmt(need.quantity, 'fr')} ÷ ${fmt(c.factor, 'fr')}).`,
          `In ${c.en}: **${fmt(shown, 'en', places(shown))} ${c.en}**${per}${over} (${need.id} — computed: ${fmt(need.quantity, 'en')} ÷ ${fmt(c.factor, 'en')}).`,
        ),
      );
    }
  }
}
