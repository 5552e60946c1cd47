import type { Unit } from '../places.ts';
import { fetchValues, frameYear, type OpContext } from './context.ts';
import { ratio, type Value } from './values.ts';

/** The whole a frame's part is a share of, within each unit ("la plus forte proportion de femmes"). */
export function ownShareOf(ctx: OpContext): { measure: string; without?: string } | null {
  const of = ctx.frame.shareOf;
  return of && typeof of === 'object' ? of : null;
}

/**
 * Each unit's part as a percentage of its own whole (women of all its inhabitants, geolocated
 * facilities of all its facilities), computed from the same source and year as the part.
 */
export async function ownShares(ctx: OpContext, units: Unit[], parts: Map<string, Value>): Promise<Map<string, Value>> {
  const of = ownShareOf(ctx)!;
  const total = ctx.catalog.measures.get(of.measure)!;
  const dims = Object.fromEntries(Object.entries(ctx.frame.dims).filter(([d]) => d !== of.without));
  const held = [...parts.values()].find((v) => v.value !== null);
  if (held?.producer && total.store?.producer) dims.producer = held.producer;
  const ages = of.without === 'ages' ? null : ctx.frame.ages;
  const frame = { ...ctx.frame, dims, ages, shareOf: null };
  const wholes = await fetchValues({ ...ctx, measure: total, frame }, units, held?.year ?? frameYear(ctx));
  const out = new Map<string, Value>();
  for (const u of units) out.set(u.pcode, ratio(parts.get(u.pcode)!, wholes.get(u.pcode)!, 100));
  return out;
}
