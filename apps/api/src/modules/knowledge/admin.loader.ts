import { DataFileError } from './csv.ts';
import type { KnowledgeBuilder, Level, Value } from './knowledge.builder.ts';

/**
 * Places: the country, 14 regions and 46 departments (ANSD names and codes, OCHA p-codes),
 * arrondissements (COD-AB v02 2024, then 2019), 553 ANSD communes; areas; every published list
 * as it was published (`unit_listing`), and every spelling of every name (`unit_name`).
 */

const DEP_FILE = 'population/population_ansd_departements_2023_2030.csv';
const ADM1 = 'admin/sen_adm1_regions_simplified.geojson';
const ADM2 = 'admin/sen_adm2_departements46_simplified.geojson';
const V02_ADM2 = 'admin/ocha_codab_v02_adm2_departements_simplified.geojson';
const V02_ADM3 = 'admin/ocha_codab_v02_adm3_arrondissements_simplified.geojson';
const CODAB_2019 = 'admin/sen_admin_units_ocha_codab_2019.csv';
const ANSD_CODES = 'admin/ansd_area_codes_regions_departments_communes.csv';
const ALIASES = 'curated/place-aliases.csv';

export const ADMIN_FILES = [ADM1, ADM2, V02_ADM2, V02_ADM3, CODAB_2019, ANSD_CODES, ALIASES] as const;

export const LISTING_COLUMNS = [
  'listing',
  'code',
  'pcode',
  'level',
  'name',
  'parent_code',
  'valid_on',
  'area_km2',
  'note',
  'source_as_written',
];

