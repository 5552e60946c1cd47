import { opThreshold } from './level-ops.ts';
import { fetchValues, frameYear, type OpContext, record } from './context.ts';

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
