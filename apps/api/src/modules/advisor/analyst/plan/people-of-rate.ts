import { fmt } from '../answer.ts';
import { kindOf, label, msg } from '../write/format.ts';
import { fetchValues, frameUnits, type OpContext, record } from './context.ts';

/**
 * "Combien de personnes vivent sans électricité dans la région de Kaffrine ?": the survey's household
 * rate applied to the place's population of the year asked (its reference figure by default), said as an
 * approximation (a share of households is not exactly a share of people).
 */
export async function opPeopleOfRate(ctx: OpContext): Promise<void> {
  const { b, lang } = ctx;
  const population = ctx.catalog.measures.get('population')!;
  const year = ctx.frame.years[0] ?? null;
  for (const u of frameUnits(ctx)) {
    const rate = (await fetchValues(ctx, [u], null)).get(u.pcode)!;
    const popCtx = { ...ctx, measure: population, frame: { ...ctx.frame, dims: {}, complement: false } };
    const pop = (await fetchValues(popCtx, [u], year)).get(u.pcode)!;
    if (rate.value === null || pop.value === null) continue;
    record(ctx, u, rate);
    record(popCtx, u, pop);
    const n = Math.round((rate.value / 100) * pop.value);
    b.figure({
      label: msg('peopleOfRateLabel', lang),
      value: n,
      kind: 'computed',
      place: label(u, lang),
      sourceIds: [...rate.sourceIds, ...pop.sourceIds],
    });
    b.say(
      msg('peopleOfRate', lang, {
        place: label(u, lang),
        people: fmt(n, lang),
        rate: `${fmt(rate.value, lang, 2)} %`,
        pop: fmt(pop.value, lang),
        popKind: kindOf(pop, population, lang),
      }),
    );
  }
}
