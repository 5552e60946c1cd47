import type { AdvisorLanguage } from '../../advisor.engine.ts';
import { msg, pct, signed } from '../write/format.ts';
import type { OpContext } from './context.ts';
import type { Value } from './values.ts';

/** A year's change on the year before: in units and in percent. */
export function yearChange(before: number, now: number, lang: AdvisorLanguage): string {
  return `${signed(now - before, lang)} (${pct(((now - before) / before) * 100, lang, true)})`;
}

/**
 * "En quelle année la croissance de Linguère est-elle la plus forte ?": each year's change on the
 * year before, in percent, and the year it is highest (lowest when asked), computed.
 */
export function sayPeak(ctx: OpContext, got: { year: number; v: Value }[]): void {
  const { b, lang } = ctx;
  const steps = got
    .slice(1)
    .map((g, i) => ({ year: g.year, from: got[i]!, to: g }))
    .filter((s) => s.year === s.from.year + 1 && s.from.v.value && s.to.v.value !== null)
    .map((s) => ({ ...s, rate: ((s.to.v.value! - s.from.v.value!) / s.from.v.value!) * 100 }));
  if (!steps.length) return;
  const sign = ctx.frame.order === 'asc' ? 1 : -1;
  const peak = [...steps].sort((x, y) => sign * (x.rate - y.rate))[0]!;
  b.say(
    msg(ctx.frame.order === 'asc' ? 'peakYearLow' : 'peakYear', lang, {
      year: peak.year,
      from: peak.from.year,
      rate: pct(peak.rate, lang, true),
      diff: signed(peak.to.v.value! - peak.from.v.value!, lang),
    }),
    '',
  );
}
