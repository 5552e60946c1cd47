import { fmt } from '../answer.ts';
import { msg, pct } from '../write/format.ts';
import type { OpContext } from './context.ts';

/**
 * "Les 3 régions les plus peuplées et leur part ensemble ?": the units shown, added up, as a share of
 * all the units ranked (their whole: the country for the regions, the scope for its departments).
 */
export function sayTogetherShare(ctx: OpContext, total: number, all: number[]): void {
  const whole = all.reduce((a, v) => a + v, 0);
  if (!whole || !ctx.measure.additive) return;
  const { lang } = ctx;
  const share = (total / whole) * 100;
  ctx.b.say(
    msg('rankTogetherShare', lang, { share: pct(share, lang), total: fmt(total, lang), whole: fmt(whole, lang) }),
  );
  ctx.b.figure({
    label: `${ctx.measure.name[lang]} — ${msg('together', lang)} (%)`,
    value: Math.round(share * 100) / 100,
    unit: '%',
    kind: 'computed',
    sourceIds: [],
  });
}
