import type { Level, Unit } from '../places.ts';
import { fmt } from '../answer.ts';
import { column, kindOf, label, levelName, msg, num, pct, table, withUnit } from '../write/format.ts';
import { fetchValues, figureName, frameYear, type OpContext, record, unitText, unitsAt } from './context.ts';
import type { Value } from './values.ts';
import { opPosition, positionAsked } from './position.ts';
import { ownShareOf, ownShares } from './own-share.ts';
import { sayTotalOf } from './threshold-sum.ts';
import { sayTogetherShare } from './together-share.ts';

/** Operations over the units of a level: rank, threshold, breakdown, sum over sub-units. */

export function scopeOf(ctx: OpContext): Unit | undefined {
  const f = ctx.frame;
  const pcode = f.within ?? (f.places.length === 1 ? f.places[0]!.pcode : null);
  return pcode && pcode !== 'SN' ? ctx.idx.get(pcode) : undefined;
}

/** The level to rank: the one asked, else the one below the scope, else departments. */
export function levelOf(ctx: OpContext, scope: Unit | undefined): Level {
  if (ctx.frame.level) return ctx.frame.level;
  if (scope?.level === 'region') return 'department';
  if (scope?.level === 'department') return 'commune';
  return ctx.measure.store?.table === 'knowledge.vulnerability' || ctx.measure.id === 'health_facilities'
    ? 'region'
    : 'department';
}

async function levelValues(
  ctx: OpContext,
): Promise<{ scope?: Unit; level: Level; units: Unit[]; values: Map<string, Value> }> {
  const scope = scopeOf(ctx);
  const level = levelOf(ctx, scope);
  // "Les communes de Mbour sauf Mbour": the units taken out are left out of the list.
  const out = new Set(ctx.frame.exclude ?? []);
  const units = unitsAt(ctx.idx, level, scope?.pcode ?? null).filter((u) => !out.has(u.pcode));
  const values = await fetchValues(ctx, units, frameYear(ctx));
  // "La plus forte proportion de femmes": each unit's share of its own whole.
  if (ownShareOf(ctx)) return { scope, level, units, values: await ownShares(ctx, units, values) };
  return { scope, level, units, values };
}

function scopeText(ctx: OpContext, scope: Unit | undefined): string {
  return scope ? msg('scopeIn', ctx.lang, { place: label(scope, ctx.lang) }) : '';
}

function unranked(ctx: OpContext, units: Unit[]): void {
  if (units.length) ctx.b.say('', msg('unranked', ctx.lang, { list: units.map((u) => u.name).join(', ') }));
}

export function valueText(ctx: OpContext, v: Value): string {
  if (ownShareOf(ctx)) return pct(v.value!, ctx.lang);
  const decimals = ctx.frame.per !== null ? 2 : undefined;
  return decimals
    ? fmt(v.value!, ctx.lang, decimals)
    : withUnit(v.value, ctx.measure, ctx.lang, unitText(ctx, v.value));
}

