import { fmt } from '../answer.ts';
import { levelName, msg } from '../write/format.ts';
import { opThreshold, valueText } from './level-ops.ts';
import { fetchValues, frameYear, type OpContext, record, unitsAt } from './context.ts';

/** The units of a level over (or under) one unit's figure: that figure is the threshold, strictly. */
export async function opThresholdOfPlace(ctx: OpContext): Promise<void> {
  const t = ctx.frame.thanPlace!;
  const u = ctx.idx.get(t.pcode);
  if (!u) return;
  const v = (await fetchValues(ctx, [u], frameYear(ctx))).get(u.pcode)!;
  if (v.value === null) return;
  record(ctx, u, v);
  const threshold = { op: t.op, value: v.value, asked: v.value, strict: true };
  await opThreshold({ ...ctx, frame: { ...ctx.frame, threshold, thanPlace: undefined } });
}

/**
 * "Les régions au-dessus de la moyenne nationale": the mean of the units of the level (each unit
 * counting once, as the files hold no national figure of a rate), said with its computation, then
 * the units strictly over (or under) it.
 */
export async function opThresholdOfAverage(ctx: OpContext): Promise<void> {
  const { frame, lang } = ctx;
  const level = frame.level!;
  const units = unitsAt(ctx.idx, level, frame.within);
  const values = await fetchValues(ctx, units, frameYear(ctx));
  const known = units.map((u) => values.get(u.pcode)!).filter((v) => v.value !== null);
  if (!known.length) return;
  const sum = known.reduce((s, v) => s + v.value!, 0);
  const mean = sum / known.length;
  ctx.b.say(
    msg('averageOf', lang, {
      n: fmt(known.length, lang),
      levels: levelName(level, lang, true),
      mean: valueText(ctx, { ...known[0]!, value: mean }),
      sum: fmt(sum, lang),
    }),
    '',
  );
  const threshold = { op: frame.thanAverage!, value: mean, asked: mean, strict: true };
  await opThreshold({ ...ctx, frame: { ...frame, threshold, thanAverage: undefined } });
}
