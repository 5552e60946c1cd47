import type { Unit } from '../places.ts';
import { kindOf, label, msg, num, pct, withUnit } from '../write/format.ts';
import type { Level } from '../places.ts';
import { fetchValues, type OpContext, record, unitsAt, unitText } from './context.ts';

/**
 * A place with others taken out ("la région de Kaffrine hors département de Kaffrine"): its figure
 * minus theirs, for a measure that adds up, shown as computed with its inputs.
 */
export async function opExcluding(ctx: OpContext): Promise<void> {
  const { b, lang, frame } = ctx;
  const year = frame.years.length ? frame.years[frame.years.length - 1]! : null;
  const named = (frame.exclude ?? []).map((p) => ctx.idx.get(p)).filter((u): u is Unit => !!u);
  for (const pcode of frame.places.map((p) => p.pcode)) {
    const u = ctx.idx.get(pcode);
    if (!u) continue;
    const whole = (await fetchValues(ctx, [u], year)).get(u.pcode)!;
    // ("sans son plus grand département": the unit of that level inside the place holding the most)
    const top = frame.excludeTop ? await largestInside(ctx, u, frame.excludeTop, whole.year ?? year) : null;
    const out = top ? [top] : named;
    if (frame.excludeTop && !top) continue;
    const parts = await fetchValues(ctx, out, whole.year ?? year);
    const missing = [whole, ...parts.values()].some((v) => v.value === null);
    const place = label(u, lang);
    const without = out.map((o) => label(o, lang)).join(', ');
    // (every unit is inside the country: "Sénégal hors département de Kolda")
    const outside = out.filter((o) => u.level !== 'country' && ![o.parent, o.region, o.department].includes(u.pcode));
    if (outside.length) {
      b.say(msg('excludeOutside', lang, { place, without: outside.map((o) => label(o, lang)).join(', ') }));
      continue;
    }
    if (missing || !ctx.measure.additive) {
      b.say(msg('excludeNone', lang, { place, without, measure: ctx.measure.name[lang] }));
      continue;
    }
    record(ctx, u, whole);
    for (const o of out) record(ctx, o, parts.get(o.pcode)!);
    const value = out.reduce((s, o) => s - parts.get(o.pcode)!.value!, whole.value!);
    b.figure({
      label: `${ctx.measure.name[lang]} — ${place} ${lang === 'fr' ? 'hors' : 'excluding'} ${without}`,
      value,
      unit: ctx.measure.unit[lang],
      kind: 'computed',
      place,
      period: whole.year ? String(whole.year) : undefined,
      sourceIds: [...new Set([...whole.sourceIds, ...[...parts.values()].flatMap((v) => v.sourceIds)])],
    });
    b.say(
      `- ${msg('excluding', lang, {
        place,
        without,
        value: withUnit(value, ctx.measure, lang, unitText(ctx, value)),
        kind: kindOf(whole, ctx.measure, lang),
        formula: [whole, ...out.map((o) => parts.get(o.pcode)!)]
          .map((v) => num(v.value, ctx.measure, lang))
          .join(' − '),
      })}`,
    );
    // "Quel % de la population du pays vit hors de la région de Dakar ?": that figure as a share of the whole.
    if (frame.op === 'share' && whole.value)
      b.say(
        `- ${msg('excludingShare', lang, {
          value: pct((value / whole.value) * 100, lang),
          place,
          formula: `${num(value, ctx.measure, lang)} / ${num(whole.value, ctx.measure, lang)} × 100`,
        })}`,
      );
  }
}

/** The unit of a level inside a place whose figure is the largest, or null when none has one. */
async function largestInside(ctx: OpContext, u: Unit, level: Level, year: number | null): Promise<Unit | null> {
  const units = unitsAt(ctx.idx, level, u.pcode);
  const values = await fetchValues(ctx, units, year);
  const held = units.filter((x) => values.get(x.pcode)?.value != null);
  return held.sort((a, b) => values.get(b.pcode)!.value! - values.get(a.pcode)!.value!)[0] ?? null;
}
