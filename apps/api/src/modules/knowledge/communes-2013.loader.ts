import { DataFileError } from './csv.ts';
import type { KnowledgeBuilder } from './knowledge.builder.ts';
import { normaliseName } from './normalise.ts';

/**
 * The 552 communes of the 2013 layout (urban or rural, area), as published, each matched to
 * the ANSD commune of the same name in the same department when exactly one exists.
 */

const FILE = 'admin/sen_communes552_2013era_simplified.geojson';
export const COMMUNES_2013_FILES = [FILE] as const;

export function loadCommunes2013(b: KnowledgeBuilder): void {
  const source = b.knownSource('communes-2013');
  const rows = b.table('commune_2013', [
    'id',
    'code_entite_src',
    'name',
    'department_name_2013',
    'region_name',
    'milieu',
    'area_km2',
    'department_pcode',
    'region_pcode',
    'pcode',
    'source_as_written',
    'source_id',
  ]);
  const byDeptName = new Map<string, string[]>();
  for (const u of b.units.values()) {
    if (u.level !== 'commune') continue;
    const key = `${u.department}|${normaliseName(u.name)}`;
    byDeptName.set(key, [...(byDeptName.get(key) ?? []), u.pcode]);
  }
  b.geojson(FILE).forEach((p, k) => {
    const name = String(p.commune_name ?? '').trim();
    if (!name) throw new DataFileError(FILE, 1, 1, `feature ${k + 1}: no commune_name`);
    const dept = p.adm2_pcode_2024 ? String(p.adm2_pcode_2024) : null;
    const region = p.adm1_pcode ? String(p.adm1_pcode) : null;
    if (dept && b.units.get(dept)?.level !== 'department')
      throw new DataFileError(FILE, 1, 1, `feature ${k + 1}: unknown department ${dept}`);
    if (region && b.units.get(region)?.level !== 'region')
      throw new DataFileError(FILE, 1, 1, `feature ${k + 1}: unknown region ${region}`);
    const matches = byDeptName.get(`${dept}|${normaliseName(name)}`) ?? [];
    const area = p.area_km2 === null || p.area_km2 === undefined || p.area_km2 === '' ? null : Number(p.area_km2);
    if (area !== null && !Number.isFinite(area)) throw new DataFileError(FILE, 1, 1, `feature ${k + 1}: bad area`);
    const str = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());
    rows.push([
      k + 1,
      str(p.code_entite_src),
      name,
      str(p.dept_name_2013),
      str(p.region_name),
      str(p.milieu),
      area,
      dept,
      region,
      matches.length === 1 ? matches[0]! : null,
      str(p.source),
      source,
    ]);
  });
}