export async function opRank(ctx: OpContext): Promise<void> {
  const { b, lang } = ctx;
  // One place named at the level ranked: its position among all of them.
  const place = positionAsked(ctx);
  if (place) return opPosition(ctx, place);
  const { scope, level, units, values } = await levelValues(ctx);
  const known = units.filter((u) => values.get(u.pcode)!.value !== null);
  const sign = ctx.frame.order === 'asc' ? 1 : -1;
  known.sort((x, y) => sign * (values.get(x.pcode)!.value! - values.get(y.pcode)!.value!));
  const n = ctx.frame.n ?? (known.length <= 15 ? known.length : ctx.frame.places.length || ctx.frame.level ? 10 : 5);
  // Both ends asked: the last is shown too, with its rank.
  const first = known.slice(0, Math.max(1, n));
  const shown = ctx.frame.spread && first.length < known.length ? [...first, known.at(-1)!] : first;
  const order = msg(ctx.frame.order === 'asc' ? 'orderAsc' : 'orderDesc', lang);
  b.say(
    msg('rankTitle', lang, {
      ranked: msg(`ranked_${level}`, lang),
      measure: figureName(ctx),
      scope: scopeText(ctx, scope),
      order,
    }),
    '',
  );
  const rows = shown.map((u) => {
    const v = values.get(u.pcode)!;
    record(ctx, u, v);
    return [String(known.indexOf(u) + 1), u.name, valueText(ctx, v), kindOf(v, ctx.measure, lang)];
  });
  b.say(
    ...table([lang === 'fr' ? 'Rang' : 'Rank', column('place', lang), figureName(ctx), column('kind', lang)], rows),
  );
  if (first.length < known.length)
    b.say(
      '',
      lang === 'fr'
        ? `(${first.length} premier${first.length > 1 ? 's' : ''} sur ${known.length}${shown.length > first.length ? ', et le dernier' : ''})`
        : `(first ${first.length} of ${known.length}${shown.length > first.length ? ', and the last' : ''})`,
    );
  // "Combien font-ils ensemble ?" after the first N: the units shown, added up.
  if (ctx.frame.together && ctx.measure.additive && first.length > 1) {
    const parts = first.map((u) => values.get(u.pcode)!.value!);
    const total = parts.reduce((a, v) => a + v, 0);
    b.say(
      '',
      msg('rankTogether', lang, {
        total: withUnit(total, ctx.measure, lang),
        terms: parts.map((v) => fmt(v, lang)).join(' + '),
      }),
    );
    if (ctx.frame.togetherShare)
      sayTogetherShare(
        ctx,
        total,
        known.map((u) => values.get(u.pcode)!.value!),
      );
    b.figure({
      label: `${ctx.measure.name[lang]} — ${msg('together', lang)}`,
      value: total,
      unit: ctx.measure.unit[lang],
      kind: 'computed',
      place: first.map((u) => u.name).join(', '),
      sourceIds: [...new Set(first.flatMap((u) => values.get(u.pcode)!.sourceIds))],
    });
  }
  // Both ends asked: the gap between the first and the last, computed.
  if (ctx.frame.spread && known.length >= 2) {
    const [hi, lo] = [known[0]!, known[known.length - 1]!];
    const [vh, vl] = [values.get(hi.pcode)!, values.get(lo.pcode)!];
    const gap = Math.abs(vh.value! - vl.value!);
    const unit = ctx.measure.format === 'percent' && !ownShareOf(ctx) ? msg('points', lang) : '';
    b.say(
      '',
      msg('rankSpread', lang, {
        hi: hi.name,
        lo: lo.name,
        vh: valueText(ctx, vh),
        vl: valueText(ctx, vl),
        gap: unit ? `${fmt(gap, lang, 1)} ${unit}` : valueText(ctx, { ...vh, value: gap }),
      }),
    );
  }
  unranked(
    ctx,
    units.filter((u) => values.get(u.pcode)!.value === null),
  );
}

export async function opThreshold(ctx: OpContext): Promise<void> {
  const { b, lang } = ctx;
  const t = ctx.frame.threshold!;
  const { scope, level, units, values } = await levelValues(ctx);
  const hit = units
    .filter((u) => {
      const v = values.get(u.pcode)!.value;
      if (v === null) return false;
      if (t.max !== undefined) return v >= t.value && v <= t.max;
      // "plus de 500 hab./km²": strictly over the number written, whatever the measure's unit.
      if (t.strict && t.asked !== undefined) return t.op === '>=' ? v > t.asked : v < t.asked;
      return t.op === '>=' ? v >= t.value : v <= t.value;
    })
    .sort((x, y) => values.get(y.pcode)!.value! - values.get(x.pcode)!.value!);
  const strict = t.strict && t.asked !== undefined && t.max === undefined;
  b.say(
    msg(hit.length === 1 ? 'thresholdOne' : hit.length ? 'threshold' : 'thresholdNone', lang, {
      none: lang === 'fr' ? (['region', 'commune'].includes(level) ? 'Aucune' : 'Aucun') : 'No',
      count: hit.length,
      levels: levelName(level, lang, hit.length > 1 || (hit.length === 0 && lang === 'en')),
      scope: scopeText(ctx, scope),
      op:
        t.max !== undefined
          ? msg('between', lang, { min: fmt(t.value, lang) })
          : msg(strict ? (t.op === '>=' ? 'moreThan' : 'lessThan') : t.op === '>=' ? 'atLeast' : 'atMost', lang),
      value: fmt(t.max ?? (strict ? t.asked! : t.value), lang),
      unit: ctx.measure.format === 'percent' || ownShareOf(ctx) ? '%' : ctx.measure.unit[lang],
    }),
    '',
  );
  for (const u of hit) {
    const v = values.get(u.pcode)!;
    record(ctx, u, v);
    b.say(`- **${u.name}** — ${valueText(ctx, v)} (${kindOf(v, ctx.measure, lang)})`);
  }
  if (ctx.frame.sumOf && hit.length) await sayTotalOf(ctx, hit);
  // None: the nearest one, so "none" is read against a figure.
  const held = units.filter((u) => values.get(u.pcode)!.value !== null);
  if (!hit.length && held.length) {
    const sign = t.op === '>=' ? -1 : 1;
    const near = held.sort((x, y) => sign * (values.get(x.pcode)!.value! - values.get(y.pcode)!.value!))[0]!;
    const v = values.get(near.pcode)!;
    record(ctx, near, v);
    b.say(
      msg(t.op === '>=' ? 'thresholdNearestHigh' : 'thresholdNearestLow', lang, {
        place: near.name,
        value: `${valueText(ctx, v)} (${kindOf(v, ctx.measure, lang)})`,
      }),
    );
  }
  unranked(
    ctx,
    units.filter((u) => values.get(u.pcode)!.value === null),
  );
}

