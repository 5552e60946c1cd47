import type { HazardScoresPort } from '../../advisor.engine.ts';
import type { AnswerBuilder } from '../answer.ts';
import type { Catalog, Measure } from '../catalog/catalog.ts';
import type { Frame } from '../read/frame.ts';
import { dimensionsOf } from '../read/measures-read.ts';

/**
 * The planner's one way to read a measure: parameterised SQL over the table the catalog names,
 * then, for measures with years and producers, the row the frame asks for. Ratios (density) and
 * rates (per N inhabitants) are computed here from two measures and marked as computed.
 */

export interface Value {
  pcode: string;
  value: number | null;
  year: number | null;
  kind: string | null;
  producer: string | null;
  sourceIds: string[];
  note: string | null;
  /** The formula and inputs of a computed value, said in the answer. */
  computed?: { formula: string; inputs: Value[] };
}

interface Row {
  pcode: string;
  value: number | string | null;
  year: number | null;
  kind: string | null;
  producer: string | null;
  source_id: string;
  note: string | null;
}

/** The years a measure holds for these units (so a missing year can name the ones there are). */
export async function yearsHeld(
  b: AnswerBuilder,
  m: Measure,
  pcodes: string[],
  dims: Record<string, string> = {},
): Promise<number[]> {
  if (!m.store?.year || !m.store.place) return [];
  const params: unknown[] = [pcodes];
  const where = [`${m.store.place} = any($1)`];
  for (const [dim, d] of Object.entries(m.store.dims ?? {})) {
    const wanted = dims[dim] ?? d.default;
    if (!wanted) continue;
    params.push(wanted);
    where.push(`${d.column} = $${params.length}`);
  }
  const rows = await b.run<{ year: number }>(
    `select distinct ${m.store.year} as year from ${m.store.table} where ${where.join(' and ')} order by 1`,
    params,
  );
  return rows.map((r) => Number(r.year));
}

async function storeRows(b: AnswerBuilder, m: Measure, pcodes: string[], dims: Record<string, string>): Promise<Row[]> {
  const s = m.store!;
  const params: unknown[] = s.place ? [pcodes] : [];
  const where = s.place ? [`${s.place} = any($1)`] : ['true'];
  let aggregate = false;
  for (const [dim, d] of Object.entries(s.dims ?? {})) {
    const wanted = dims[dim] ?? d.default;
    if (wanted) {
      params.push(wanted);
      where.push(`${d.column} = $${params.length}`);
    } else if (d.aggregate) aggregate = true;
  }
  const range = s.range && dims[`${s.range.dim}_min`] !== undefined ? s.range : undefined;
  if (range) {
    params.push(Number(dims[`${range.dim}_min`]));
    where.push(`${range.min} >= $${params.length}`);
    const max = dims[`${range.dim}_max`];
    if (max !== undefined && max !== '') {
      params.push(Number(max));
      where.push(`${range.max} <= $${params.length}`);
    }
    aggregate = true;
  }
  const col = (c: string | undefined) => (c ? c : 'null');
  const column = s.valueColumns ? s.valueColumns.columns[dims[s.valueColumns.dim] ?? s.valueColumns.default]! : s.value;
  const value = aggregate ? `sum(${column})` : column;
  const note = aggregate ? `min(${col(s.note)})` : col(s.note);
  const keys = [s.place ?? "'SN'", s.source, ...[s.year, s.kind, s.producer].filter((c): c is string => !!c)];
  const group = aggregate ? ` group by ${keys.join(', ')}` : '';
  const sql =
    `select ${s.place ?? "'SN'"} as pcode, ${value} as value, ${col(s.year)} as year, ${col(s.kind)} as kind, ` +
    `${col(s.producer)} as producer, ${s.source} as source_id, ${note} as note ` +
    `from ${s.table} where ${where.join(' and ')}${group}`;
  return b.run<Row>(sql, params);
}

/** Which of a unit's rows the frame asks for: its year, producer and kind, or the reference one. */
function pick(rows: Row[], frame: Frame, year: number | null, currentYear: number): Row | undefined {
  const producer = frame.dims.producer;
  // A year says which kind of figure it is (2023 census, 2024–2030 projections): "kind" only chooses without one.
  const kind = year === null ? frame.dims.kind : undefined;
  let list = rows.filter((r) => (!producer || r.producer === producer) && (!kind || r.kind === kind));
  // "Selon le RGPH-5 de 2023, et selon OCHA 2020": with several years asked, a year the producer
  // named does not publish takes the source that does (the answer names each row's source) — as
  // does one year of two sources named ("part des femmes, recensement vs OCHA 2020", one share a year).
  const twoSources = frame.years.length > 1 || (producer && frame.dims.kind && frame.dims.kind !== 'projection');
  if (year !== null && twoSources && producer && !list.some((r) => r.year === year))
    list = rows.filter((r) => r.year === year && (!kind || r.kind === kind));
  if (!list.length) return undefined;
  if (list[0]!.year === null) return list[0];
  if (year !== null) {
    list = list.filter((r) => r.year === year);
    return list.find((r) => r.producer === 'ANSD') ?? list[0];
  }
  // "Dernière année projetée": the last year the producer publishes.
  if (frame.horizon)
    return [...list].filter((r) => r.producer !== 'OCHA').sort((a, b) => (b.year ?? 0) - (a.year ?? 0))[0];
  if (frame.latest) {
    const now = list.find((r) => r.year === currentYear && r.producer !== 'OCHA');
    return now ?? [...list].sort((a, b) => (b.year ?? 0) - (a.year ?? 0))[0];
  }
  const census = list.find((r) => r.kind === 'census');
  if (census) return census;
  return [...list].sort(
    (a, b) => (b.producer === 'ANSD' ? 1 : 0) - (a.producer === 'ANSD' ? 1 : 0) || (a.year ?? 0) - (b.year ?? 0),
  )[0];
}

