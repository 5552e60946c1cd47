import type { AdvisorLanguage, HazardScoresPort } from '../../advisor.engine.ts';
import { type AnswerBuilder, fmt } from '../answer.ts';
import { type Catalog, dimensionLabel, type Measure } from '../catalog/catalog.ts';
import type { Frame } from '../read/frame.ts';
import type { Level, PlaceIndex, Unit } from '../places.ts';
import { ageText, label, levelName, msg } from '../write/format.ts';
import { rateOf, type Value, valuesOf } from './values.ts';

/** What every operation works with: the frame, its measure, and one way to fetch and record values. */
export interface OpContext {
  b: AnswerBuilder;
  frame: Frame;
  measure: Measure;
  catalog: Catalog;
  idx: PlaceIndex;
  lang: AdvisorLanguage;
  currentYear: number;
  hazardScores?: HazardScoresPort;
}

/** Communes whose ANSD projection rows were published with another commune's figures (data README). */
const SUSPECT_CAVEAT = 'commune-projection-rows';

/** The frame's measure for these units (a rate when the frame asks per N inhabitants). */
export async function fetchValues(
  ctx: OpContext,
  units: Unit[],
  year: number | null,
  useFallback = true,
): Promise<Map<string, Value>> {
  const { b, frame, catalog } = ctx;
  const pcodes = units.map((u) => u.pcode);
  const asked = { catalog, frame, year, currentYear: ctx.currentYear, hazardScores: ctx.hazardScores };
  const read = (m: Measure) =>
    frame.per !== null ? rateOf(b, m, pcodes, frame.per, asked) : valuesOf(b, m, pcodes, asked);
  let values = await read(ctx.measure);
  // A national figure the source does not publish (OCHA's age bands, facility counts): the sum of
  // its regions, before any fallback to another measure (a share must not mix the two).
  const sn = values.get('SN');
  if (sn && sn.value === null && ctx.measure.additive && frame.per === null) {
    const regions = ctx.idx.children('SN', 'region').map((u) => u.pcode);
    const parts = [...(await valuesOf(b, ctx.measure, regions, asked)).values()];
    if (parts.length && parts.every((v) => v.value !== null))
      values.set('SN', {
        ...parts[0]!,
        pcode: 'SN',
        value: parts.reduce((s, v) => s + v.value!, 0),
        sourceIds: [...new Set(parts.flatMap((v) => v.sourceIds))],
        note: 'sum of its regions (computed)',
      });
  }
  const fallback = ctx.measure.fallbackMeasure ? catalog.measures.get(ctx.measure.fallbackMeasure) : undefined;
  const rawNull = (v: Value) => (v.computed ? v.computed.inputs[0]!.value === null : v.value === null);
  if (useFallback && fallback && [...values.values()].every(rawNull)) {
    values = await read(fallback);
    const level = units[0]?.level ?? 'department';
    b.caveat(msg('fallbackGeolocated', ctx.lang, { level: levelName(level, ctx.lang) }));
    ctx.measure = fallback;
  }
  if (frame.complement && ctx.measure.complement) {
    for (const [p, v] of values) if (v.value !== null) values.set(p, complementOf(v));
  }
  return values;
}

/** 100 − a percentage, marked as computed with its input. */
function complementOf(v: Value): Value {
  return {
    ...v,
    value: Math.round((100 - v.value!) * 100) / 100,
    kind: 'computed',
    computed: { formula: '100 − a', inputs: [v] },
  };
}

/** The measure's name as a column or title says it (its complement when that is what was asked). */
export function figureName(ctx: OpContext): string {
  const per = ctx.frame.per;
  const name = baseFigureName(ctx);
  const of = ctx.frame.shareOf;
  if (of && typeof of === 'object') return `${name} — ${ctx.lang === 'fr' ? 'part' : 'share'} (%)`;
  if (per === null || per === 1 || ctx.measure.ratio) return name;
  return ctx.lang === 'fr' ? `${name} pour ${fmt(per, 'fr')} habitants` : `${name} per ${fmt(per, 'en')} inhabitants`;
}

function baseFigureName(ctx: OpContext): string {
  const type = ctx.frame.dims.facility_type;
  if (type) return dimensionLabel(ctx.catalog, 'facility_type', type, ctx.lang);
  const sex = ctx.frame.dims.sex;
  if (sex && sex !== 'total')
    return `${ctx.measure.name[ctx.lang]} (${dimensionLabel(ctx.catalog, 'sex', sex, ctx.lang)})`;
  return ctx.frame.complement && ctx.measure.complement ? ctx.measure.complement[ctx.lang] : ctx.measure.name[ctx.lang];
}

/** The value's own reading of the measure's name, with its dimensions ("population · femmes"). */
export function figureLabel(ctx: OpContext): string {
  const dims = Object.entries(ctx.frame.dims).map(([d, v]) => dimensionLabel(ctx.catalog, d, v, ctx.lang));
  const age = ctx.frame.ages ? [ageText(ctx.frame.ages, ctx.lang)] : [];
  const per =
    ctx.frame.per !== null
      ? [ctx.lang === 'fr' ? `pour ${ctx.frame.per} habitants` : `per ${ctx.frame.per} inhabitants`]
      : [];
  const name =
    ctx.frame.complement && ctx.measure.complement ? ctx.measure.complement[ctx.lang] : ctx.measure.name[ctx.lang];
  const text = [name, ...dims, ...age, ...per].join(' · ');
  return text[0]!.toUpperCase() + text.slice(1);
}

