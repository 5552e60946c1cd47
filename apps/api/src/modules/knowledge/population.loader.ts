import type { RowReader } from './csv.ts';
import type { KnowledgeBuilder, Value } from './knowledge.builder.ts';

/**
 * ANSD population: the 2023 census (RGPH-5) and projections 2024–2030. `population` holds the
 * figures to use (region totals from their departments, the country from the regions);
 * `population_published` holds every row of every ANSD file exactly as published, with a caveat
 * on the rows known to be wrong (Kolda/Kédougou region rows; 8 commune projection rows).
 */

const DEP_FILE = 'population/population_ansd_departements_2023_2030.csv';
const REG_FILE = 'population/population_ansd_regions_2023_2030.csv';
const RGPH = 'population/ansd_rgph5_2023_population_by_sex.csv';
const PROJ_COM = 'population/ansd_projections_2023_2030_by_commune.csv';
export const POPULATION_FILES = [DEP_FILE, REG_FILE, RGPH, PROJ_COM] as const;

export const REGION_ROWS_SWAPPED = 'rgph5-region-rows-swapped';
export const COMMUNE_ROWS_SWAPPED = 'commune-projection-rows-swapped';

export const POPULATION_COLUMNS = [
  'pcode',
  'year',
  'kind',
  'producer',
  'sex',
  'value',
  'source_id',
  'note',
  'caveat_id',
];
const PUBLISHED_COLUMNS = [
  'dataset',
  'ref_area',
  'pcode',
  'level',
  'year',
  'kind',
  'sex',
  'value',
  'indicator',
  'unit',
  'producer',
  'note',
  'caveat_id',
  'source_id',
];

const SEX: Record<string, string> = { _T: 'total', F: 'female', M: 'male' };
const kindOf = (year: number) => (year === 2023 ? 'census' : 'projection');
const YEARS = [2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030];