function toValue(pcode: string, r: Row | undefined): Value {
  return {
    pcode,
    value: r?.value === null || r?.value === undefined ? null : Number(r.value),
    year: r?.year ?? null,
    kind: r?.kind ?? null,
    producer: r?.producer ?? null,
    sourceIds: r ? [r.source_id] : [],
    note: r?.note ?? null,
  };
}

export interface Asked {
  catalog: Catalog;
  frame: Frame;
  /** The year asked for this value, or null for the measure's reference year. */
  year: number | null;
  currentYear: number;
  hazardScores?: HazardScoresPort;
}

/** One value per unit of a measure (store, ratio or rate), in the frame's dimensions. */
export async function valuesOf(b: AnswerBuilder, m: Measure, pcodes: string[], a: Asked): Promise<Map<string, Value>> {
  const out = new Map<string, Value>();
  if (!pcodes.length) return out;
  if (m.ratio) {
    const term = (id: string, ranges?: [number, number | null][], dims?: Record<string, string>) => {
      const measure = a.catalog.measures.get(id)!;
      // (a dimension only the other term varies by is no filter of this one: households "au
      // recensement" are the census population over a household size that has no census kind)
      const own = dimensionsOf(measure);
      const kept = Object.fromEntries(Object.entries(a.frame.dims).filter(([d]) => own.has(d) || measure.ratio));
      const t = { ...a, frame: { ...a.frame, dims: { ...kept, ...dims } } };
      return ranges ? sumOfRanges(b, measure, pcodes, t, ranges) : valuesOf(b, measure, pcodes, t);
    };
    const num = await term(m.ratio.numerator, m.ratio.ages?.numerator, m.ratio.dims?.numerator);
    const den = await term(m.ratio.denominator, m.ratio.ages?.denominator, m.ratio.dims?.denominator);
    for (const p of pcodes) out.set(p, ratio(num.get(p)!, den.get(p)!, m.ratio.factor, m.ratio.round));
    return out;
  }
  if (m.difference) {
    const d = m.difference;
    const term = (id: string, dims?: Record<string, string>) =>
      valuesOf(
        b,
        a.catalog.measures.get(id)!,
        pcodes,
        dims ? { ...a, frame: { ...a.frame, dims: { ...a.frame.dims, ...dims } } } : a,
      );
    const whole = await term(d.of, d.dims?.of);
    const part = await term(d.minus, d.dims?.minus);
    for (const p of pcodes) out.set(p, difference(whole.get(p)!, part.get(p)!, d.abs));
    return out;
  }
  const ages = a.frame.ages;
  const dims = ages
    ? { ...a.frame.dims, age_min: String(ages[0]), age_max: ages[1] === null ? '' : String(ages[1]) }
    : a.frame.dims;
  if (m.service === 'hazard') return hazardValues(m, pcodes, a);
  const rows = await storeRows(b, m, pcodes, dims);
  const byUnit = new Map<string, Row[]>();
  for (const r of rows) byUnit.set(r.pcode, [...(byUnit.get(r.pcode) ?? []), r]);
  for (const p of pcodes) out.set(p, toValue(p, pick(byUnit.get(p) ?? [], a.frame, a.year, a.currentYear)));
  // A national figure not published (the country's area, its facilities, OCHA's age bands), also as
  // a ratio's or a rate's term: the sum of its regions.
  if (out.get('SN')?.value === null && m.additive && m.store?.place && !m.placeless) {
    const regions = (await b.run<{ pcode: string }>(`select pcode from knowledge.unit where level = 'region'`, [])).map(
      (r) => r.pcode,
    );
    const all = [...(await valuesOf(b, m, regions, a)).values()];
    // Counts of one list: the rows it holds make the country's count ("530 cases de santé géolocalisées").
    const listed = m.store.listCounts && all.some((v) => v.value !== null) && all.some((v) => v.value === null);
    const parts = listed ? all.filter((v) => v.value !== null) : all;
    if (parts.length && parts.every((v) => v.value !== null))
      out.set('SN', {
        ...parts[0]!,
        pcode: 'SN',
        value: parts.reduce((sum, v) => sum + v.value!, 0),
        sourceIds: [...new Set(parts.flatMap((v) => v.sourceIds))],
        note: listed ? 'sum of the regions the list counts (computed)' : 'sum of its regions (computed)',
      });
  }
  return out;
}

