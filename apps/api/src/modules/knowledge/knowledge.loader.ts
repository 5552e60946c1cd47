import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CsvRow, DataFileError, parseCsv, RowReader } from './csv.ts';
import { normaliseName } from './normalise.ts';

/**
 * Loads `data/knowledge/` into the `knowledge` schema: parse every file first (a malformed file
 * stops here with file:line:column, before the database is touched), then replace the whole schema
 * in one implicit transaction (one multi-statement query), so a failure leaves the previous
 * version in place. The version is a hash of the files and of this loader's model.
 */

/** Bump when the model below changes, so existing databases reload. */
const MODEL_VERSION = 'knowledge-model-3';

interface DatabaseLike {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<void>;
}

export const KNOWLEDGE_FILES = [
  'admin/sen_adm1_regions_simplified.geojson',
  'admin/sen_adm2_departements46_simplified.geojson',
  'admin/ocha_codab_v02_adm3_arrondissements_simplified.geojson',
  'admin/sen_admin_units_ocha_codab_2019.csv',
  'admin/ansd_area_codes_regions_departments_communes.csv',
  'population/population_ansd_departements_2023_2030.csv',
  'population/ansd_rgph5_2023_population_by_sex.csv',
  'population/ansd_projections_2023_2030_by_commune.csv',
  'population/sen_admpop_adm1_2020.csv',
  'population/sen_admpop_adm2_2020.csv',
  'population/sen_admpop_adm3_2020.csv',
  'floods/flood_events.csv',
  'floods/flood_event_areas.csv',
  'health/health_facilities_count_by_region_type.csv',
  'health/health_facilities_geolocated_by_adm2_type.csv',
  'vulnerability/vulnerability_ehcvm_2021_2022_by_region.csv',
  'vulnerability/household_shocks_ehcvm_2021_2022_by_milieu.csv',
  'rainfall/rainfall_facts.csv',
  'response/response_standards.csv',
  'response/senegal_response_actors.csv',
] as const;

export const KNOWLEDGE_DDL = `
create schema knowledge;
create table knowledge.meta (key text primary key, value text not null);
create table knowledge.source (
  id text primary key, title text not null, organisation text, url text, published text,
  reliability text check (reliability in ('A','B','C')));
create table knowledge.unit (
  pcode text primary key, level text not null check (level in ('country','region','department','arrondissement','commune')),
  name text not null, parent_pcode text, region_pcode text, department_pcode text,
  area_km2 double precision, area_source_id text references knowledge.source(id), ansd_code text, note text);
create table knowledge.unit_alias (alias text not null, pcode text not null references knowledge.unit(pcode), primary key (alias, pcode));
create table knowledge.population (
  pcode text not null references knowledge.unit(pcode), year int not null,
  kind text not null check (kind in ('census','projection')), producer text not null,
  sex text not null check (sex in ('total','female','male')), value bigint,
  source_id text not null references knowledge.source(id), note text,
  primary key (pcode, year, producer, sex));
create table knowledge.flood_event (
  event_id text primary key, year int not null, start_date text, end_date text, name text not null,
  hazard_type text, main_areas text, deaths int, injured int, people_affected int, people_displaced int,
  households_affected int, families_displaced int, houses_destroyed int, houses_flooded int,
  other_impacts text, notes text, source_id text not null references knowledge.source(id));
create table knowledge.flood_event_area (
  id int primary key, event_id text not null references knowledge.flood_event(event_id),
  pcode text not null references knowledge.unit(pcode), place_as_written text, metric text not null,
  value double precision, certainty text, page text, excerpt text,
  source_id text not null references knowledge.source(id));
create table knowledge.health_facility (
  pcode text not null references knowledge.unit(pcode), facility_type text not null,
  n_facilities int, n_geolocated int, note text, source_id text not null references knowledge.source(id),
  primary key (pcode, facility_type));
create table knowledge.vulnerability (
  pcode text primary key references knowledge.unit(pcode), drinking_water_pct double precision,
  electricity_pct double precision, food_insecurity_pct double precision, food_insecurity_severe_pct double precision,
  shock_3y_pct double precision, caveat text, source_id text not null references knowledge.source(id));
create table knowledge.household_shock (
  shock text primary key, dakar_urban_pct double precision, other_urban_pct double precision,
  rural_pct double precision, national_pct double precision, caveat text,
  source_id text not null references knowledge.source(id));
create table knowledge.rainfall_fact (
  fact_id text primary key, scope text, place text, pcodes text[], period text, metric text not null,
  value_text text, value_num double precision, unit text, text_as_read text,
  source_id text not null references knowledge.source(id));
create table knowledge.response_standard (
  standard_id text primary key, sector text not null, indicator text not null, indicator_fr text,
  value_text text not null, value_num double precision, unit text, per text, note text,
  source_id text not null references knowledge.source(id));
create table knowledge.response_actor (
  actor_id text primary key, name_fr text not null, acronym text, name_en text, type text,
  parent_ministry text, mandate_fr text, mandate_en text, role text,
  source_id text not null references knowledge.source(id));
create index population_pcode_year on knowledge.population (pcode, year);
create index flood_event_area_pcode on knowledge.flood_event_area (pcode);
`;