function titleCase(upper: string): string {
  return upper.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

const text = (v: unknown): string | null =>
  v === undefined || v === null || String(v).trim() === '' ? null : String(v);

/** Builds the units; returns the ANSD code → p-code map the population files need. */
export function loadAdmin(b: KnowledgeBuilder): Map<string, string> {
  const AREA = b.knownSource('bdgp-200k');
  const listing = b.table('unit_listing', LISTING_COLUMNS);
  const list = (row: Record<string, Value>) => listing.push(LISTING_COLUMNS.map((c) => row[c] ?? null));
  b.unit('SN', 'country', 'Sénégal', null, null, null, 'SN');

  // Departments and regions (ANSD names and codes, OCHA p-codes).
  const ansdToPcode = new Map<string, string>([['SN', 'SN']]);
  for (const r of b.csv(DEP_FILE)) {
    const pcode = r.text('adm2_pcode');
    const region = r.text('adm1_pcode');
    b.unit(region, 'region', r.text('adm1_name'), 'SN', region, null, null);
    b.unit(pcode, 'department', r.text('adm2_name'), region, region, pcode, r.text('ansd_code'));
    ansdToPcode.set(r.text('ansd_code'), pcode);
    ansdToPcode.set(r.text('ansd_code').split('-').slice(0, 2).join('-'), region);
    b.unitName(pcode, r.text('adm2_name'), DEP_FILE, 'adm2_name');
    b.unitName(region, r.text('adm1_name'), DEP_FILE, 'adm1_name');
    b.unitName(pcode, r.text('ansd_name'), DEP_FILE, 'ansd_name');
  }
  for (const [code, pcode] of ansdToPcode) {
    const u = b.units.get(pcode);
    if (u?.level === 'region') u.ansdCode = code;
  }

  // Department areas from the 46-department layer; region areas are the sum of their departments.
  for (const p of b.geojson(ADM2)) {
    const pcode = String(p.adm2_pcode ?? '');
    const u = b.units.get(pcode);
    if (!u) throw new DataFileError(ADM2, 1, 1, `unknown department ${pcode}`);
    const area = Number(p.area_km2);
    if (!Number.isFinite(area) || area <= 0) throw new DataFileError(ADM2, 1, 1, `bad area for ${pcode}`);
    u.areaKm2 = area;
    u.areaSourceId = AREA;
    if (p.geometry_note) u.note = String(p.geometry_note);
    if (p.name_in_source) b.alias(String(p.name_in_source), pcode);
    if (String(p.adm1_pcode) !== u.region)
      throw new DataFileError(ADM2, 1, 1, `${pcode}: adm1_pcode ${String(p.adm1_pcode)} is not its region`);
    b.unitName(pcode, text(p.adm2_name), ADM2, 'adm2_name');
    b.unitName(pcode, text(p.name_in_source), ADM2, 'name_in_source');
    b.unitName(u.region, text(p.adm1_name), ADM2, 'adm1_name');
    list({
      listing: 'bdgp-200k',
      code: pcode,
      pcode,
      level: 'department',
      name: String(p.adm2_name),
      parent_code: u.region,
      area_km2: area,
      note: text(p.geometry_note),
      source_as_written: text(p.source),
    });
  }
  for (const p of b.geojson(ADM1)) {
    const pcode = String(p.adm1_pcode ?? '');
    if (b.units.get(pcode)?.level !== 'region') throw new DataFileError(ADM1, 1, 1, `unknown region ${pcode}`);
    b.alias(String(p.adm1_name ?? ''), pcode);
    b.unitName(pcode, text(p.adm1_name), ADM1, 'adm1_name');
    list({ listing: 'bdgp-200k', code: pcode, pcode, level: 'region', name: String(p.adm1_name), parent_code: 'SN' });
  }
  const units = [...b.units.values()];
  for (const u of units) {
    if (u.level !== 'region') continue;
    const deps = units.filter((d) => d.level === 'department' && d.region === u.pcode);
    u.areaKm2 = Math.round(deps.reduce((s, d) => s + (d.areaKm2 ?? 0), 0) * 100) / 100;
    u.areaSourceId = AREA;
  }

  // Departments in the official COD-AB v02 layer (the map's geometry): names as published.
  for (const p of b.geojson(V02_ADM2)) {
    const pcode = String(p.pcode);
    const u = b.units.get(pcode);
    if (u?.level !== 'department') throw new DataFileError(V02_ADM2, 1, 1, `unknown department ${pcode}`);
    b.unitName(pcode, text(p.nom), V02_ADM2, 'nom');
    b.unitName(u.region!, text(p.region), V02_ADM2, 'region');
    list({
      listing: 'ocha-codab-v02',
      code: pcode,
      pcode,
      level: 'department',
      name: String(p.nom),
      parent_code: u.region,
    });
  }
  // Arrondissements: OCHA COD-AB v02 (2024), then the 2019 list for any missing.
  for (const p of b.geojson(V02_ADM3)) {
    const pcode = String(p.pcode);
    const dept = String(p.adm2_pcode);
    if (b.units.get(dept)?.level !== 'department')
      throw new DataFileError(V02_ADM3, 1, 1, `unknown department ${dept}`);
    b.unit(pcode, 'arrondissement', String(p.nom), dept, dept.slice(0, 4), dept, null);
    b.unitName(pcode, text(p.nom), V02_ADM3, 'nom');
    b.unitName(dept, text(p.departement), V02_ADM3, 'departement');
    b.unitName(dept.slice(0, 4), text(p.region), V02_ADM3, 'region');
    list({
      listing: 'ocha-codab-v02',
      code: pcode,
      pcode,
      level: 'arrondissement',
      name: String(p.nom),
      parent_code: dept,
    });
  }
  const LEVELS: Record<number, Level> = { 1: 'region', 2: 'department', 3: 'arrondissement' };
  for (const r of b.csv(CODAB_2019)) {
    const level = LEVELS[r.int('level')] ?? r.fail('level', `unknown level ${r.text('level')}`);
    const pcode = r.text('pcode');
    if (level === 'arrondissement' && !b.units.has(pcode)) {
      const dept = r.text('adm2_pcode');
      b.unit(pcode, 'arrondissement', r.text('name_fr'), dept, dept.slice(0, 4), dept, null);
    } else if (b.units.has(pcode)) b.alias(r.text('name_fr'), pcode);
    const region = r.text('adm1_pcode');
    if (b.units.get(region)?.level !== 'region') r.fail('adm1_pcode', `unknown region ${region}`);
    b.unitName(pcode, r.text('name_fr'), CODAB_2019, 'name_fr');
    b.unitName(region, r.text('adm1_name'), CODAB_2019, 'adm1_name');
    const dept = r.opt('adm2_pcode');
    if (dept && b.units.has(dept)) b.unitName(dept, r.opt('adm2_name'), CODAB_2019, 'adm2_name');
    list({
      listing: 'ocha-codab-2019',
      code: pcode,
      pcode: b.units.has(pcode) ? pcode : null,
      level,
      name: r.text('name_fr'),
      parent_code: r.text('parent_pcode'),
      valid_on: r.opt('valid_on'),
    });
  }
  // Communes (ANSD codes are their identifiers).
  for (const r of b.csv(ANSD_CODES)) {
    const code = r.text('code');
    const level = r.text('niveau');
    let pcode: string;
    if (level === 'commune') {
      const dept = ansdToPcode.get(r.text('parent')) ?? r.fail('parent', `unknown department ${r.text('parent')}`);
      b.unit(code, 'commune', titleCase(r.text('nom')), dept, dept.slice(0, 4), dept, code);
      pcode = code;
    } else {
      pcode = ansdToPcode.get(code) ?? r.fail('code', `unknown ${level} ${code}`);
      b.alias(r.text('nom'), pcode);
    }
    b.unitName(pcode, r.text('nom'), ANSD_CODES, 'nom');
    list({ listing: 'ansd-codes', code, pcode, level, name: r.text('nom'), parent_code: r.text('parent') });
  }
  // Names people use for places (curated): only for places that exist.
  for (const r of b.csv(ALIASES)) {
    const pcode = r.text('pcode');
    if (b.units.has(pcode)) b.alias(r.text('alias'), pcode);
  }
  return ansdToPcode;
}
