import { dimensionLabel } from '../catalog/catalog.ts';
import { msg } from '../write/format.ts';
import type { OpContext } from './context.ts';

/** "Pas de chiffre « milieu rural » …": a value asked that the measure is not published by, said before its figure. */
export function sayUnpublishedDims(ctx: OpContext): void {
  for (const [dim, value] of Object.entries(ctx.frame.dimsUnpublished ?? {})) {
    const label = dimensionLabel(ctx.catalog, dim, value, ctx.lang);
    ctx.b.missing(`${ctx.measure.name[ctx.lang]} — ${label}`);
    ctx.b.say(msg('dimNotPublished', ctx.lang, { value: label, measure: ctx.measure.name[ctx.lang] }), '');
  }
}
