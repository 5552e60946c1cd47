import type { Frame } from './frame.ts';

/**
 * "Combien d'habitants à Bignona, combien de femmes, et combien de postes de santé ?": asks of one
 * measure at one date read whole, unless the whole reading loses one of them — a total asked beside
 * one group of it reads whole as that group alone. Then the asks of that measure are one split by
 * the dimension they differ by, which gives each group and the total.
 */
export function groupsWithTotal(whole: Frame[], parts: Frame[]): Frame[] | null {
  // (a measure the whole reading has, in a group it lost)
  const lost = parts.some((p) => whole.some((w) => w.measure === p.measure) && !whole.some((w) => covers(w, p)));
  if (!lost) return null;
  const out: Frame[] = [];
  for (const p of parts) {
    const same = out.find((o) => o.measure === p.measure && o.op === p.op && sameScope(o, p));
    const dim = same && splitDim(same, p);
    if (same && dim) {
      same.byDim = dim;
      delete same.dims[dim];
    } else out.push(p);
  }
  return out.length < parts.length ? out : null;
}

const GROUPS = (f: Frame) => Object.entries(f.dims).filter(([d]) => d !== 'producer' && d !== 'kind');

/** Whether a frame of the whole gives what a part asks: its measure and groups, or a split by the group's dimension. */
function covers(w: Frame, p: Frame): boolean {
  if (w.measure !== p.measure) return false;
  const dims = new Set([...GROUPS(w), ...GROUPS(p)].map(([d]) => d));
  return [...dims].every((d) => w.dims[d] === p.dims[d] || w.byDim === d);
}

function sameScope(a: Frame, b: Frame): boolean {
  const places = (f: Frame) => f.places.map((p) => p.pcode).join(',');
  // (a part that names no year asks at the year of the part before: "au recensement de 2023, le nombre de femmes")
  const years = !a.years.length || !b.years.length || JSON.stringify(a.years) === JSON.stringify(b.years);
  return places(a) === places(b) && years && !a.ages && !b.ages;
}

/** The one dimension two frames differ by, when one of them has no value of it (a total). */
function splitDim(a: Frame, b: Frame): string | null {
  if (a.byDim && a.byDim !== Object.keys(b.dims).find((d) => a.dims[d] !== b.dims[d])) return null;
  const differ = [...new Set([...Object.keys(a.dims), ...Object.keys(b.dims)])].filter(
    (d) => d !== 'producer' && d !== 'kind' && a.dims[d] !== b.dims[d],
  );
  if (a.byDim && !differ.length) return a.byDim;
  return differ.length === 1 ? differ[0]! : null;
}
