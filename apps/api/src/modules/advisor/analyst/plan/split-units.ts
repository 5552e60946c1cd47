import { lexiconSection } from '../catalog/catalog.ts';
import type { Unit } from '../places.ts';
import { label, msg, num, signed } from '../write/format.ts';
import { fetchValues, type OpContext, record } from './context.ts';
import type { Value } from './values.ts';

/**
 * A unit carved out of others after a source was made ("Keur Massar, created in 2021 out of Pikine
 * and Rufisque"): a figure of the old unit from before the split (OCHA 2020 for Pikine) still holds
 * the new one. Beside a later figure of the old unit, the new unit's figure of that year and the two
 * together are said, so the comparison is like with like (lexicon `unitSplits`).
 */
interface Split {
  pcode: string;
  from: string[];
  year: number;
}

export async function saySplitOff(ctx: OpContext, u: Unit, got: { year: number; v: Value }[]): Promise<void> {
  const splits = lexiconSection<{ splits: Split[] }>('unitSplits').splits;
  const { b, lang } = ctx;
  if (ctx.measure.format !== 'count') return;
  for (const s of splits) {
    if (!s.from.includes(u.pcode)) continue;
    const before = got.find((g) => g.year < s.year);
    const after = got.find((g) => g.year >= s.year);
    const carved = ctx.idx.get(s.pcode);
    if (!before || !after || !carved) continue;
    const v = (await fetchValues(ctx, [carved], after.year)).get(carved.pcode)!;
    if (v.value === null) continue;
    record(ctx, carved, v);
    const parents = s.from.map((p) => ctx.idx.get(p)?.name ?? p);
    const together = after.v.value! + v.value;
    b.say(
      '',
      msg('splitOff', lang, {
        place: label(u, lang),
        carved: label(carved, lang),
        split: s.year,
        parents: parents.join(lang === 'fr' ? ' et ' : ' and '),
        before: before.year,
        after: after.year,
        value: num(v.value, ctx.measure, lang),
        together: num(together, ctx.measure, lang),
        vs: num(before.v.value, ctx.measure, lang),
        diff: signed(together - before.v.value!, lang),
      }),
    );
  }
}