/** Records a figure, its place and period, and any caveat the data carries for it. */
export function record(ctx: OpContext, u: Unit, v: Value, asPlace = true): void {
  const { b, lang } = ctx;
  if (asPlace) b.place(u);
  if (v.year) b.period(v.year);
  else if (ctx.measure.period) b.period(ctx.measure.period);
  b.figure({
    label: figureLabel(ctx),
    value: v.value,
    unit: ctx.frame.per !== null ? '' : ctx.measure.unit[lang],
    kind: v.kind ?? (ctx.measure.period ? 'reported' : undefined),
    place: u.name,
    level: u.level,
    period: v.year ? String(v.year) : ctx.measure.period,
    sourceIds: v.sourceIds,
  });
  if (v.note && /swapped|suspect|permut/i.test(v.note) && ctx.measure.caveats?.includes(SUSPECT_CAVEAT))
    b.caveat(msg('suspectCommune', lang, { place: u.name }));
  const note = ctx.measure.note;
  if (note?.appliesTo?.includes(u.pcode) && v.value !== null) b.caveat(note[lang]);
  if (!v.sourceIds.length && v.value === null) b.missing(`${figureLabel(ctx)} — ${label(u, lang)}`);
}

/** The unit a figure is counted in: the kind of facility asked, else the measure's unit. */
export function unitText(ctx: OpContext, value: number | null = null): string {
  if (value === 1 && ctx.frame.per === null) {
    const type = ctx.frame.dims.facility_type;
    const one = type ? ctx.catalog.dimensions.facility_type?.values[type]?.one : ctx.measure.one;
    if (one) return one[ctx.lang];
  }
  const sex = ctx.frame.dims.sex;
  if (sex && sex !== 'total' && ctx.frame.per === null) return dimensionLabel(ctx.catalog, 'sex', sex, ctx.lang);
  const type = ctx.frame.dims.facility_type;
  if (type && ctx.frame.per === null) return dimensionLabel(ctx.catalog, 'facility_type', type, ctx.lang);
  return ctx.measure.unit[ctx.lang];
}

/** Says when an age range asked was widened to the published five-year bands. */
export function ageCaveat(ctx: OpContext): void {
  const f = ctx.frame;
  if (f.ages && f.agesAsked)
    ctx.b.caveat(
      msg('agesWidened', ctx.lang, { asked: ageText(f.agesAsked, ctx.lang), used: ageText(f.ages, ctx.lang) }),
    );
}

/** Units of a level inside a scope (or the whole country). */
export function unitsAt(idx: PlaceIndex, level: Level, within: string | null): Unit[] {
  const all = [...idx.units.values()].filter((u) => u.level === level);
  if (!within || within === 'SN') return all;
  return all.filter((u) => u.parent === within || u.region === within || u.department === within);
}

/**
 * A dimension value the measure's data never holds ("femmes de 15 à 49 ans": the age bands are
 * published for both sexes together only) is dropped from the frame and said, so the answer gives
 * the nearest figure the data holds instead of "not reported".
 */
export async function dropUnpublished(ctx: OpContext): Promise<OpContext> {
  const dims = ctx.measure.store?.dims ?? {};
  let frame = ctx.frame;
  // A national survey figure asked for a place: said to be absent there, before the national one.
  const unpublished = (frame.placesUnpublished ?? []).map((p) => ctx.idx.get(p)).filter((u): u is Unit => !!u);
  if (unpublished.length)
    ctx.b.say(
      msg('placeNotPublished', ctx.lang, {
        places: unpublished.map((u) => label(u, ctx.lang)).join(', '),
        measure: ctx.measure.name[ctx.lang],
      }),
      '',
    );
  for (const [dim, value] of Object.entries(frame.dims)) {
    const column = dims[dim]?.column;
    if (!column || !ctx.measure.store) continue;
    const held = await ctx.b.run<{ one: number }>(
      `select 1 as one from ${ctx.measure.store.table} where ${column} = $1 limit 1`,
      [value],
    );
    if (held.length) continue;
    const rest = Object.fromEntries(Object.entries(frame.dims).filter(([d]) => d !== dim));
    frame = { ...frame, dims: rest };
    // Said before the figure, so it is never read as the figure asked.
    ctx.b.say(
      msg('dimensionNotPublished', ctx.lang, {
        measure: ctx.measure.name[ctx.lang],
        value: dimensionLabel(ctx.catalog, dim, value, ctx.lang),
      }),
      '',
    );
  }
  return frame === ctx.frame ? ctx : { ...ctx, frame };
}

/** The units the frame names, as units of the place index. */
export function frameUnits(ctx: OpContext): Unit[] {
  return ctx.frame.places.map((p) => ctx.idx.get(p.pcode)).filter((u): u is Unit => !!u);
}

/** The year a frame asks (its last one), or null for the measure's reference year. */
export function frameYear(ctx: OpContext): number | null {
  return ctx.frame.years.length ? ctx.frame.years[ctx.frame.years.length - 1]! : null;
}
