import type { Unit } from '../places.ts';
import { dimensionLabel } from '../catalog/catalog.ts';
import { sayRegionValue } from './region-value.ts';
import { sayPeak, yearChange } from './peak.ts';
import { fmt } from '../answer.ts';
import {
  column,
  kindOf,
  label,
  label as labelOf,
  msg,
  num,
  pct,
  table,
  withUnit,
  gapDecimals,
} from '../write/format.ts';
import { sayValue } from '../write/statements.ts';
import { opAgeBands } from './age-ops.ts';
import { opByDimension } from './dimension-ops.ts';
import { fetchValues, figureName, frameUnits, frameYear, type OpContext, record, unitText } from './context.ts';
import { askedNames } from './names.ts';
import { sayGrowth } from './growth-lines.ts';
import { saySplitOff } from './split-units.ts';
import { nearSpellingLine, withoutSourceAsked } from './near-spelling.ts';
import { type Value, yearsHeld } from './values.ts';

/** How the whole of a place is said, by the dimension left out of it. */
const WHOLE_OF: Record<string, string> = { ages: 'allAgesOf', facility_type: 'allTypesOf' };
/** Operations on named places: value, compare, series and growth, share, rate. */

async function missingYear(ctx: OpContext, u: Unit, year: number): Promise<string> {
  const filtered = Object.entries(ctx.frame.dims).find(([d]) => ctx.measure.store?.dims?.[d]);
  if (filtered) {
    const whole = { ...ctx, frame: { ...ctx.frame, dims: {} } };
    const total = (await fetchValues(whole, [u], year)).get(u.pcode)!;
    if (total.value !== null) {
      record(whole, u, total);
      const kind = kindOf(total, ctx.measure, ctx.lang);
      const missing = msg('dimMissing', ctx.lang, {
        dim: msg(`dim_${filtered[0]}`, ctx.lang),
        year,
        place: label(u, ctx.lang),
        value: withUnit(total.value, ctx.measure, ctx.lang),
        kind,
      });
      // "Women in Louga in 2029?": the latest year the split is published for, with its figure.
      const held = (await yearsHeld(ctx.b, ctx.measure, [u.pcode], ctx.frame.dims)).filter((y) => y < year);
      const latest = held.length ? (await fetchValues(ctx, [u], held.at(-1)!)).get(u.pcode)! : null;
      if (!latest || latest.value === null) return missing;
      record(ctx, u, latest);
      const value = `${withUnit(latest.value, ctx.measure, ctx.lang)}, ${dimensionLabel(ctx.catalog, filtered[0], filtered[1], ctx.lang)}`;
      const at = { year: held.at(-1)!, value, kind: kindOf(latest, ctx.measure, ctx.lang) };
      return `${missing} ${msg('dimLatest', ctx.lang, at)}`;
    }
  }
  // "Selon OCHA, au recensement de 2023": no source holds that pair; the figure of the year, said so.
  const other = await withoutSourceAsked(ctx, u, year);
  if (other) return other;
  const years = await yearsHeld(ctx.b, ctx.measure, [u.pcode], ctx.frame.dims);
  ctx.b.missing(`${ctx.measure.name[ctx.lang]} — ${label(u, ctx.lang)} — ${year}`);
  const text = msg('noYear', ctx.lang, {
    measure: ctx.measure.name[ctx.lang],
    place: label(u, ctx.lang),
    year,
    years: years.join(', ') || '—',
  });
  const said = years.length && year > years[years.length - 1]! ? `${text} ${msg('noForecast', ctx.lang)}` : text;
  const near = await nearSpellingLine(ctx, u, year);
  return near ? `${said}\n\n${near}` : said;
}

export async function opValue(ctx: OpContext): Promise<void> {
  if (ctx.frame.byDim) return opByDimension(ctx, ctx.frame.byDim);
  if (ctx.measure.store?.range && !ctx.frame.ages) return opAgeBands(ctx);
  const { b, lang } = ctx;
  const units = frameUnits(ctx);
  const year = frameYear(ctx);
  const values = await fetchValues(ctx, units, year);
  for (const u of units) {
    const v = values.get(u.pcode)!;
    if (v.value === null && year !== null && ctx.measure.store?.year) {
      b.say(await missingYear(ctx, u, year));
      continue;
    }
    await sayValue(ctx, u, v, year);
    await sayRegionValue(ctx, u, v, year);
    // The reference figure is the census: say this year's projection beside it.
    if (v.kind === 'census' && year === null && !ctx.frame.dims.kind) {
      const now = (await fetchValues(ctx, [u], ctx.currentYear)).get(u.pcode)!;
      if (now.value !== null && now.kind === 'projection') {
        record(ctx, u, now);
        b.say(
          `  ${msg('alsoProjection', lang, { year: ctx.currentYear, value: withUnit(now.value, ctx.measure, lang) })}`,
        );
      }
    }
  }
  await otherReadings(ctx, year);
}