export function loadPopulation(b: KnowledgeBuilder, ansdToPcode: Map<string, string>): void {
  const S_CENSUS = b.knownSource('ansd-rgph5-2023');
  const S_PROJ_DEP = b.knownSource('ansd-proj-dep');
  const S_PROJ_COM = b.knownSource('ansd-proj-com');
  const population = b.table('population', POPULATION_COLUMNS);
  const published = b.table('population_published', PUBLISHED_COLUMNS);
  const pop = (
    pcode: string,
    year: number,
    kind: string,
    sex: string,
    value: number | null,
    sid: string,
    note: string | null,
    caveat: string | null = null,
  ) => population.push([pcode, year, kind, 'ANSD', sex, value, sid, note, caveat]);
  const publish = (row: Record<string, Value>) => published.push(PUBLISHED_COLUMNS.map((c) => row[c] ?? null));
  const levelOf = (pcode: string) => b.units.get(pcode)?.level ?? 'unknown';

  // Departments: census 2023 and projections 2024–2030.
  for (const r of b.csv(DEP_FILE)) {
    const pcode = r.text('adm2_pcode');
    for (const year of YEARS) {
      const v = r.int(`pop_${year}`);
      const sid = year === 2023 ? S_CENSUS : S_PROJ_DEP;
      pop(pcode, year, kindOf(year), 'total', v, sid, null);
      publish({
        dataset: 'population_ansd_departements_2023_2030',
        ref_area: r.text('ansd_code'),
        pcode,
        level: 'department',
        year,
        kind: kindOf(year),
        sex: 'total',
        value: v,
        producer: 'ANSD',
        note: r.opt('note'),
        source_id: sid,
      });
    }
  }

  // RGPH-5 2023 by sex. Region rows are published with Kolda and Kédougou swapped (README): the
  // figures to use are the sums of their departments; the published rows are kept, flagged.
  const regionSex = new Map<string, number>();
  const publishedRegion: { r: RowReader; pcode: string; sex: string; value: number }[] = [];
  for (const r of b.csv(RGPH, ';')) {
    const d = r.text('REF_AREA_D');
    const c = r.text('REF_AREA_C');
    const sex = SEX[r.text('SEXE')] ?? r.fail('SEXE', `unknown ${r.text('SEXE')}`);
    const year = r.int('TIME_PERIOD');
    const value = r.int('OBS_VALUE');
    const area = c !== '_T' ? c : d !== '_T' ? d : r.text('REF_AREA_R');
    if (r.text('REF_AREA_V') !== '_T') r.fail('REF_AREA_V', 'village-level rows are not expected');
    const meta = {
      dataset: r.text('DATAFLOW'),
      ref_area: area,
      year,
      kind: 'census',
      sex,
      value,
      indicator: r.text('INDIC_POP'),
      unit: r.text('UNIT'),
      producer: r.text('SOURCE'),
      source_id: S_CENSUS,
    };
    if (d === '_T') {
      const pcode = ansdToPcode.get(area) ?? r.fail('REF_AREA_R', `unknown region ${area}`);
      publishedRegion.push({ r, pcode, sex, value });
      publish({ ...meta, pcode, level: 'region', caveat_id: `pending:${pcode}|${sex}` });
      continue;
    }
    if (c === '_T') {
      const pcode = ansdToPcode.get(d) ?? r.fail('REF_AREA_D', `unknown department ${d}`);
      const region = pcode.slice(0, 4);
      regionSex.set(`${region}|${sex}`, (regionSex.get(`${region}|${sex}`) ?? 0) + value);
      if (sex !== 'total') pop(pcode, year, 'census', sex, value, S_CENSUS, null);
      publish({ ...meta, pcode, level: 'department' });
      continue;
    }
    if (!b.units.has(c)) r.fail('REF_AREA_C', `unknown commune ${c}`);
    pop(c, year, 'census', sex, value, S_CENSUS, null);
    publish({ ...meta, pcode: c, level: 'commune' });
  }
  // A published region row that is not the sum of its departments is flagged as swapped.
  const flagged = new Set(
    publishedRegion
      .filter((p) => regionSex.get(`${p.pcode}|${p.sex}`) !== p.value)
      .map((p) => `pending:${p.pcode}|${p.sex}`),
  );
  for (const row of published) {
    const c = row[12] as string | null;
    if (c?.startsWith('pending:')) row[12] = flagged.has(c) ? REGION_ROWS_SWAPPED : null;
  }

  // Regions and the country: sums of the departments.
  const regionTotals = new Map<string, Map<number, number>>();
  for (const p of population) {
    if (p[4] !== 'total' || levelOf(p[0] as string) !== 'department') continue;
    const region = b.units.get(p[0] as string)!.region!;
    const byYear = regionTotals.get(region) ?? new Map<number, number>();
    byYear.set(p[1] as number, (byYear.get(p[1] as number) ?? 0) + (p[5] as number));
    regionTotals.set(region, byYear);
  }
  const note = 'sum of its departments (computed)';
  const nationalByYear = new Map<number, number>();
  for (const [region, byYear] of regionTotals) {
    for (const [year, value] of byYear) {
      pop(region, year, kindOf(year), 'total', value, year === 2023 ? S_CENSUS : S_PROJ_DEP, note);
      nationalByYear.set(year, (nationalByYear.get(year) ?? 0) + value);
    }
    for (const sex of ['female', 'male']) {
      const v = regionSex.get(`${region}|${sex}`);
      if (v !== undefined) pop(region, 2023, 'census', sex, v, S_CENSUS, note);
    }
  }
  const national = 'sum of the 46 departments (computed)';
  for (const [year, value] of nationalByYear)
    pop('SN', year, kindOf(year), 'total', value, year === 2023 ? S_CENSUS : S_PROJ_DEP, national);
  for (const sex of ['female', 'male']) {
    let v = 0;
    for (const [key, n] of regionSex) if (key.endsWith(`|${sex}`)) v += n;
    pop('SN', 2023, 'census', sex, v, S_CENSUS, national);
  }
  if (!(nationalByYear.get(2023)! > 0)) throw new Error('no 2023 census total');

  // The region file is the same sums, computed by the data's authors: it must agree.
  for (const r of b.csv(REG_FILE)) {
    const pcode = r.text('adm1_pcode');
    if (ansdToPcode.get(r.text('ansd_code')) !== pcode) r.fail('ansd_code', `not the ANSD code of ${pcode}`);
    b.unitName(pcode, r.text('adm1_name'), REG_FILE, 'adm1_name');
    for (const year of YEARS) {
      const v = r.int(`pop_${year}`);
      if (regionTotals.get(pcode)?.get(year) !== v)
        r.fail(
          `pop_${year}`,
          `${v} is not the sum of the departments of ${pcode} (${regionTotals.get(pcode)?.get(year)})`,
        );
      publish({
        dataset: 'population_ansd_regions_2023_2030',
        ref_area: r.text('ansd_code'),
        pcode,
        level: 'region',
        year,
        kind: kindOf(year),
        sex: 'total',
        value: v,
        producer: 'ANSD',
        note: r.opt('note'),
        source_id: year === 2023 ? S_CENSUS : S_PROJ_DEP,
      });
    }
  }

  // Commune projections. Their 2023 rows should equal the census; the communes whose 2023 row
  // does not are the swapped/rotated rows of the README, and all their years are flagged.
  const census = new Map<string, number>();
  for (const p of population)
    if (p[2] === 'census' && p[4] === 'total' && levelOf(p[0] as string) === 'commune')
      census.set(p[0] as string, p[5] as number);
  const rows = b.csv(PROJ_COM, ';');
  const swapped = new Set<string>();
  for (const r of rows)
    if (r.int('TIME_PERIOD') === 2023 && census.get(r.text('REF_AREA')) !== r.int('OBS_VALUE'))
      swapped.add(r.text('REF_AREA'));
  for (const r of rows) {
    const c = r.text('REF_AREA');
    const year = r.int('TIME_PERIOD');
    if (!b.units.has(c)) r.fail('REF_AREA', `unknown commune ${c}`);
    const caveat = swapped.has(c) ? COMMUNE_ROWS_SWAPPED : null;
    publish({
      dataset: r.text('DATAFLOW'),
      ref_area: c,
      pcode: c,
      level: 'commune',
      year,
      kind: kindOf(year),
      sex: 'total',
      value: r.int('OBS_VALUE'),
      indicator: r.text('INDIC_PROJ_POP_2050'),
      unit: r.text('UNIT'),
      producer: r.text('SOURCE'),
      caveat_id: caveat,
      source_id: S_PROJ_COM,
    });
    if (year === 2023) continue; // 2023 is the census, already stored from DF_POP
    pop(c, year, 'projection', 'total', r.int('OBS_VALUE'), S_PROJ_COM, null, caveat);
  }
}
