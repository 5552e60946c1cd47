import type { Unit } from '../places.ts';
import { fmt } from '../answer.ts';
import { label, levelName, msg } from '../write/format.ts';
import { fetchValues, frameYear, type OpContext, unitsAt } from './context.ts';
import { valueText } from './level-ops.ts';

/**
 * "Is Mbacké more or less populated than the average department?": the mean of every unit of that
 * level at the same year, computed, and where each place asked stands against it.
 */
export async function sayVersusAverage(ctx: OpContext): Promise<void> {
  const level = ctx.frame.versusAverage;
  if (!level) return;
  const { b, lang } = ctx;
  const year = frameYear(ctx);
  // (the units listed within a scope, when no place is set against them: "la population moyenne des
  // départements de la région de Thiès" is the mean of Thiès's three)
  const scope = ctx.frame.places.length ? null : (ctx.frame.within ?? null);
  const units = unitsAt(ctx.idx, level, scope);
  const within = scope && scope !== 'SN' ? ctx.idx.get(scope) : undefined;
  const values = await fetchValues(ctx, units, year);
  const known = units.map((u) => values.get(u.pcode)!).filter((v) => v.value !== null);
  if (!known.length) return;
  const sum = known.reduce((s, v) => s + v.value!, 0);
  const mean = sum / known.length;
  // (the country is no unit of the level: "population moyenne des départements" sets nothing against it)
  const asked = ctx.frame.places
    .map((p) => ctx.idx.get(p.pcode))
    .filter((u): u is Unit => u !== undefined && u.level !== 'country');
  const placed = await fetchValues(ctx, asked, year);
  const average = { ...known[0]!, value: mean };
  b.say(
    '',
    msg('averageOf', lang, {
      n: fmt(known.length, lang),
      levels: within
        ? `${levelName(level, lang, true)}${msg('scopeIn', lang, { place: label(within, lang) })}`
        : levelName(level, lang, true),
      mean: valueText(ctx, average),
      sum: fmt(sum, lang),
    }),
  );
  for (const u of asked) {
    const v = placed.get(u.pcode)?.value;
    if (v === null || v === undefined) continue;
    b.say(
      msg(v >= mean ? 'aboveAverage' : 'belowAverage', lang, {
        place: label(u, lang),
        times: fmt(v / mean, lang, 2),
        // Percentages differ by points.
        diff:
          ctx.measure.format === 'percent'
            ? `${fmt(Math.abs(v - mean), lang, 2)} ${msg('points', lang)}`
            : valueText(ctx, { ...average, value: Math.abs(v - mean) }),
      }),
    );
  }
}