/** " — Bignona" (a commune's or arrondissement's department), " — Dakar" (a department's region). */
function parentOf(ctx: OpContext, u: Unit): string {
  const parent = ['commune', 'arrondissement'].includes(u.level) ? (u.department ?? u.region) : u.region;
  return u.level !== 'region' && parent ? ` — ${ctx.idx.get(parent)?.name ?? ''}` : '';
}

/**
 * A name that means several units: each other reading's figure (for every year of a series), so a
 * misreading costs nothing.
 */
async function otherReadings(ctx: OpContext, year: number | null, years: number[] = []): Promise<void> {
  // Beside a comparison or a series, the other readings are a note, not places of the answer.
  const asPlaces = years.length === 0 && ctx.frame.op !== 'compare';
  const { lang } = ctx;
  askedNames(ctx);
  for (const p of ctx.frame.places) {
    const u = ctx.idx.get(p.pcode);
    // (a reading that is itself a place of the answer is no other reading: "Mlomp et Mlomp")
    const others = p.others
      .filter((c) => !ctx.frame.places.some((q) => q.pcode === c))
      .map((c) => ctx.idx.get(c))
      .filter((u): u is Unit => !!u);
    if (!others.length) continue;
    const list: string[] = [];
    for (const o of others) {
      const figures: string[] = [];
      for (const y of years.length > 1 ? years : [year]) {
        const v = (await fetchValues(ctx, [o], y, false)).get(o.pcode)!;
        if (v.value === null) continue;
        record(ctx, o, v, asPlaces);
        const text = withUnit(v.value, ctx.measure, lang, unitText(ctx, v.value));
        figures.push(years.length > 1 ? `${num(v.value, ctx.measure, lang)} (${y})` : text);
      }
      if (figures.length) list.push(`${label(o, lang)}${parentOf(ctx, o)} : ${figures.join(', ')}`);
    }
    if (!list.length) continue;
    if (ctx.b.lines.at(-1) !== '') ctx.b.say('');
    ctx.b.say(
      msg('otherReadings', lang, { name: u?.name ?? others[0]!.name, list: list.join(lang === 'fr' ? ' ; ' : '; ') }),
    );
    // Two communes of one name ("Mlomp"): which one the figure above is, by its department.
    if (u && others.some((o) => o.level === u.level))
      ctx.b.say(msg('twinChosen', lang, { place: `${label(u, lang)}${parentOf(ctx, u)}` }));
  }
}

export async function opCompare(ctx: OpContext): Promise<void> {
  // "La différence entre Diourbel et Sédhiou, en 2023 et en 2030": the comparison at each year.
  if (ctx.frame.years.length < 2) return compareAt(ctx);
  for (const y of ctx.frame.years) await compareAt({ ...ctx, frame: { ...ctx.frame, years: [y] } });
}

async function compareAt(ctx: OpContext): Promise<void> {
  const { b, lang } = ctx;
  const units = frameUnits(ctx);
  const year = frameYear(ctx);
  const values = await fetchValues(ctx, units, year);
  // Two units of one name side by side ("Mlomp (Bignona) et Mlomp (Oussouye)"): each by its parent.
  const label = (u: Unit, l: typeof lang) =>
    units.some((o) => o !== u && o.name === u.name) ? `${labelOf(u, l)}${parentOf(ctx, u)}` : labelOf(u, l);
  const rows = units.map((u) => {
    const v = values.get(u.pcode)!;
    record(ctx, u, v);
    return [
      label(u, lang),
      v.year ? String(v.year) : (ctx.measure.period ?? '—'),
      num(v.value, ctx.measure, lang),
      kindOf(v, ctx.measure, lang, false),
    ];
  });
  b.say(...table([column('place', lang), column('year', lang), figureName(ctx), column('kind', lang)], rows));
  const known = units
    .filter((u) => values.get(u.pcode)!.value !== null)
    .sort((x, y) => values.get(y.pcode)!.value! - values.get(x.pcode)!.value!);
  if (known.length >= 2) {
    const [hi, lo] = [known[0]!, known[known.length - 1]!];
    const [vh, vl] = [values.get(hi.pcode)!.value!, values.get(lo.pcode)!.value!];
    b.say('');
    if (vh === vl) b.say(msg('compareEqual', lang, { a: label(hi, lang), b: label(lo, lang) }));
    else if (ctx.measure.format === 'percent' && ctx.frame.per === null)
      // Two percentages differ by points, not by a percentage of one another.
      b.say(
        msg('gapPointsRel', lang, {
          a: label(hi, lang),
          b: label(lo, lang),
          gap: fmt(vh - vl, lang, gapDecimals(vh, vl)),
          va: num(vh, ctx.measure, lang),
          vb: num(vl, ctx.measure, lang),
          pct: vl ? pct(((vh - vl) / vl) * 100, lang) : '—',
          times: vl ? fmt(vh / vl, lang, 2) : '—',
        }),
      );
    else {
      const diff =
        ctx.measure.format === 'count' && ctx.frame.per === null ? fmt(vh - vl, lang) : fmt(vh - vl, lang, 2);
      const more = vl ? pct(((vh - vl) / vl) * 100, lang) : '—';
      b.say(
        msg('compareBigger', lang, {
          a: label(hi, lang),
          b: label(lo, lang),
          diff,
          pct: more,
          times: vl ? fmt(vh / vl, lang, 2) : '—',
          va: num(vh, ctx.measure, lang),
          vb: num(vl, ctx.measure, lang),
        }),
      );
    }
  }
  await otherReadings(ctx, year);
}

