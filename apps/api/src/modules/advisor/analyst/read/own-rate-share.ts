import type { Frame } from './frame.ts';

/**
 * "Out of every 100 people in Senegal, how many live in Dakar region?", "sur 100 habitants du pays,
 * combien vivent à Thiès ?": the population per 100 of its own inhabitants is 100 by definition;
 * what is asked is the place's share of a whole, in percent.
 */
export function ownRateAsShare(f: Frame): void {
  const plain = !f.dims.sex && !f.ages && !f.byDim;
  // (one place "compared" with the whole it is counted out of is that share too)
  const ops = f.places.length === 1 ? ['value', 'per', 'compare'] : ['value', 'per'];
  if (f.measure === 'population' && f.per === 100 && plain && f.places.length && ops.includes(f.op))
    [f.op, f.per] = ['share', null];
}
