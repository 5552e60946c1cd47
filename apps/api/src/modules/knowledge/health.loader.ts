import type { KnowledgeBuilder } from './knowledge.builder.ts';

/**
 * Health facilities: counts per region and type (with how many are geolocated), and geolocated
 * facilities per department and type (point in polygon: undercounts where GPS is missing).
 */

const BY_REGION = 'health/health_facilities_count_by_region_type.csv';
const BY_DEPARTMENT = 'health/health_facilities_geolocated_by_adm2_type.csv';
export const HEALTH_FILES = [BY_REGION, BY_DEPARTMENT] as const;

export function loadHealth(b: KnowledgeBuilder): void {
  const S_HEALTH = b.knownSource('health-2023');
  const health = b.table('health_facility', [
    'pcode',
    'facility_type',
    'n_facilities',
    'n_geolocated',
    'note',
    'source_id',
    'source_as_written',
  ]);
  for (const r of b.csv(BY_REGION)) {
    const pcode = r.text('adm1_pcode');
    if (b.units.get(pcode)?.level !== 'region') r.fail('adm1_pcode', `unknown region ${pcode}`);
    b.unitName(pcode, r.opt('adm1_name'), BY_REGION, 'adm1_name');
    health.push([
      pcode,
      r.text('facility_type'),
      r.int('n_facilities'),
      r.num('n_geolocated'),
      null,
      S_HEALTH,
      r.opt('source'),
    ]);
  }
  for (const r of b.csv(BY_DEPARTMENT)) {
    const pcode = r.text('adm2_pcode');
    const unit = b.units.get(pcode) ?? r.fail('adm2_pcode', `unknown department ${pcode}`);
    if (unit.level !== 'department') r.fail('adm2_pcode', `not a department: ${pcode}`);
    const region = unit.region ?? r.fail('adm2_pcode', `no region for ${pcode}`);
    if (region !== r.text('adm1_pcode')) r.fail('adm1_pcode', `not the region of ${pcode}`);
    b.unitName(pcode, r.opt('adm2_name'), BY_DEPARTMENT, 'adm2_name');
    b.unitName(region, r.opt('adm1_name'), BY_DEPARTMENT, 'adm1_name');
    health.push([
      pcode,
      r.text('facility_type'),
      null,
      r.int('n_geolocated_facilities'),
      r.opt('note'),
      S_HEALTH,
      null,
    ]);
  }
}
