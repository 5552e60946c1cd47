import type { Unit } from '../places.ts';
import { fmt } from '../answer.ts';
import { label, msg, num, pct, signed } from '../write/format.ts';
import { type OpContext } from './context.ts';
import { householdSizeFor } from '../subjects/household-size.ts';
import type { Value } from './values.ts';

/** The periods a change is averaged over, per year (lexicon growthAsks, messages growthPer…). */
const PER_PERIOD = [
  { ask: 'perDay', message: 'growthPerDay', per: 365, count: 'days' },
  { ask: 'perMonth', message: 'growthPerMonth', per: 12, count: 'months' },
] as const;
/**
 * What a change between two years gives besides itself: the yearly average, the compound rate, and
 * what the question asks of it (frame.growthAsks): a daily average, the doubling time at that rate,
 * the households it makes at the average household size (CRS-01).
 */
export async function sayGrowth(ctx: OpContext, u: Unit, got: { year: number; v: Value }[]): Promise<void> {
  const { b, lang } = ctx;
  const asks = ctx.frame.growthAsks ?? [];
  const [first, last] = [got[0]!, got[got.length - 1]!];
  const producers = [...new Set(got.map((g) => g.v.producer).filter((p): p is string => !!p))];
  if (producers.length > 1) b.caveat(msg('mixedProducers', lang, { producers: producers.join(', ') }));
  const d = last.v.value! - first.v.value!;
  b.figure({
    label: `${ctx.measure.name[lang]} — ${lang === 'fr' ? 'variation' : 'change'} ${first.year}–${last.year}`,
    value: Number(d.toFixed(2)),
    unit: ctx.measure.unit[lang],
    kind: 'computed',
    place: label(u, lang),
    period: `${first.year}–${last.year}`,
    sourceIds: [...first.v.sourceIds, ...last.v.sourceIds],
  });
  b.say(
    msg('growth', lang, {
      from: first.year,
      to: last.year,
      measure: ctx.measure.phrase?.[lang] ?? ctx.measure.name[lang],
      place: label(u, lang),
      a: num(first.v.value, ctx.measure, lang),
      b: num(last.v.value, ctx.measure, lang),
      diff: ctx.measure.format === 'count' ? signed(d, lang) : `${d < 0 ? '−' : '+'}${fmt(Math.abs(d), lang, 2)}`,
      pct: first.v.value ? pct((d / first.v.value) * 100, lang, true) : '—',
    }),
  );
  // "En moyenne, combien d'habitants de plus chaque année ?": the change over the years between.
  const span = last.year - first.year;
  if (span > 1 && ctx.measure.format === 'count') {
    b.say(msg('growthPerYear', lang, { avg: signed(Math.round(d / span), lang), years: span, diff: signed(d, lang) }));
    // "Taux de croissance annuel moyen": the compound yearly rate that takes the first value to the last.
    const [a, z] = [first.v.value ?? 0, last.v.value ?? 0];
    if (a > 0 && z > 0) {
      const rate = ((z / a) ** (1 / span) - 1) * 100;
      b.say(
        msg('growthRate', lang, {
          rate: pct(rate, lang, true),
          b: num(z, ctx.measure, lang),
          a: num(a, ctx.measure, lang),
          years: span,
        }),
      );
      if (asks.includes('doubling') && rate > 0)
        b.say(
          msg('doublingTime', lang, {
            rate: pct(rate, lang, true),
            years: fmt(Math.log(2) / Math.log(1 + rate / 100), lang, 1),
          }),
        );
    }
  }
  if (span >= 1 && ctx.measure.format === 'count') {
    // "par jour", "each month": the change over the span's days or months.
    for (const p of PER_PERIOD.filter((x) => asks.includes(x.ask)))
      b.say(
        msg(p.message, lang, {
          avg: `${d < 0 ? '−' : '+'}${fmt(Math.abs(d) / (span * p.per), lang, 1)}`,
          [p.count]: fmt(span * p.per, lang),
          diff: signed(d, lang),
          years: span,
        }),
      );
    if (asks.includes('households')) await sayHouseholds(ctx, u, d);
  }
  b.say('');
}

/** The households a change makes: at the size of the place's region when the data gives one, and at the others. */
async function sayHouseholds(ctx: OpContext, u: Unit, d: number): Promise<void> {
  const { b, lang } = ctx;
  const sized = await householdSizeFor(b, [u], ctx.idx);
  if (!sized) return;
  b.cite(sized.sourceIds);
  b.say(
    msg('growthHouseholds', lang, {
      size: sized[lang],
      n: fmt(sized.size, lang),
      hh: fmt(d / sized.size, lang, 1),
      diff: signed(d, lang),
    }),
  );
  for (const o of sized.others)
    b.say(
      msg('growthHouseholdsOther', lang, {
        how: o[lang],
        hh: fmt(d / o.size, lang, 1),
        diff: signed(d, lang),
        n: fmt(o.size, lang),
      }),
    );
}
