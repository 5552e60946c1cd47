import { type AnswerBuilder, fmt } from '../answer.ts';
import type { ParsedQuestion } from '../text.ts';
import { asksNeedGap } from './need-words.ts';

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