/** A term of a ratio that adds several age ranges of a measure ("0–14 and 65+"), null when one is missing. */
async function sumOfRanges(
  b: AnswerBuilder,
  m: Measure,
  pcodes: string[],
  a: Asked,
  ranges: [number, number | null][],
): Promise<Map<string, Value>> {
  const parts: Map<string, Value>[] = [];
  for (const ages of ranges) parts.push(await valuesOf(b, m, pcodes, { ...a, frame: { ...a.frame, ages } }));
  const out = new Map<string, Value>();
  for (const p of pcodes) {
    const vs = parts.map((x) => x.get(p)!);
    const held = vs.every((v) => v.value !== null);
    out.set(p, {
      ...vs[0]!,
      value: held ? vs.reduce((s, v) => s + v.value!, 0) : null,
      sourceIds: [...new Set(vs.flatMap((v) => v.sourceIds))],
    });
  }
  return out;
}

/** a − b, null when either is missing; the inputs are kept. */
function difference(x: Value, y: Value, abs = false): Value {
  const d = x.value !== null && y.value !== null ? Math.round((x.value - y.value) * 100) / 100 : null;
  const value = d !== null && abs ? Math.abs(d) : d;
  return {
    ...x,
    value,
    kind: 'computed',
    sourceIds: [...new Set([...x.sourceIds, ...y.sourceIds])],
    note: null,
    computed: { formula: 'a − b', inputs: [x, y] },
  };
}

/** numerator / denominator × factor, null when either is missing; the inputs are kept. */
export function ratio(num: Value, den: Value, factor: number, round = false): Value {
  const quotient = num.value !== null && den.value ? (num.value / den.value) * factor : null;
  const value = quotient !== null && round ? Math.round(quotient) : quotient;
  return {
    pcode: num.pcode,
    value,
    year: num.year ?? den.year,
    kind: 'computed',
    producer: num.producer ?? den.producer,
    sourceIds: [...new Set([...num.sourceIds, ...den.sourceIds])],
    note: null,
    computed: { formula: factor === 1 ? 'a / b' : `a / b × ${factor}`, inputs: [num, den] },
  };
}

/** A measure per N inhabitants: the measure's value over the population of the same year (census 2023 by default). */
export async function rateOf(
  b: AnswerBuilder,
  m: Measure,
  pcodes: string[],
  per: number,
  a: Asked,
): Promise<Map<string, Value>> {
  const values = await valuesOf(b, m, pcodes, a);
  // People counted by one producer in one year (OCHA's 2020 age bands) are set against the
  // population of that year and producer, never another source's (the 2023 census).
  const [years, producers] = [new Set<number>(), new Set<string>()];
  for (const v of values.values()) if (v.value !== null && v.year) years.add(v.year);
  for (const v of values.values()) if (v.value !== null && v.producer) producers.add(v.producer);
  const own = a.year === null && years.size === 1 && m.store?.year !== undefined;
  const popYear = own ? [...years][0]! : (a.year ?? (m.period && /^\d{4}$/.test(m.period) ? Number(m.period) : null));
  const asked = own && producers.size === 1 ? { ...a.frame.dims, producer: [...producers][0]! } : a.frame.dims;
  const population = a.catalog.measures.get('population')!;
  // "Femmes pour 1 000 habitants": a part of the population per head of the whole, each of its
  // own dimensions (sex) taken at its total in the denominator.
  const whole = Object.entries(m === population ? (population.store?.dims ?? {}) : {}).flatMap(([k, d]) =>
    d.default ? [[k, d.default] as const] : [],
  );
  const dims = { ...asked, ...Object.fromEntries(whole) };
  const pop = await valuesOf(b, population, pcodes, { ...a, year: popYear, frame: { ...a.frame, dims } });
  const out = new Map<string, Value>();
  for (const p of pcodes) out.set(p, ratio(values.get(p)!, pop.get(p)!, per));
  return out;
}

/** The flood priority index (issue 15), computed by the hazard service, not read from a table. */
async function hazardValues(m: Measure, pcodes: string[], a: Asked): Promise<Map<string, Value>> {
  const out = new Map<string, Value>();
  const scores = a.hazardScores ? await a.hazardScores('department') : { units: [], sources: [] };
  const byUnit = new Map(scores.units.map((u) => [u.pcode, u]));
  const sourceIds = scores.sources.map((s) => s.id);
  for (const p of pcodes) {
    const unit = byUnit.get(p);
    const score = (m.hazardComponent ? unit?.components[m.hazardComponent] : unit?.score) ?? null;
    out.set(p, {
      pcode: p,
      value: score,
      year: null,
      kind: 'computed',
      producer: null,
      sourceIds: score === null ? [] : sourceIds,
      note: null,
    });
  }
  return out;
}
