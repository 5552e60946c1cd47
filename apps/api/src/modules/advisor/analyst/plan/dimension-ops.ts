import { fmt } from '../answer.ts';
import { dimensionLabel } from '../catalog/catalog.ts';
import { column, kindOf, label, msg, num, pct, sentenceCase, table, gapDecimals } from '../write/format.ts';
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
    // Two values named of a percentage ("en milieu rural contre à Dakar"): which is higher, by how
    // many points, or that they are the same.
    const [p0, p1] = parts;
    if (named?.length === 2 && parts.length === 2 && ctx.measure.format === 'percent' && p0 && p1) {
      const [hi, lo] = p0.value! >= p1.value! ? [0, 1] : [1, 0];
      const [vh, vl] = [parts[hi]!.value!, parts[lo]!.value!];
      const [a, c] = [named[hi]!, named[lo]!].map((v) => dimensionLabel(ctx.catalog, dim, v, lang));
      b.say(
        vh === vl
          ? msg('compareEqual', lang, { a: sentenceCase(a!), b: c! })
          : msg('gapPointsRel', lang, {
              a: sentenceCase(a!),
              b: c!,
              gap: fmt(vh - vl, lang, gapDecimals(vh, vl)),
              va: num(vh, ctx.measure, lang),
              vb: num(vl, ctx.measure, lang),
              pct: vl ? pct(((vh - vl) / vl) * 100, lang) : '—',
              times: vl ? fmt(vh / vl, lang, 2) : '—',
            }),
        '',
      );
    }
  }
  if (!ctx.measure.placeless) askedNames(ctx);
}
