import type { Unit } from '../places.ts';
import { fmt } from '../answer.ts';
import { label, msg, pct } from '../write/format.ts';
import { fetchValues, frameUnits, type OpContext, record } from './context.ts';

/** The two years a change runs between: the range asked, or the first and last years named. */
export function changeYears(ctx: OpContext): [number, number] | null {
  const f = ctx.frame;
  if (f.range) return f.range;
  const years = [...f.years].sort((a, b) => a - b);
  return years.length >= 2 ? [years[0]!, years.at(-1)!] : null;
}

/**
 * "Quelle part de la croissance du Sénégal entre 2023 et 2030 revient à Kaffrine ?": each place's
 * increase over its whole's (the country, its parent or the unit named), both between the same years.
 */
export async function opChangeShare(ctx: OpContext): Promise<void> {
  const { b, lang, frame } = ctx;
  const span = changeYears(ctx);
  if (!span) return;
  const [from, to] = span;
  for (const u of frameUnits(ctx)) {
    const scope = frame.within ?? (frame.shareOf === 'country' ? 'SN' : (u.parent ?? 'SN'));
    const whole: Unit | undefined = ctx.idx.get(scope) ?? ctx.idx.get('SN');
    if (!whole || whole === u) continue;
    const at = async (x: Unit, year: number) => (await fetchValues(ctx, [x], year)).get(x.pcode)!;
    const [v0, v1, w0, w1] = [await at(u, from), await at(u, to), await at(whole, from), await at(whole, to)];
    for (const [x, v] of [
      [u, v0],
      [u, v1],
      [whole, w0],
      [whole, w1],
    ] as const)
      record(ctx, x, v);
    if ([v0, v1, w0, w1].some((v) => v.value === null) || w1.value === w0.value) continue;
    const gain = v1.value! - v0.value!;
    const wholeGain = w1.value! - w0.value!;
    b.say(
      `- ${msg('shareOfChange', lang, {
        from,
        to,
        place: label(u, lang),
        whole: label(whole, lang),
        a: fmt(gain, lang),
        b: fmt(wholeGain, lang),
        pct: pct((gain / wholeGain) * 100, lang),
      })}`,
    );
  }
}
