import { fmt } from '../answer.ts';
import type { Unit } from '../places.ts';
import { kindOf, label, msg } from '../write/format.ts';
import { fetchValues, frameUnits, type OpContext, record } from './context.ts';
import type { Value } from './values.ts';
import type { Measure } from '../catalog/catalog.ts';
import type { AdvisorLanguage } from '../../advisor.engine.ts';
import { opValue } from './place-ops.ts';
import { regionValueOf } from './region-value.ts';

/**
 * "Combien de personnes vivent sans électricité dans la région de Kaffrine ?": the survey's household
 * rate applied to a count of the place — its population of the year asked (its reference figure by
 * default), or its households estimated at the region's size — said as an approximation (a share of
 * households is not exactly a share of people). A department or commune, which the survey does not
 * reach, takes its region's rate, and says so; "au total" adds the places' results up.
 */
export async function opPeopleOfRate(ctx: OpContext): Promise<void> {
  const { b, lang } = ctx;
  const baseId = ctx.frame.base ?? 'population';
  const base = ctx.catalog.measures.get(baseId)!;
  const year = ctx.frame.years[0] ?? null;
  const results: { value: number; sourceIds: string[] }[] = [];
  const units = frameUnits(ctx);
  // The published rates first, when the survey gives each place's own.
  const own = await fetchValues(ctx, units, null);
  if (units.every((u) => own.get(u.pcode)?.value !== null)) await opValue(ctx);
  for (const u of units) {
    const { rate, from } = await rateOf(ctx, u);
    const baseCtx = { ...ctx, measure: base, frame: { ...ctx.frame, dims: {}, complement: false, per: null } };
    const count = (await fetchValues(baseCtx, [u], year)).get(u.pcode)!;
    if (rate.value === null || count.value === null) continue;
    record(ctx, from, rate);
    record(baseCtx, u, count);
    const n = Math.round((rate.value / 100) * count.value);
    const sourceIds = [...rate.sourceIds, ...count.sourceIds];
    results.push({ value: n, sourceIds });
    b.figure({
      label: msg(baseId === 'households' ? 'householdsOfRateLabel' : 'peopleOfRateLabel', lang),
      value: n,
      kind: 'computed',
      place: label(u, lang),
      sourceIds,
    });
    const vars = {
      place: label(u, lang),
      people: fmt(n, lang),
      rate: `${fmt(rate.value, lang, 2)} %`,
      pop: fmt(count.value, lang),
      popKind: countKind(count, base, lang),
    };
    b.say(msg(baseId === 'households' ? 'householdsOfRate' : 'peopleOfRate', lang, vars));
    if (from !== u) b.say(msg('regionRateApplied', lang, { place: label(u, lang), region: label(from, lang) }));
  }
  if (ctx.frame.together && results.length > 1) {
    const total = results.reduce((s, r) => s + r.value, 0);
    b.figure({
      label: msg(baseId === 'households' ? 'householdsOfRateLabel' : 'peopleOfRateLabel', lang),
      value: total,
      kind: 'computed',
      place: lang === 'fr' ? 'ensemble' : 'together',
      sourceIds: [...new Set(results.flatMap((r) => r.sourceIds))],
    });
    b.say(
      msg('peopleOfRateTotal', lang, {
        total: fmt(total, lang),
        terms: results.map((r) => fmt(r.value, lang)).join(' + '),
        unit: base.id === 'households' ? base.unit[lang] : msg('peopleWord', lang),
      }),
    );
  }
}

/** The unit's own rate, or its region's when the survey does not reach its level. */
async function rateOf(ctx: OpContext, u: Unit): Promise<{ rate: Value; from: Unit }> {
  const own = (await fetchValues(ctx, [u], null)).get(u.pcode)!;
  if (own.value !== null) return { rate: own, from: u };
  const { region, theirs } = await regionValueOf(ctx, u, null);
  return region && theirs?.value != null ? { rate: theirs, from: region } : { rate: own, from: u };
}

/** How the count is known: its kind, or for the households the population and the size it is divided by. */
function countKind(count: Value, base: Measure, lang: AdvisorLanguage): string {
  const [pop, size] = count.computed?.inputs ?? [];
  if (base.id !== 'households' || pop?.value == null || size?.value == null) return kindOf(count, base, lang);
  return msg('householdsEstimated', lang, { pop: fmt(pop.value, lang), size: fmt(size.value, lang) });
}
