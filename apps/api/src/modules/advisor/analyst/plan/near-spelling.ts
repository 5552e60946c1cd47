import { normaliseName } from '../../../knowledge/normalise.ts';
import type { Unit } from '../places.ts';
import { dimensionLabel } from '../catalog/catalog.ts';
import { kindOf, label, msg, withUnit } from '../write/format.ts';
import { fetchValues, type OpContext, record } from './context.ts';

/**
 * "Darou Mousty en 2023 ?": the name is OCHA's arrondissement, whose figures stop in 2020, while
 * the ANSD lists the commune of its chief town as « Darou Mouhty ». When the unit read has no
 * figure for the year asked, a unit of the same department whose name differs by one letter may be
 * the place meant, spelled by another source: its figure is given after the "no data", named as
 * its source spells it and said to be another unit — never in place of the unit read.
 */

/** One insertion, deletion or substitution at most. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const [x, y] = [a.slice(i + 1), b.slice(i + 1)];
  return x === y || a.slice(i) === y || x === b.slice(i);
}

const departmentOf = (u: Unit) => (u.level === 'department' ? u.pcode : u.department);

/** The other spelling's figure for the year, as a line, or null when there is none. */
export async function nearSpellingLine(ctx: OpContext, u: Unit, year: number): Promise<string | null> {
  const dept = departmentOf(u);
  if (!dept) return null;
  const name = normaliseName(u.name);
  const near = [...ctx.idx.units.values()].filter(
    (o) => o.pcode !== u.pcode && departmentOf(o) === dept && oneEditApart(normaliseName(o.name), name),
  );
  for (const o of near) {
    const v = (await fetchValues(ctx, [o], year)).get(o.pcode);
    if (!v || v.value === null) continue;
    record(ctx, o, v);
    return msg('nearSpelling', ctx.lang, {
      place: label(o, ctx.lang),
      value: withUnit(v.value, ctx.measure, ctx.lang),
      kind: kindOf(v, ctx.measure, ctx.lang),
    });
  }
  return null;
}

/**
 * "Population de Mbour selon OCHA au recensement de 2023 ?": the producer and the kind asked
 * together (or either with the year) hold no figure, but the year does — OCHA's figures are 2020
 * estimates, the 2023 census is the ANSD's. The figure of the year is given, saying that the
 * source asked has none.
 */
export async function withoutSourceAsked(ctx: OpContext, u: Unit, year: number): Promise<string | null> {
  const asked = (['producer', 'kind'] as const).filter((d) => ctx.frame.dims[d]);
  if (!asked.length) return null;
  const dims = Object.fromEntries(Object.entries(ctx.frame.dims).filter(([d]) => !asked.includes(d as never)));
  const loose = { ...ctx, frame: { ...ctx.frame, dims } };
  const v = (await fetchValues(loose, [u], year)).get(u.pcode);
  if (!v || v.value === null) return null;
  record(loose, u, v);
  return msg('sourceAskedHasNone', ctx.lang, {
    asked: asked.map((d) => dimensionLabel(ctx.catalog, d, ctx.frame.dims[d]!, ctx.lang)).join(' · '),
    measure: ctx.measure.name[ctx.lang],
    place: label(u, ctx.lang),
    year,
    value: withUnit(v.value, ctx.measure, ctx.lang),
    kind: kindOf(v, ctx.measure, ctx.lang),
  });
}