type Value = string | number | null | string[];

interface Table {
  name: string;
  columns: string[];
  rows: Value[][];
}

export interface KnowledgeSet {
  version: string;
  tables: Table[];
  counts: Record<string, number>;
}

function literal(v: Value): string {
  if (v === null) return 'null';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  if (Array.isArray(v)) return `array[${v.map(literal).join(',')}]::text[]`;
  return `'${v.replace(/'/g, "''")}'`;
}

function titleCase(upper: string): string {
  return upper.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

export function knowledgeVersion(dir: string): string {
  const hash = createHash('sha256').update(MODEL_VERSION);
  for (const file of KNOWLEDGE_FILES) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Reads and checks every file; throws DataFileError (file:line:col) on the first problem. */
export function readKnowledge(dir: string): KnowledgeSet {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const csv = (file: string, sep = ',') => parseCsv(read(file), file, sep).map((row) => new RowReader(file, row));
  const geojson = (file: string): Record<string, unknown>[] => {
    const text = read(file);
    try {
      const parsed = JSON.parse(text) as { features?: { properties?: Record<string, unknown> }[] };
      if (!Array.isArray(parsed.features)) throw new DataFileError(file, 1, 1, 'no "features" array');
      return parsed.features.map((f) => f.properties ?? {});
    } catch (error) {
      if (error instanceof DataFileError) throw error;
      const m = /position (\d+)/.exec(String(error));
      const pos = m ? Number(m[1]) : 0;
      const before = text.slice(0, pos).split('\n');
      throw new DataFileError(
        file,
        before.length,
        (before.at(-1)?.length ?? 0) + 1,
        `invalid JSON (${(error as Error).message})`,
      );
    }
  };

  const sources = new Map<string, Value[]>();
  const source = (
    id: string,
    title: string,
    org: string | null,
    url: string | null,
    date: string | null,
    rel: string | null,
  ) => {
    if (rel !== null && !['A', 'B', 'C'].includes(rel)) throw new Error(`reliability of ${id}: ${rel}`);
    if (!sources.has(id)) sources.set(id, [id, title, org, url, date, rel]);
    return id;
  };
  const S_CENSUS = source(
    'ansd-rgph5-2023',
    'RGPH-5 2023 census (DF_POP)',
    'ANSD',
    'https://opendata.ansd.sn',
    '2023',
    'A',
  );
  const S_PROJ_DEP = source(
    'ansd-proj-dep',
    'Population projections 2024–2030 by department (DF_PROJ_POP_2050_DEP)',
    'ANSD',
    'https://opendata.ansd.sn',
    '2024',
    'A',
  );
  const S_PROJ_COM = source(
    'ansd-proj-com',
    'Population projections 2023–2030 by commune (DF_PROJ_POP_2050_COM)',
    'ANSD',
    'https://opendata.ansd.sn',
    '2024',
    'A',
  );
  const S_OCHA_POP = source(
    'ocha-codps-2020',
    'COD-PS Senegal: population projections 2020 (from the 2013 census)',
    'OCHA',
    'https://data.humdata.org/dataset/cod-ps-sen',
    '2020',
    'A',
  );
  const S_AREA = source(
    'bdgp-200k',
    'Senegal BD Géospatiales Prioritaires 1:200 000 (department areas)',
    'Government of Senegal',
    null,
    '2014',
    'B',
  );
  source(
    'ocha-codab',
    'COD-AB Senegal administrative boundaries and p-codes (v02 2024; 2019)',
    'OCHA',
    'https://data.humdata.org/dataset/cod-ab-sen',
    '2024',
    'A',
  );
  const S_HEALTH = source(
    'health-2023',
    'Consolidated health facility list (IRESSEF/DPRS/COUS/ANSD/EGH), counts computed',
    'IRESSEF / DPRS / COUS / ANSD',
    null,
    '2023-06-15',
    'A',
  );
  const S_EHCVM = source(
    'ansd-ehcvm-2021',
    'EHCVM II 2021–2022, final report (transcribed by ClimaSen)',
    'ANSD',
    null,
    '2022',
    'A',
  );

  const units = new Map<string, Value[]>();
  const aliases = new Set<string>();
  const alias = (name: string, pcode: string) => {
    const a = normaliseName(name);
    if (a) aliases.add(`${a}\u0000${pcode}`);
  };
  const unit = (
    pcode: string,
    level: string,
    name: string,
    parent: string | null,
    region: string | null,
    dept: string | null,
    ansd: string | null,
  ) => {
    if (!units.has(pcode)) units.set(pcode, [pcode, level, name, parent, region, dept, null, null, ansd, null]);
    alias(name, pcode);
    return units.get(pcode)!;
  };
  unit('SN', 'country', 'Sénégal', null, null, null, 'SN');
  for (const a of ['Senegal', 'Sénégal', 'le Sénégal', 'pays', 'country', 'national', 'the country', 'tout le pays'])
    alias(a, 'SN');

  // Departments and regions (ANSD names and codes, OCHA p-codes).
  const population: Value[][] = [];
  const ansdToPcode = new Map<string, string>([['SN', 'SN']]);
  const depFile = 'population/population_ansd_departements_2023_2030.csv';
  for (const r of csv(depFile)) {
    const pcode = r.text('adm2_pcode');
    const region = r.text('adm1_pcode');
    unit(region, 'region', r.text('adm1_name'), 'SN', region, null, null);
    unit(pcode, 'department', r.text('adm2_name'), region, region, pcode, r.text('ansd_code'));
    ansdToPcode.set(r.text('ansd_code'), pcode);
    ansdToPcode.set(r.text('ansd_code').split('-').slice(0, 2).join('-'), region);
    for (let year = 2023; year <= 2030; year++) {
      const v = r.int(`pop_${year}`);
      population.push([
        pcode,
        year,
        year === 2023 ? 'census' : 'projection',
        'ANSD',
        'total',
        v,
        year === 2023 ? S_CENSUS : S_PROJ_DEP,
        null,
      ]);
    }
  }
  for (const [code, pcode] of ansdToPcode) {
    const row = units.get(pcode);
    if (row && row[1] === 'region') row[8] = code;
  }
  // Region areas come from their departments; department areas from the 46-department layer.
  for (const p of geojson('admin/sen_adm2_departements46_simplified.geojson')) {
    const pcode = String(p.adm2_pcode ?? '');
    const row = units.get(pcode);
    if (!row)
      throw new DataFileError('admin/sen_adm2_departements46_simplified.geojson', 1, 1, `unknown department ${pcode}`);
    const area = Number(p.area_km2);
    if (!Number.isFinite(area) || area <= 0)
      throw new DataFileError('admin/sen_adm2_departements46_simplified.geojson', 1, 1, `bad area for ${pcode}`);
    row[6] = area;
    row[7] = S_AREA;
    if (p.geometry_note) row[9] = String(p.geometry_note);
    if (p.name_in_source) alias(String(p.name_in_source), pcode);
  }
  for (const p of geojson('admin/sen_adm1_regions_simplified.geojson'))
    alias(String(p.adm1_name ?? ''), String(p.adm1_pcode ?? ''));
  for (const row of units.values()) {
    if (row[1] !== 'region') continue;
    const deps = [...units.values()].filter((d) => d[1] === 'department' && d[4] === row[0]);
    row[6] = Math.round(deps.reduce((s, d) => s + (d[6] as number), 0) * 100) / 100;
    row[7] = S_AREA;
  }
  // Arrondissements: OCHA COD-AB v02 (2024), then the 2019 list for any missing.
  for (const p of geojson('admin/ocha_codab_v02_adm3_arrondissements_simplified.geojson')) {
    const pcode = String(p.pcode);
    const dept = String(p.adm2_pcode);
    const region = dept.slice(0, 4);
    unit(pcode, 'arrondissement', String(p.nom), dept, region, dept, null);
  }
  for (const r of csv('admin/sen_admin_units_ocha_codab_2019.csv')) {
    const level = r.int('level');
    const pcode = r.text('pcode');
    if (level === 3 && !units.has(pcode)) {
      const dept = r.text('adm2_pcode');
      unit(pcode, 'arrondissement', r.text('name_fr'), dept, dept.slice(0, 4), dept, null);
    } else if (units.has(pcode)) alias(r.text('name_fr'), pcode);
  }
  // Communes (ANSD codes are their identifiers).
  for (const r of csv('admin/ansd_area_codes_regions_departments_communes.csv')) {
    const code = r.text('code');
    const level = r.text('niveau');
    if (level === 'commune') {
      const dept = ansdToPcode.get(r.text('parent')) ?? r.fail('parent', `unknown department ${r.text('parent')}`);
      unit(code, 'commune', titleCase(r.text('nom')), dept, dept.slice(0, 4), dept, code);
    } else {
      const pcode = ansdToPcode.get(code) ?? r.fail('code', `unknown ${level} ${code}`);
      alias(r.text('nom'), pcode);
    }
  }
  // Common names people use for places.
  const extra: [string, string][] = [
    ['Touba', 'SN0203'],
    ['Mbacke', 'SN0203'],
    ['Saint Louis', 'SN10'],
    ['Ndar', 'SN10'],
    ['Casamance', 'SN14'],
    ['Dakar ville', 'SN0101'],
    ['Guediawaye', 'SN0102'],
    ['Thies', 'SN13'],
  ];
  for (const [a, p] of extra) if (units.has(p)) alias(a, p);

  // RGPH-5 2023 by sex (departments and communes; region rows are taken from their departments).
  const rgph = 'population/ansd_rgph5_2023_population_by_sex.csv';
  const regionSex = new Map<string, number>();
  for (const r of csv(rgph, ';')) {
    const d = r.text('REF_AREA_D');
    const c = r.text('REF_AREA_C');
    const sexCode = r.text('SEXE');
    const sex =
      sexCode === '_T'
        ? 'total'
        : sexCode === 'F'
          ? 'female'
          : sexCode === 'M'
            ? 'male'
            : r.fail('SEXE', `unknown ${sexCode}`);
    const year = r.int('TIME_PERIOD');
    const value = r.int('OBS_VALUE');
    if (d === '_T') continue; // region rows: Kolda and Kédougou are swapped as published (README)
    if (c === '_T') {
      const pcode = ansdToPcode.get(d) ?? r.fail('REF_AREA_D', `unknown department ${d}`);
      const region = pcode.slice(0, 4);
      regionSex.set(`${region}|${sex}`, (regionSex.get(`${region}|${sex}`) ?? 0) + value);
      if (sex !== 'total') population.push([pcode, year, 'census', 'ANSD', sex, value, S_CENSUS, null]);
      continue;
    }
    if (!units.has(c)) r.fail('REF_AREA_C', `unknown commune ${c}`);
    population.push([c, year, 'census', 'ANSD', sex, value, S_CENSUS, null]);
  }
  const regionTotals = new Map<string, Map<number, number>>();
  for (const p of population) {
    if (p[3] !== 'ANSD' || p[4] !== 'total') continue;
    const u = units.get(p[0] as string);
    if (u?.[1] !== 'department') continue;
    const region = u[4] as string;
    const byYear = regionTotals.get(region) ?? new Map<number, number>();
    byYear.set(p[1] as number, (byYear.get(p[1] as number) ?? 0) + (p[5] as number));
    regionTotals.set(region, byYear);
  }
  const note = 'sum of its departments (computed)';
  let national2023 = 0;
  const nationalByYear = new Map<number, number>();
  for (const [region, byYear] of regionTotals) {
    for (const [year, value] of byYear) {
      population.push([
        region,
        year,
        year === 2023 ? 'census' : 'projection',
        'ANSD',
        'total',
        value,
        year === 2023 ? S_CENSUS : S_PROJ_DEP,
        note,
      ]);
      nationalByYear.set(year, (nationalByYear.get(year) ?? 0) + value);
    }
    for (const sex of ['female', 'male']) {
      const v = regionSex.get(`${region}|${sex}`);
      if (v !== undefined) population.push([region, 2023, 'census', 'ANSD', sex, v, S_CENSUS, note]);
    }
  }
  for (const [year, value] of nationalByYear) {
    if (year === 2023) national2023 = value;
    population.push([
      'SN',
      year,
      year === 2023 ? 'census' : 'projection',
      'ANSD',
      'total',
      value,
      year === 2023 ? S_CENSUS : S_PROJ_DEP,
      'sum of the 46 departments (computed)',
    ]);
  }
  for (const sex of ['female', 'male']) {
    let v = 0;
    for (const [key, n] of regionSex) if (key.endsWith(`|${sex}`)) v += n;
    population.push(['SN', 2023, 'census', 'ANSD', sex, v, S_CENSUS, 'sum of the 46 departments (computed)']);
  }
  // ANSD commune projections (2023 is the census: already stored from DF_POP).
  for (const r of csv('population/ansd_projections_2023_2030_by_commune.csv', ';')) {
    const c = r.text('REF_AREA');
    const year = r.int('TIME_PERIOD');
    if (!units.has(c)) r.fail('REF_AREA', `unknown commune ${c}`);
    if (year === 2023) continue;
    population.push([c, year, 'projection', 'ANSD', 'total', r.int('OBS_VALUE'), S_PROJ_COM, null]);
  }
  // OCHA COD-PS 2020.
  const ocha = (file: string, pcodeField: string, nameField: string, level: string) => {
    for (const r of csv(file)) {
      const pcode = r.text(pcodeField);
      if (!units.has(pcode)) {
        if (level !== 'arrondissement') r.fail(pcodeField, `unknown ${level} ${pcode}`);
        const dept = r.text('ADM2_PCODE');
        unit(pcode, 'arrondissement', r.text(nameField), dept, dept.slice(0, 4), dept, null);
      } else alias(r.text(nameField), pcode);
      population.push([pcode, 2020, 'projection', 'OCHA', 'total', r.int('Total'), S_OCHA_POP, null]);
      population.push([pcode, 2020, 'projection', 'OCHA', 'female', r.int('Female'), S_OCHA_POP, null]);
      population.push([pcode, 2020, 'projection', 'OCHA', 'male', r.int('Male'), S_OCHA_POP, null]);
    }
  };
  ocha('population/sen_admpop_adm1_2020.csv', 'ADM1_PCODE', 'ADM1_FR', 'region');
  ocha('population/sen_admpop_adm2_2020.csv', 'ADM2_PCODE', 'ADM2_FR', 'department');
  ocha('population/sen_admpop_adm3_2020.csv', 'ADM3_PCODE', 'ADM3_FR', 'arrondissement');

  // Flood events.
  const events: Value[][] = [];
  const eventFile = 'floods/flood_events.csv';
  for (const r of csv(eventFile)) {
    const id = r.text('event_id');
    const rel = r.text('reliability');
    const sid = source(
      `event:${id}`,
      r.text('source_title'),
      r.opt('source_org'),
      r.opt('source_url'),
      r.opt('source_date'),
      rel,
    );
    events.push([
      id,
      r.int('year'),
      r.opt('start_date'),
      r.opt('end_date'),
      r.text('event_name'),
      r.opt('hazard_type'),
      r.opt('main_areas'),
      r.num('deaths'),
      r.num('injured'),
      r.num('people_affected'),
      r.num('people_displaced'),
      r.num('families_or_households_affected'),
      r.num('families_displaced'),
      r.num('houses_destroyed_or_collapsed'),
      r.num('houses_flooded'),
      r.opt('other_impacts'),
      r.opt('notes'),
      sid,
    ]);
  }
  const eventIds = new Set(events.map((e) => e[0]));
  const eventAreas: Value[][] = [];
  const areaFile = 'floods/flood_event_areas.csv';
  const eventReliability = new Map(events.map((e) => [e[0] as string, sources.get(e[17] as string)?.[5] ?? null]));
  csv(areaFile).forEach((r, k) => {
    const event = r.text('event_id');
    if (!eventIds.has(event)) r.fail('event_id', `unknown event ${event}`);
    const pcode = r.text('adm2_pcode');
    if (!units.has(pcode)) r.fail('adm2_pcode', `unknown department ${pcode}`);
    const certainty = r.opt('certainty');
    const sid = source(
      `event-area:${event}:${r.text('source_document').slice(0, 60)}`,
      r.text('source_document'),
      null,
      r.opt('source_url'),
      null,
      (certainty && ['A', 'B', 'C'].includes(certainty) ? certainty : (eventReliability.get(event) as string | null)) ??
        null,
    );
    eventAreas.push([
      k + 1,
      event,
      pcode,
      r.opt('place_as_written'),
      r.text('metric'),
      r.num('value'),
      certainty,
      r.opt('page'),
      r.opt('excerpt_or_summary'),
      sid,
    ]);
  });

  // Health facilities.
  const health: Value[][] = [];
  for (const r of csv('health/health_facilities_count_by_region_type.csv')) {
    const pcode = r.text('adm1_pcode');
    if (!units.has(pcode)) r.fail('adm1_pcode', `unknown region ${pcode}`);
    health.push([pcode, r.text('facility_type'), r.int('n_facilities'), r.num('n_geolocated'), null, S_HEALTH]);
  }
  for (const r of csv('health/health_facilities_geolocated_by_adm2_type.csv')) {
    const pcode = r.text('adm2_pcode');
    if (!units.has(pcode)) r.fail('adm2_pcode', `unknown department ${pcode}`);
    health.push([pcode, r.text('facility_type'), null, r.int('n_geolocated_facilities'), r.opt('note'), S_HEALTH]);
  }

  // Vulnerability.
  const vulnerability: Value[][] = [];
  for (const r of csv('vulnerability/vulnerability_ehcvm_2021_2022_by_region.csv')) {
    const pcode = r.text('adm1_pcode');
    if (!units.has(pcode)) r.fail('adm1_pcode', `unknown region ${pcode}`);
    vulnerability.push([
      pcode,
      r.num('drinking_water_access_households_pct'),
      r.num('electricity_access_households_pct'),
      r.num('food_insecurity_moderate_or_severe_pct'),
      r.num('food_insecurity_severe_pct'),
      r.num('households_with_shock_last_3y_pct'),
      r.opt('caveat'),
      S_EHCVM,
    ]);
  }
  const shocks: Value[][] = [];
  for (const r of csv('vulnerability/household_shocks_ehcvm_2021_2022_by_milieu.csv'))
    shocks.push([
      r.text('shock'),
      r.num('dakar_urban_pct'),
      r.num('other_urban_pct'),
      r.num('rural_pct'),
      r.num('national_pct'),
      r.opt('caveat'),
      S_EHCVM,
    ]);

  // Rainfall facts.
  const rainfall: Value[][] = [];
  for (const r of csv('rainfall/rainfall_facts.csv')) {
    const id = r.text('fact_id');
    const sid = source(`rainfall:${id}`, r.text('source'), null, r.opt('source_url'), null, r.opt('reliability'));
    const valueText = r.text('value');
    const numeric = /^[~>< ]*-?\d+(\.\d+)?$/.test(valueText) ? Number(valueText.replace(/[~>< ]/g, '')) : null;
    const pcodes = (r.opt('adm_pcode') ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    rainfall.push([
      id,
      r.opt('scope'),
      r.opt('place'),
      pcodes,
      r.opt('period_or_date'),
      r.text('metric'),
      valueText,
      numeric,
      r.opt('unit'),
      r.opt('text_as_read'),
      sid,
    ]);
  }

  // Response standards and actors.
  const standards: Value[][] = [];
  for (const r of csv('response/response_standards.csv')) {
    const id = r.text('standard_id');
    const sid = source(
      `standard:${id}`,
      r.text('source_title'),
      null,
      r.opt('source_url_as_stored'),
      r.opt('source_edition_or_year'),
      null,
    );
    const valueText = r.text('value');
    const m = /^[<>~]?\s*(\d+(?:[.,]\d+)?)/.exec(valueText);
    standards.push([
      id,
      r.text('sector'),
      r.text('indicator'),
      r.opt('indicator_fr'),
      valueText,
      m ? Number(m[1]!.replace(',', '.')) : null,
      r.opt('unit'),
      r.opt('per'),
      r.opt('phase_or_note'),
      sid,
    ]);
  }
  const actors: Value[][] = [];
  for (const r of csv('response/senegal_response_actors.csv')) {
    const id = r.text('actor_id');
    const sid = source(
      `actor:${id}`,
      r.text('source_title'),
      null,
      r.opt('source_url_as_stored'),
      r.opt('source_date'),
      null,
    );
    actors.push([
      id,
      r.text('name_fr'),
      r.opt('acronym'),
      r.opt('name_en'),
      r.opt('type'),
      r.opt('parent_ministry_as_of'),
      r.opt('mandate_fr'),
      r.opt('mandate_en'),
      r.opt('role_in_flood_response'),
      sid,
    ]);
  }

  // The README's check: every region equals the sum of its departments (here by construction);
  // and the census total must be the national figure ANSD published.
  if (national2023 <= 0) throw new Error('no 2023 census total');

  const tables: Table[] = [
    {
      name: 'source',
      columns: ['id', 'title', 'organisation', 'url', 'published', 'reliability'],
      rows: [...sources.values()],
    },
    {
      name: 'unit',
      columns: [
        'pcode',
        'level',
        'name',
        'parent_pcode',
        'region_pcode',
        'department_pcode',
        'area_km2',
        'area_source_id',
        'ansd_code',
        'note',
      ],
      rows: [...units.values()],
    },
    { name: 'unit_alias', columns: ['alias', 'pcode'], rows: [...aliases].map((a) => a.split('\u0000')) },
    {
      name: 'population',
      columns: ['pcode', 'year', 'kind', 'producer', 'sex', 'value', 'source_id', 'note'],
      rows: population,
    },
    {
      name: 'flood_event',
      columns: [
        'event_id',
        'year',
        'start_date',
        'end_date',
        'name',
        'hazard_type',
        'main_areas',
        'deaths',
        'injured',
        'people_affected',
        'people_displaced',
        'households_affected',
        'families_displaced',
        'houses_destroyed',
        'houses_flooded',
        'other_impacts',
        'notes',
        'source_id',
      ],
      rows: events,
    },
    {
      name: 'flood_event_area',
      columns: [
        'id',
        'event_id',
        'pcode',
        'place_as_written',
        'metric',
        'value',
        'certainty',
        'page',
        'excerpt',
        'source_id',
      ],
      rows: eventAreas,
    },
    {
      name: 'health_facility',
      columns: ['pcode', 'facility_type', 'n_facilities', 'n_geolocated', 'note', 'source_id'],
      rows: health,
    },
    {
      name: 'vulnerability',
      columns: [
        'pcode',
        'drinking_water_pct',
        'electricity_pct',
        'food_insecurity_pct',
        'food_insecurity_severe_pct',
        'shock_3y_pct',
        'caveat',
        'source_id',
      ],
      rows: vulnerability,
    },
    {
      name: 'household_shock',
      columns: ['shock', 'dakar_urban_pct', 'other_urban_pct', 'rural_pct', 'national_pct', 'caveat', 'source_id'],
      rows: shocks,
    },
    {
      name: 'rainfall_fact',
      columns: [
        'fact_id',
        'scope',
        'place',
        'pcodes',
        'period',
        'metric',
        'value_text',
        'value_num',
        'unit',
        'text_as_read',
        'source_id',
      ],
      rows: rainfall,
    },
    {
      name: 'response_standard',
      columns: [
        'standard_id',
        'sector',
        'indicator',
        'indicator_fr',
        'value_text',
        'value_num',
        'unit',
        'per',
        'note',
        'source_id',
      ],
      rows: standards,
    },
    {
      name: 'response_actor',
      columns: [
        'actor_id',
        'name_fr',
        'acronym',
        'name_en',
        'type',
        'parent_ministry',
        'mandate_fr',
        'mandate_en',
        'role',
        'source_id',
      ],
      rows: actors,
    },
  ];
  const counts = Object.fromEntries(tables.map((t) => [t.name, t.rows.length]));
  return { version: knowledgeVersion(dir), tables, counts };
}

/** The SQL that replaces the schema: one string, run as one implicit transaction. */
export function knowledgeSql(set: KnowledgeSet): string {
  const parts = [
    // Two servers starting at once: the second waits, then finds the version loaded.
    'select pg_advisory_xact_lock(7211000042);',
    'drop schema if exists knowledge cascade;',
    KNOWLEDGE_DDL,
  ];
  for (const t of set.tables) {
    for (let i = 0; i < t.rows.length; i += 500) {
      const chunk = t.rows.slice(i, i + 500);
      parts.push(
        `insert into knowledge.${t.name} (${t.columns.join(', ')}) values\n${chunk.map((r) => `(${r.map(literal).join(', ')})`).join(',\n')};`,
      );
    }
  }
  parts.push(
    `insert into knowledge.meta (key, value) values ('version', ${literal(set.version)}), ('loaded_at', ${literal(new Date().toISOString())});`,
  );
  return parts.join('\n');
}

export async function loadedKnowledgeVersion(db: DatabaseLike): Promise<string | null> {
  const exists = await db.query<{ ok: boolean }>(`select to_regclass('knowledge.meta') is not null as ok`);
  if (!exists.rows[0]?.ok) return null;
  const r = await db.query<{ value: string }>(`select value from knowledge.meta where key = 'version'`);
  return r.rows[0]?.value ?? null;
}

export interface LoadResult {
  loaded: boolean;
  version: string;
  counts?: Record<string, number>;
}

/** Loads when the data version changed (or `force`); a malformed file throws and changes nothing. */
export async function loadKnowledge(
  db: DatabaseLike,
  dir: string,
  options: { force?: boolean } = {},
): Promise<LoadResult> {
  const version = knowledgeVersion(dir);
  if (!options.force && (await loadedKnowledgeVersion(db)) === version) return { loaded: false, version };
  const set = readKnowledge(dir);
  await db.exec(knowledgeSql(set));
  return { loaded: true, version, counts: set.counts };
}

export type { CsvRow };
