import type { Unit } from '../places.ts';
import { label, msg, withUnit } from '../write/format.ts';
import { fetchValues, type OpContext, record } from './context.ts';
import type { Value } from './values.ts';

/**
 * "Insécurité alimentaire dans le département de Birkelane ?": a rate published by region only (the
 * EHCVM survey, the household sizes) is not reported for a department or commune; its region's value
 * is given beside it, as an order of magnitude, and said to be the region's.
 */
export async function sayRegionValue(ctx: OpContext, u: Unit, v: Value, year: number | null): Promise<void> {
  if (v.value !== null || ctx.measure.additive) return;
  const { region, theirs } = await regionValueOf(ctx, u, year);
  if (!region || theirs?.value == null) return;
  record(ctx, region, theirs);
  ctx.b.say(
    `  ${msg('regionValueOnly', ctx.lang, {
      measure: ctx.measure.name[ctx.lang],
      region: label(region, ctx.lang),
      value: withUnit(theirs.value, ctx.measure, ctx.lang),
      place: label(u, ctx.lang),
    })}`,
  );
}

/** The region of a unit below it, and the region's value of the frame's measure. */
export async function regionValueOf(
  ctx: OpContext,
  u: Unit,
  year: number | null,
): Promise<{ region?: Unit; theirs?: Value }> {
  const region = u.level !== 'region' && u.region ? ctx.idx.get(u.region) : undefined;
  if (!region) return {};
  return { region, theirs: (await fetchValues(ctx, [region], year, false)).get(region.pcode)! };
}
