import { fmt } from '../answer.ts';
import type { ParsedThreshold } from '../read/frame.ts';
import { column, label, levelName, msg, num, pct, table } from '../write/format.ts';
import { fetchValues, type OpContext, record, unitsAt } from './context.ts';
import { levelOf, scopeOf } from './level-ops.ts';
import { seriesYears } from './place-ops.ts';

/**
 * "Les 3 régions dont la population croît le plus vite entre 2025 et 2030": the units of a level
 * ranked by their change between two years, in percent, each change computed from its two figures.
 */
export async function opRankGrowth(ctx: OpContext): Promise<void> {
  const { b, lang, frame } = ctx;
  const scope = scopeOf(ctx);
  const level = levelOf(ctx, scope);
  const units = unitsAt(ctx.idx, level, scope?.pcode ?? null);
  // "…le plus vite d'ici 2030": from the data's first year (or up to its last).
  const open = frame.openRange
    ? await seriesYears(
        ctx,
        units.map((u) => u.pcode),
      )
    : [];
  const ends = frame.range ?? (open.length > 1 ? [open[0]!, open.at(-1)!] : [frame.years[0]!, frame.years.at(-1)!]);
  const first = await fetchValues(ctx, units, ends[0]);
  const last = await fetchValues(ctx, units, ends[1]);
  const rows = units
    .map((u) => ({ u, a: first.get(u.pcode)!, z: last.get(u.pcode)! }))
    .filter((r) => r.a.value && r.z.value !== null)
    .map((r) => ({ ...r, gain: r.z.value! - r.a.value!, change: ((r.z.value! - r.a.value!) / r.a.value!) * 100 }));
  if (!rows.length) {
    b.say(msg('nothingFound', lang, { measure: `${ctx.measure.name[lang]} (${ends[0]}, ${ends[1]})` }));
    return;
  }
  const t = frame.threshold;
  const sign = frame.order === 'asc' || t?.op === '<=' ? 1 : -1;
  // "Qui gagnent le plus d'habitants, en nombre": by the change in units; else in percent — and a
  // bound on the change ("augmente de plus de 20 %") in the unit it is asked in.
  const absolute = t ? !t.percent : frame.absolute;
  const by = (r: { gain: number; change: number }) => (absolute ? r.gain : r.change);
  rows.sort((x, y) => sign * (by(x) - by(y)));
  const kept = t ? rows.filter((r) => within(by(r), t)) : rows;
  const shown = kept.slice(0, frame.n ?? kept.length);
  const heading = t
    ? msg(kept.length === 1 ? 'growthThresholdOne' : 'growthThreshold', lang, {
        count: fmt(kept.length, lang),
        levels: levelName(level, lang, kept.length !== 1),
        measure: ctx.measure.name[lang],
        op: msg(t.op === '<=' ? (t.strict ? 'lessThan' : 'atMost') : t.strict ? 'moreThan' : 'atLeast', lang),
        value: t.percent ? `${fmt(t.asked ?? t.value, lang)} %` : num(t.asked ?? t.value, ctx.measure, lang),
      })
    : '';
  if (heading && kept.length) b.say(heading, '');
  if (t && !kept.length) {
    // (none: the nearest to the bound, as for a threshold on values)
    const near = rows[0]!;
    const value = absolute
      ? `${near.gain < 0 ? '−' : '+'}${num(Math.abs(near.gain), ctx.measure, lang)}`
      : pct(near.change, lang, true);
    const none = t.op === '<=' && (t.asked ?? t.value) === 0 ? 'growthNoneFalls' : 'growthNone';
    const levels = levelName(level, lang, true);
    record(ctx, near.u, near.a);
    record(ctx, near.u, near.z);
    b.say(msg(none, lang, { levels, from: ends[0], to: ends[1], place: label(near.u, lang), value }));
    return;
  }
  b.say(
    msg('rankGrowthTitle', lang, {
      ranked: msg(`ranked_${level}`, lang),
      measure: ctx.measure.name[lang],
      from: ends[0],
      to: ends[1],
      scope: scope ? msg('scopeIn', lang, { place: label(scope, lang) }) : '',
      order: msg(frame.order === 'asc' ? 'orderAsc' : 'orderDesc', lang),
      how: msg(absolute ? 'inUnits' : 'inPercent', lang),
    }),
    '',
  );
  const cells = shown.map((r, i) => {
    record(ctx, r.u, r.a);
    record(ctx, r.u, r.z);
    b.figure({
      label: `${ctx.measure.name[lang]} — ${lang === 'fr' ? 'variation' : 'change'} ${ends[0]}–${ends[1]}`,
      value: Number(r.change.toFixed(2)),
      unit: '%',
      kind: 'computed',
      place: r.u.name,
      level: r.u.level,
      sourceIds: [...r.a.sourceIds, ...r.z.sourceIds],
    });
    return [
      String(i + 1),
      r.u.name,
      num(r.a.value, ctx.measure, lang),
      num(r.z.value, ctx.measure, lang),
      `${r.gain < 0 ? '−' : '+'}${num(Math.abs(r.gain), ctx.measure, lang)}`,
      pct(r.change, lang, true),
    ];
  });
  b.say(
    ...table(
      [
        lang === 'fr' ? 'Rang' : 'Rank',
        column('place', lang),
        String(ends[0]),
        String(ends[1]),
        msg('changeAbs', lang),
        msg('changePct', lang),
      ],
      cells,
    ),
    '',
    msg('rankGrowthHow', lang, { from: ends[0], to: ends[1], n: fmt(rows.length, lang) }),
  );
}

/** A change kept by a bound: strictly past it for "plus de", up to it for "au moins". */
function within(v: number, t: ParsedThreshold): boolean {
  const mark = t.asked ?? t.value;
  const past = t.op === '>=' ? v - mark : mark - v;
  if (t.max !== undefined) return v >= t.value && v <= t.max;
  return t.strict ? past > 0 : past >= 0;
}
