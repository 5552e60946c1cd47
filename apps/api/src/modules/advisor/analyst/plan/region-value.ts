import type { Unit } from '../places.ts';
import { kindOf, label, msg, withUnit } from '../write/format.ts';
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
  if (region && (await sayRatioInputs(ctx, u, v, region, year))) return;
  // (a commune's density: its department's, computed, is nearer than its region's)
  const department = u.level !== 'department' && u.department ? ctx.idx.get(u.department) : undefined;
  const ofDepartment = department ? (await fetchValues(ctx, [department], year, false)).get(department.pcode) : null;
  const [parent, value] = ofDepartment?.value != null ? [department!, ofDepartment] : [region, theirs];
  if (!parent || value?.value == null) return;
  record(ctx, parent, value);
  ctx.b.say(
    `  ${msg(parent === region ? 'regionValueOnly' : 'departmentValueOnly', ctx.lang, {
      measure: ctx.measure.name[ctx.lang],
      region: label(parent, ctx.lang),
      value: withUnit(value.value, ctx.measure, ctx.lang),
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

/**
 * "Combien de ménages dans le département de Tivaouane ?": a count computed over a divisor published
 * by region only (households = population ÷ household size) is not reported for the department, and
 * its region's count is no order of magnitude for it: the place's own numerator is given (the
 * population asked beside it, "la population … et combien de ménages ?"), and the region's divisor.
 */
async function sayRatioInputs(ctx: OpContext, u: Unit, v: Value, region: Unit, year: number | null): Promise<boolean> {
  const ratio = ctx.measure.ratio;
  const [num] = v.computed?.inputs ?? [];
  if (!ratio || ctx.measure.format !== 'count' || num?.value == null) return false;
  const numerator = ctx.catalog.measures.get(ratio.numerator);
  const divisor = ctx.catalog.measures.get(ratio.denominator);
  if (!numerator?.additive || !divisor) return false;
  const theirs = (await fetchValues({ ...ctx, measure: divisor }, [region], year, false)).get(region.pcode)!;
  record(ctx, u, num);
  if (theirs.value !== null) record(ctx, region, theirs);
  ctx.b.say(
    `  ${msg('ratioInputsOnly', ctx.lang, {
      place: label(u, ctx.lang),
      numerator: withUnit(num.value, numerator, ctx.lang),
      kind: kindOf(num, numerator, ctx.lang),
      divisor: divisor.name[ctx.lang],
      region: label(region, ctx.lang),
      value: theirs.value === null ? msg('noValue', ctx.lang) : withUnit(theirs.value, divisor, ctx.lang),
    })}`,
  );
  return true;
}