/** Years of a series: the range asked, the years named, or one end named and the data's other end. */
export async function seriesYears(ctx: OpContext, pcodes = ctx.frame.places.map((p) => p.pcode)): Promise<number[]> {
  const f = ctx.frame;
  if (f.range) return Array.from({ length: f.range[1] - f.range[0] + 1 }, (_, i) => f.range![0] + i);
  const s = ctx.measure.store;
  // "Year by year" with no year named: every year the data holds, one end open on each side.
  const open = f.openRange ?? (f.years.length ? undefined : 'from');
  if (open && f.years.length <= 1 && s?.year && s.place) {
    // The producer asked, else every producer but OCHA's single 2020 projection.
    const producer = s.producer ? (f.dims.producer ?? null) : null;
    const rows = await ctx.b.run<{ year: number }>(
      `select distinct ${s.year} as year from ${s.table} where ${s.place} = any($1)` +
        (s.producer ? ` and (${s.producer} = $2 or ($2::text is null and ${s.producer} <> 'OCHA'))` : '') +
        ' order by 1',
      s.producer ? [pcodes, producer] : [pcodes],
    );
    const y = f.years[0] ?? 0;
    const held = rows.map((r) => Number(r.year)).filter((x) => (open === 'to' ? x <= y : x >= y));
    if (held.length) return held;
  }
  return f.years;
}

export async function opSeries(ctx: OpContext, withGrowth: boolean): Promise<void> {
  const { b, lang } = ctx;
  // "How much did it grow between 2023 and 2030": the two ends; "year by year": every year.
  const range = ctx.frame.range;
  const years = withGrowth && range ? [range[0], range[1]] : await seriesYears(ctx);
  // "…d'ici 2029 par rapport au recensement": the census year of the first place, then the year asked.
  if (withGrowth && !range && years.length === 1 && ctx.frame.dims.kind === 'census') {
    const first = frameUnits(ctx)[0];
    const census = first ? (await fetchValues(ctx, [first], null)).get(first.pcode) : undefined;
    if (census?.year && census.year < years[0]!) years.unshift(census.year);
  }
  const yearly = (ctx.frame.growthAsks ?? []).includes('yearly') && ctx.measure.format === 'count';
  for (const u of frameUnits(ctx)) {
    const rows: string[][] = [];
    const got: { year: number; v: Value }[] = [];
    for (const year of years) {
      const v = (await fetchValues(ctx, [u], year)).get(u.pcode)!;
      if (v.value === null) {
        rows.push([String(year), msg('noValue', lang), '']);
        continue;
      }
      record(ctx, u, v);
      // "Yearly increase, one figure per year": each year's change on the year before, computed.
      const before = got.at(-1);
      const change =
        yearly && before?.year === year - 1 && before.v.value ? yearChange(before.v.value, v.value, lang) : '—';
      got.push({ year, v });
      rows.push([
        String(year),
        num(v.value, ctx.measure, lang),
        ...(yearly ? [change] : []),
        kindOf(v, ctx.measure, lang),
      ]);
    }
    const head = [column('year', lang), ctx.measure.name[lang], ...(yearly ? [column('yearChange', lang)] : [])];
    b.say(`**${label(u, lang)}**`, '', ...table([...head, column('kind', lang)], rows), '');
    if ((withGrowth || got.length >= 2) && got.length >= 2) await sayGrowth(ctx, u, got);
    await saySplitOff(ctx, u, got);
    if (ctx.frame.growthAsks?.includes('peak')) sayPeak(ctx, got);
  }
  await otherReadings(ctx, null, years);
}

export async function opShare(ctx: OpContext): Promise<void> {
  // "Kaolack : % du Sénégal en 2023 et en 2030": the share at each year asked.
  if (ctx.frame.years.length < 2) return shareAt(ctx);
  for (const y of ctx.frame.years) {
    // Each year's shares under its year: two sources' years ("recensement vs OCHA 2020") read apart.
    ctx.b.say(`**${y}**`);
    await shareAt({ ...ctx, frame: { ...ctx.frame, years: [y] } });
  }
}

