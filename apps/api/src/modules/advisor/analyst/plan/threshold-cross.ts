import { fmt } from '../answer.ts';
import { label, levelName, msg, num } from '../write/format.ts';
import { fetchValues, type OpContext, record, unitsAt } from './context.ts';

/**
 * "Quels départements passent les 300 000 habitants entre 2023 et 2030 ?": the units below the mark
 * at the span's first year and at or above it at its last (or the reverse for "passent sous"), each
 * with both figures; the units already past it at the start are named apart.
 */
export async function opThresholdCrossing(ctx: OpContext): Promise<void> {
  const { b, lang } = ctx;
  const f = ctx.frame;
  const t = f.threshold!;
  const [from, to] = f.range!;
  // (the first year may be the census, the last a projection: no kind is kept)
  const dims = { ...f.dims };
  delete dims.kind;
  const c = { ...ctx, frame: { ...f, dims } };
  const units = unitsAt(ctx.idx, f.level!, f.within);
  const [start, end] = [await fetchValues(c, units, from), await fetchValues(c, units, to)];
  const mark = t.strict && t.asked !== undefined ? t.asked : t.value;
  const up = t.op === '>=';
  const past = (v: number | null) => v !== null && (up ? v >= mark : v <= mark);
  const crossing = units
    .filter((u) => !past(start.get(u.pcode)!.value) && past(end.get(u.pcode)!.value))
    .filter((u) => start.get(u.pcode)!.value !== null)
    .sort((x, y) => end.get(y.pcode)!.value! - end.get(x.pcode)!.value!);
  const already = units.filter((u) => past(start.get(u.pcode)!.value));
  const scope = f.within ? ctx.idx.get(f.within) : undefined;
  b.say(
    msg(up ? 'thresholdCrossing' : 'thresholdCrossingDown', lang, {
      count: crossing.length,
      levels: levelName(f.level!, lang, crossing.length !== 1),
      scope: scope ? ` ${lang === 'fr' ? 'de' : 'of'} ${label(scope, lang)}` : '',
      op: '',
      value: fmt(mark, lang),
      unit: ctx.measure.format === 'percent' ? '%' : ctx.measure.unit[lang],
      from,
      to,
    }).replace(/\s{2,}/g, ' '),
    '',
  );
  for (const u of crossing) {
    const [a, z] = [start.get(u.pcode)!, end.get(u.pcode)!];
    record(c, u, a, false);
    record(c, u, z);
    b.say(
      `- **${label(u, lang)}** — ${from} : ${num(a.value!, ctx.measure, lang)} ; ${to} : ${num(z.value!, ctx.measure, lang)}`,
    );
  }
  if (already.length)
    b.say('', msg('thresholdAlready', lang, { from, names: already.map((u) => label(u, lang)).join(', ') }));
}
