import { fmt } from '../answer.ts';
import { dimensionLabel } from '../catalog/catalog.ts';
import { column, kindOf, label, msg, num, sentenceCase, table } from '../write/format.ts';
import { fetchValues, frameUnits, frameYear, type OpContext, record } from './context.ts';
import { askedNames } from './names.ts';
import type { Value } from './values.ts';

/** Every value of one dimension for each place ("par type", "women and men"), with the total. */
export async function opByDimension(ctx: OpContext, dim: string): Promise<void> {
  const { b, lang } = ctx;
  const year = frameYear(ctx);
  // "Nb total de PS et de CS": the values named, their sum, then the whole.
  const named = ctx.frame.byValues?.length ? ctx.frame.byValues : null;
  const values = named ?? Object.keys(ctx.catalog.dimensions[dim]?.values ?? {});
  for (const u of frameUnits(ctx)) {
    const rows: string[][] = [];
    const total = ctx.catalog.dimensions[dim]?.total ? [null] : [];
    const parts: Value[] = [];
    for (const value of [...values, ...total]) {
      if (value === null && named && parts.length >= 2 && ctx.measure.additive) {
        const sum = parts.reduce((s, v) => s + v.value!, 0);
        b.figure({
          label: `${ctx.measure.name[lang]} — ${named.map((x) => dimensionLabel(ctx.catalog, dim, x, lang)).join(' + ')}`,
          value: sum,
          kind: 'computed',
          place: label(u, lang),
          sourceIds: [...new Set(parts.flatMap((v) => v.sourceIds))],
        });
        rows.push([
          `**${sentenceCase(named.map((x) => dimensionLabel(ctx.catalog, dim, x, lang)).join(' + '))}**`,
          `**${num(sum, ctx.measure, lang)}**`,
          `${msg('computed', lang)} : ${parts.map((v) => num(v.value, ctx.measure, lang)).join(' + ')}`,
        ]);
      }
      const frame = { ...ctx.frame, byDim: null, dims: { ...ctx.frame.dims } };
      if (value) frame.dims[dim] = value;
      const sub = { ...ctx, frame };
      const v = (await fetchValues(sub, [u], year)).get(u.pcode)!;
      if (value && v.value === null) continue;
      if (value) parts.push(v);
      record(sub, u, v);
      rows.push([
        value ? sentenceCase(dimensionLabel(ctx.catalog, dim, value, lang)) : '**Total**',
        num(v.value, ctx.measure, lang),
        kindOf(v, ctx.measure, lang),
      ]);
    }
    if (!ctx.measure.placeless) b.say(`**${label(u, lang)}**`, '');
    // "Les deux chocs les plus fréquents": the values ranked, the first N kept.
    if (ctx.frame.op === 'rank') {
      const sign = ctx.frame.order === 'asc' ? 1 : -1;
      const order = rows.map((r, i) => ({ r, v: parts[i]?.value ?? null })).filter((x) => x.v !== null);
      order.sort((x, y) => sign * (x.v! - y.v!));
      rows.splice(0, rows.length, ...order.slice(0, ctx.frame.n ?? order.length).map((x) => x.r));
    }
    b.say(...table([lang === 'fr' ? 'Catégorie' : 'Category', ctx.measure.name[lang], column('kind', lang)], rows), '');
    // Two values named of a percentage ("en milieu rural contre à Dakar"): their gap, in points.
    if (named?.length === 2 && parts.length === 2 && ctx.measure.format === 'percent')
      b.say(
        msg('gapPoints', lang, {
          a: sentenceCase(dimensionLabel(ctx.catalog, dim, named[0]!, lang)),
          b: dimensionLabel(ctx.catalog, dim, named[1]!, lang),
          gap: fmt(Math.abs(parts[0]!.value! - parts[1]!.value!), lang, 1),
          va: num(parts[0]!.value, ctx.measure, lang),
          vb: num(parts[1]!.value, ctx.measure, lang),
        }),
        '',
      );
  }
  if (!ctx.measure.placeless) askedNames(ctx);
}