export async function opBreakdown(ctx: OpContext): Promise<void> {
  const { b, lang } = ctx;
  const { scope, level, units, values } = await levelValues(ctx);
  b.say(
    msg('breakdownTitle', lang, {
      measure: ctx.measure.name[lang],
      level: levelName(level, lang),
      scope: scopeText(ctx, scope),
    }),
    '',
  );
  const sorted = [...units].sort(
    (x, y) => (values.get(y.pcode)!.value ?? -Infinity) - (values.get(x.pcode)!.value ?? -Infinity),
  );
  const rows = sorted.map((u) => {
    const v = values.get(u.pcode)!;
    record(ctx, u, v);
    return [u.name, v.value === null ? msg('noValue', lang) : valueText(ctx, v), kindOf(v, ctx.measure, lang)];
  });
  b.say(...table([column('place', lang), figureName(ctx), column('kind', lang)], rows));
  if (!scope || ctx.frame.op === 'sum') return;
  const own = (await fetchValues(ctx, [scope], frameYear(ctx))).get(scope.pcode)!;
  if (own.value === null) return;
  b.say('', `**${label(scope, lang)}** : ${valueText(ctx, own)} (${kindOf(own, ctx.measure, lang)})`);
}

export async function opSum(ctx: OpContext): Promise<void> {
  const { b, lang } = ctx;
  if (!ctx.measure.additive || ctx.frame.per !== null) {
    b.say(msg('notAdditive', lang), '');
    return opBreakdown(ctx);
  }
  if (ctx.frame.places.length >= 2) return sumOfPlaces(ctx);
  const { scope, level, units, values } = await levelValues(ctx);
  await opBreakdown(ctx);
  const known = units.filter((u) => values.get(u.pcode)!.value !== null);
  const sum = known.reduce((s, u) => s + values.get(u.pcode)!.value!, 0);
  const place = scope ?? ctx.idx.get('SN')!;
  b.say(
    '',
    msg('sum', lang, {
      count: known.length,
      levels: levelName(level, lang, true),
      place: label(place, lang),
      sum: num(sum, ctx.measure, lang),
      unit: unitText(ctx, sum),
    }),
  );
  b.figure({
    label: `${ctx.measure.name[lang]} — ${lang === 'fr' ? 'somme' : 'sum'}`,
    value: sum,
    unit: ctx.measure.unit[lang],
    kind: 'computed',
    place: label(place, lang),
    sourceIds: [...new Set(known.flatMap((u) => values.get(u.pcode)!.sourceIds))],
  });
  if (known.length < units.length) b.say(msg('sumIncomplete', lang, { n: units.length - known.length }));
  // (the parts counted in a fallback measure — geolocated facilities by department — and the whole in
  // the measure asked, which its level publishes: "total health centres across Kaolack's departments")
  const asked = ctx.catalog.measures.get(ctx.frame.measure);
  const whole = asked && asked.id !== ctx.measure.id ? { ...ctx, measure: asked } : ctx;
  const published = (await fetchValues(whole, [place], frameYear(ctx))).get(place.pcode)!;
  if (published.value !== null) {
    record(whole, place, published);
    b.say(
      msg('sumPublished', lang, {
        place: label(place, lang),
        value: `${num(published.value, whole.measure, lang)} (${kindOf(published, whole.measure, lang)})`,
      }),
    );
  }
}

