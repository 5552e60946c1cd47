import { fmt } from '../answer.ts';
import type { Unit } from '../places.ts';
import { column, kindOf, label, levelName, msg, table } from '../write/format.ts';
import { fetchValues, figureName, frameYear, type OpContext, record, unitsAt } from './context.ts';
import { valueText } from './level-ops.ts';

/**
 * "Rang du département de Ziguinchor en population sur les 46", "where does Linguère rank among the
 * departments?": the place's position among every unit of its level in the country, with the
 * units either side of it, each figure read from the data.
 */
export function positionAsked(ctx: OpContext): Unit | undefined {
  const f = ctx.frame;
  if (f.places.length !== 1 || !f.level) return undefined;
  const u = ctx.idx.get(f.places[0]!.pcode);
  // Ranked within a unit above it ("son rang dans sa région"): only a unit that holds the place.
  const inside = !f.within || u?.region === f.within || u?.department === f.within || u?.parent === f.within;
  return u && u.level === f.level && inside ? u : undefined;
}

export async function opPosition(ctx: OpContext, place: Unit): Promise<void> {
  const { b, lang } = ctx;
  const units = unitsAt(ctx.idx, place.level, ctx.frame.within);
  const values = await fetchValues(ctx, units, frameYear(ctx));
  const known = units.filter((u) => values.get(u.pcode)!.value !== null);
  const sign = ctx.frame.order === 'asc' ? 1 : -1;
  known.sort((x, y) => sign * (values.get(x.pcode)!.value! - values.get(y.pcode)!.value!));
  const at = known.findIndex((u) => u.pcode === place.pcode);
  if (at < 0) {
    b.say(msg('nothingFound', lang, { measure: `${figureName(ctx)} — ${label(place, lang)}` }));
    return;
  }
  b.say(
    msg('positionOf', lang, {
      place: label(place, lang),
      rank: fmt(at + 1, lang),
      total: fmt(known.length, lang),
      level: scoped(ctx, levelName(place.level, lang, true)),
      measure: figureName(ctx),
      order: msg(ctx.frame.order === 'asc' ? 'orderAsc' : 'orderDesc', lang),
      value: valueText(ctx, values.get(place.pcode)!),
    }),
    '',
  );
  const from = Math.max(0, at - 2);
  const rows = known.slice(from, at + 3).map((u, i) => {
    const v = values.get(u.pcode)!;
    record(ctx, u, v, u.pcode === place.pcode);
    const name = u.pcode === place.pcode ? `**${u.name}**` : u.name;
    return [String(from + i + 1), name, valueText(ctx, v), kindOf(v, ctx.measure, lang)];
  });
  b.say(
    ...table([lang === 'fr' ? 'Rang' : 'Rank', column('place', lang), figureName(ctx), column('kind', lang)], rows),
  );
}

/** "départements de Fatick (région)" when the place is ranked within the unit above it. */
function scoped(ctx: OpContext, level: string): string {
  const scope = ctx.frame.within ? ctx.idx.get(ctx.frame.within) : undefined;
  return scope ? `${level} ${ctx.lang === 'fr' ? 'de' : 'of'} ${label(scope, ctx.lang)}` : level;
}
