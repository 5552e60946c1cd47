import { type AnswerBuilder, fmt } from '../answer.ts';
import type { ParsedQuestion } from '../text.ts';
import { asksNeedGap } from './need-words.ts';
import type { StandardRow } from './standards.ts';

/** One quantity a needs answer computed. */
export interface ComputedNeed {
  id: string;
  quantity: number;
  /** The unit as said in the answer's table. */
  unit: string;
}

/**
 * "Combien de toilettes supplémentaires pour passer au moyen terme ?", "how many more under the
 * general standard?": two quantities of one unit from two standards, and the question asks how
 * many more — their difference, computed and shown with its inputs.
 */
export function sayNeedGap(b: AnswerBuilder, q: ParsedQuestion, computed: ComputedNeed[]): void {
  if (!asksNeedGap(q.tokens)) return;
  const byUnit = new Map<string, ComputedNeed[]>();
  for (const c of computed) byUnit.set(c.unit, [...(byUnit.get(c.unit) ?? []), c]);
  for (const [unit, pair] of byUnit) {
    if (pair.length !== 2 || pair[0]!.quantity === pair[1]!.quantity) continue;
    const [low, high] = [...pair].sort((x, y) => x.quantity - y.quantity) as [ComputedNeed, ComputedNeed];
    const gap = high.quantity - low.quantity;
    b.figure({ label: b.t('Écart', 'Difference'), value: gap, kind: 'computed', sourceIds: [] });
    b.say(
      '',
      b.t(
        `Écart : ${fmt(high.quantity, 'fr')} (${high.id}) − ${fmt(low.quantity, 'fr')} (${low.id}) = **${fmt(gap, 'fr')}** ${unit} de plus.`,
        `Difference: ${fmt(high.quantity, 'en')} (${high.id}) − ${fmt(low.quantity, 'en')} (${low.id}) = **${fmt(gap, 'en')}** more ${unit}.`,
      ),
    );
  }
}

/** SAN-03: three toilets for women for one for men, applied to each toilet count computed (SAN-01, SAN-02). */
export function sayToiletSplit(b: AnswerBuilder, rows: StandardRow[], computed: ComputedNeed[]): void {
  const ratio = rows.find((r) => r.standard_id === 'SAN-03');
  for (const { id, quantity } of ratio?.value_min ? computed.filter((c) => /^SAN-0[12]$/.test(c.id)) : []) {
    const [w, m] = [ratio!.value_min!, 1];
    const women = Math.round((quantity * w) / (w + m));
    b.say(
      '',
      b.t(
        `Répartition ${ratio!.value_text} (SAN-03) des ${fmt(quantity, 'fr')} toilettes (${id}) : ${fmt(women, 'fr')} pour les femmes et ${fmt(quantity - women, 'fr')} pour les hommes (calcul : ${fmt(quantity, 'fr')} × ${w}/${w + m} et × ${m}/${w + m}).`,
        `Split ${ratio!.value_text} (SAN-03) of the ${fmt(quantity, 'en')} toilets (${id}): ${fmt(women, 'en')} for women and ${fmt(quantity - women, 'en')} for men (computed: ${fmt(quantity, 'en')} × ${w}/${w + m} and × ${m}/${w + m}).`,
      ),
    );
  }
}