/** "Total des postes de santé de Kaolack et de Sédhiou": the named places' figures added up. */
async function sumOfPlaces(ctx: OpContext): Promise<void> {
  const { b, lang } = ctx;
  const units = ctx.frame.places.map((p) => ctx.idx.get(p.pcode)).filter((u): u is Unit => !!u);
  const values = await fetchValues(ctx, units, frameYear(ctx));
  const known = units.filter((u) => values.get(u.pcode)!.value !== null);
  for (const u of units) {
    const v = values.get(u.pcode)!;
    record(ctx, u, v);
    b.say(
      `- **${label(u, lang)}** : ${valueText(ctx, v)}${v.value === null ? '' : ` (${kindOf(v, ctx.measure, lang)})`}`,
    );
  }
  if (ctx.frame.versusRest && known.length === units.length) return sayVersusRest(ctx, units, values);
  // (no figure at all is no total of 0: missing is not zero)
  if (!known.length) return;
  const sum = known.reduce((s, u) => s + values.get(u.pcode)!.value!, 0);
  const names = known.map((u) => u.name).join(' + ');
  b.say('', msg('sumPlaces', lang, { names, sum: num(sum, ctx.measure, lang), unit: unitText(ctx, sum) }));
  if (ctx.frame.mean && known.length) sayMean(ctx, sum, known.length);
  b.figure({
    label: `${figureName(ctx)} — ${lang === 'fr' ? 'somme' : 'sum'}`,
    value: sum,
    unit: unitText(ctx, sum),
    kind: 'computed',
    place: names,
    sourceIds: [...new Set(known.flatMap((u) => values.get(u.pcode)!.sourceIds))],
  });
  if (known.length < units.length) b.say(msg('sumIncomplete', lang, { n: units.length - known.length }));
}

/** The first place against the others added up: both figures and the difference, computed. */
function sayVersusRest(ctx: OpContext, units: Unit[], values: Map<string, Value>): void {
  const { b, lang } = ctx;
  const [first, ...rest] = units as [Unit, ...Unit[]];
  const a = values.get(first.pcode)!.value!;
  const parts = rest.map((u) => values.get(u.pcode)!.value!);
  const sum = parts.reduce((s, v) => s + v, 0);
  const n = (v: number) => num(v, ctx.measure, lang);
  b.say(
    '',
    msg('versusRest', lang, {
      first: label(first, lang),
      rest: rest.map((u) => label(u, lang)).join(' + '),
      a: n(a),
      b: n(sum),
      unit: unitText(ctx, sum),
      gap: n(Math.abs(a - sum)),
      dir: msg(a >= sum ? 'versusMore' : 'versusFewer', lang),
      terms: parts.map(n).join(' + '),
    }),
  );
  b.figure({
    label: `${figureName(ctx)} — ${lang === 'fr' ? 'écart' : 'difference'}`,
    value: a - sum,
    unit: unitText(ctx, sum),
    kind: 'computed',
    place: `${first.name} − (${rest.map((u) => u.name).join(' + ')})`,
    sourceIds: [...new Set(units.flatMap((u) => values.get(u.pcode)!.sourceIds))],
  });
}

/** The mean of the places added up: their sum over their number, computed. */
function sayMean(ctx: OpContext, sum: number, n: number): void {
  const { b, lang } = ctx;
  const mean = sum / n;
  b.say(
    msg('meanPlaces', lang, {
      mean: fmt(mean, lang, 1),
      unit: unitText(ctx, mean),
      sum: num(sum, ctx.measure, lang),
      n: fmt(n, lang),
    }),
  );
  b.figure({
    label: `${figureName(ctx)} — ${lang === 'fr' ? 'moyenne' : 'mean'}`,
    value: Number(mean.toFixed(1)),
    unit: unitText(ctx, mean),
    kind: 'computed',
    sourceIds: [],
  });
}
