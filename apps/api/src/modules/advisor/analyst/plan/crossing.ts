import { fmt } from '../answer.ts';
import { kindOf, label, msg, num, sentenceCase } from '../write/format.ts';
import { fetchValues, frameUnits, type OpContext, record } from './context.ts';
import type { Value } from './values.ts';
import type { Unit } from '../places.ts';

/**
 * "En quelle année le Sénégal passe-t-il 20 millions d'habitants ?": the first year of the series
 * (census, then projections) whose value reaches the one asked, with the year before it; or that
 * it is reached before the series starts, or not by its last year.
 */
export async function opCrossing(ctx: OpContext): Promise<void> {
  const { b, lang } = ctx;
  const s = ctx.measure.store;
  for (const u of frameUnits(ctx)) {
    const targetAt = await targetOf(ctx, u);
    const rows = s?.year
      ? await b.run<{ year: number }>(
          `select distinct ${s.year} as year from ${s.table} where ${s.place} = $1` +
            (s.producer ? ` and ${s.producer} <> 'OCHA'` : '') +
            ' order by 1',
          [u.level === 'region' || u.level === 'country' ? firstDepartment(ctx, u.pcode) : u.pcode],
        )
      : [];
    const got: { year: number; v: Value }[] = [];
    for (const { year } of rows) {
      const v = (await fetchValues(ctx, [u], Number(year))).get(u.pcode)!;
      if (v.value !== null) got.push({ year: Number(year), v });
    }
    if (!got.length) {
      b.say(msg('nothingFound', lang, { measure: `${ctx.measure.name[lang]} — ${label(u, lang)}` }));
      continue;
    }
    const targets = await Promise.all(got.map((g) => targetAt(g.year)));
    const at = got.findIndex((g, i) => targets[i]!.value !== null && g.v.value! >= targets[i]!.value!);
    const [first, last] = [got[0]!, got[got.length - 1]!];
    const values = {
      place: sentenceCase(label(u, lang)),
      target: targets[at < 0 ? got.length - 1 : at]!.text,
    };
    const said = (g: { year: number; v: Value }) =>
      `${g.year} : ${num(g.v.value, ctx.measure, lang)} (${kindOf(g.v, ctx.measure, lang)})`;
    if (at < 0) {
      record(ctx, u, last.v);
      b.say(msg('crossingNever', lang, { ...values, year: last.year, value: said(last) }));
    } else if (at === 0) {
      record(ctx, u, first.v);
      b.say(msg('crossingAlready', lang, { ...values, year: first.year, value: said(first) }));
    } else {
      const [before, after] = [got[at - 1]!, got[at]!];
      record(ctx, u, before.v);
      record(ctx, u, after.v);
      b.say(
        msg('crossingYear', lang, { ...values, year: after.year, value: said(after), before: said(before) }),
        msg('crossingHow', lang, { n: fmt(got.length, lang), from: first.year, to: last.year }),
      );
    }
  }
}

/** A region's or the country's years are those of its departments (they are summed). */
function firstDepartment(ctx: OpContext, pcode: string): string {
  const d = ctx.idx.children(pcode === 'SN' ? 'SN' : pcode, 'department')[0];
  return d?.pcode ?? pcode;
}

type Target = (year: number) => Promise<{ value: number | null; text: string }>;

/** The figure to reach each year: a number asked, another place's at a year, or its own that year. */
async function targetOf(ctx: OpContext, u: Unit): Promise<Target> {
  const { lang, frame } = ctx;
  const amount = (v: number | null) => `${num(v, ctx.measure, lang)} ${ctx.measure.unit[lang]}`;
  if (frame.crossing) return async () => ({ value: frame.crossing!, text: amount(frame.crossing!) });
  // "5 % above its 2023 census figure": the place's reference (census) figure, raised.
  if (frame.crossingPct !== undefined) {
    const base = (
      await fetchValues({ ...ctx, frame: { ...frame, years: [], dims: { ...frame.dims, kind: 'census' } } }, [u], null)
    ).get(u.pcode)!;
    if (base.value === null) return async () => ({ value: null, text: '' });
    record(ctx, u, base);
    const value = base.value * (1 + frame.crossingPct / 100);
    const text = msg('crossingRise', lang, {
      pct: fmt(frame.crossingPct, lang),
      base: amount(base.value),
      year: base.year ?? '',
      value: amount(Math.round(value)),
    });
    return async () => ({ value, text });
  }
  const other = ctx.idx.get(frame.crossingPlace!.pcode)!;
  const fixed = frame.crossingPlace!.year;
  if (fixed !== null) {
    const v = (await fetchValues(ctx, [other], fixed)).get(other.pcode)!;
    record(ctx, other, v);
    const text = msg('crossingOtherAt', lang, {
      other: label(other, lang),
      year: v.year ?? fixed,
      value: amount(v.value),
    });
    return async () => ({ value: v.value, text });
  }
  // Overtaking: the other place's figure of the same year, for each year of the series.
  return async (year) => {
    const v = (await fetchValues(ctx, [other], year)).get(other.pcode)!;
    if (v.value !== null) record(ctx, other, v);
    return {
      value: v.value,
      text: msg('crossingOther', lang, { other: label(other, lang), year, value: amount(v.value) }),
    };
  };
}