async function shareAt(ctx: OpContext): Promise<void> {
  const { b, lang, frame } = ctx;
  const year = frameYear(ctx);
  const parts: { u: Unit; v: Value; whole: Unit; w: Value }[] = [];
  for (const u of frameUnits(ctx)) {
    const v = (await fetchValues(ctx, [u], year)).get(u.pcode)!;
    let whole: Unit | undefined;
    let w: Value | undefined;
    if (frame.shareOf && typeof frame.shareOf === 'object') {
      whole = u;
      const total = ctx.catalog.measures.get(frame.shareOf.measure)!;
      const drop = frame.shareOf.without;
      const dims = Object.fromEntries(Object.entries(frame.dims).filter(([d]) => d !== drop));
      // The whole comes from the part's own source and year (OCHA 2020 ages are never set against the 2023 census).
      if (v.producer && total.store?.producer) dims.producer = v.producer;
      // "La part des moins de 15 ans": of every age of the same place.
      const ages = drop === 'ages' ? null : frame.ages;
      const at = v.year ?? year;
      w = (await fetchValues({ ...ctx, measure: total, frame: { ...frame, dims, ages } }, [u], at)).get(u.pcode)!;
    } else {
      const scope = frame.within ?? (frame.shareOf === 'country' ? 'SN' : (u.parent ?? 'SN'));
      whole = ctx.idx.get(scope) ?? ctx.idx.get('SN');
      if (whole) w = (await fetchValues(ctx, [whole], v.year ?? year)).get(whole.pcode)!;
    }
    record(ctx, u, v);
    if (!whole || !w || v.value === null || !w.value || (whole === u && typeof frame.shareOf === 'string')) {
      b.say(`- **${label(u, lang)}** : ${withUnit(v.value, ctx.measure, lang, unitText(ctx, v.value))}`);
      continue;
    }
    if (whole !== u) record(ctx, whole, w);
    const share = (v.value / w.value) * 100;
    b.figure({
      label: `${ctx.measure.name[lang]} — ${lang === 'fr' ? 'part' : 'share'}`,
      value: Number(share.toFixed(2)),
      unit: '%',
      kind: 'computed',
      place: label(u, lang),
      period: v.year ? String(v.year) : undefined,
      sourceIds: [...v.sourceIds, ...w.sourceIds],
    });
    const of = frame.shareOf as { measure: string; without?: string };
    const wholeName =
      whole !== u
        ? label(whole, lang)
        : of.without
          ? msg(WHOLE_OF[of.without] ?? 'allOf', lang, { place: label(u, lang) })
          : ctx.catalog.measures.get(of.measure)!.name[lang];
    // (a place of the same level as the whole, larger than it: also said in times, "2,67 fois")
    const larger = whole !== u && whole.level === u.level && share >= 100;
    const times = larger ? ` (${msg('times', lang, { times: fmt(share / 100, lang, 2) })})` : '';
    b.say(
      `- ${msg('share', lang, { place: label(u, lang), a: num(v.value, ctx.measure, lang), b: fmt(w.value, lang), whole: wholeName, pct: pct(share, lang) + times })}`,
    );
    parts.push({ u, v, whole, w });
  }
  if (frame.together) sayTogether(ctx, parts);
}

/** "Tambacounda et Dakar ensemble": the places added up, as a share of their common whole. */
function sayTogether(ctx: OpContext, parts: { u: Unit; v: Value; whole: Unit; w: Value }[]): void {
  const { b, lang } = ctx;
  const whole = parts[0]?.whole;
  if (parts.length < 2 || !whole || parts.some((p) => p.whole !== whole || p.w.value !== parts[0]!.w.value)) return;
  const sum = parts.reduce((s, p) => s + p.v.value!, 0);
  const share = (sum / parts[0]!.w.value!) * 100;
  b.figure({
    label: `${ctx.measure.name[lang]} — ${lang === 'fr' ? 'part, ensemble' : 'share, together'}`,
    value: Number(share.toFixed(2)),
    unit: '%',
    kind: 'computed',
    place: parts.map((p) => p.u.name).join(' + '),
    period: parts[0]!.v.year ? String(parts[0]!.v.year) : undefined,
    sourceIds: [...new Set(parts.flatMap((p) => [...p.v.sourceIds, ...p.w.sourceIds]))],
  });
  b.say(
    '',
    msg('shareTogether', lang, {
      places: parts.map((p) => label(p.u, lang)).join(' + '),
      a: fmt(sum, lang),
      b: fmt(parts[0]!.w.value!, lang),
      whole: label(whole, lang),
      pct: pct(share, lang),
      formula: parts.map((p) => fmt(p.v.value!, lang)).join(' + '),
    }),
  );
}
