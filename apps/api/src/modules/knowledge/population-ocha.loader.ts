import type { KnowledgeBuilder } from './knowledge.builder.ts';

/**
 * OCHA COD-PS 2020 (projections from the 2013 census) for regions, departments and
 * arrondissements: total, female, male, and 17 age bands (both sexes together, as published).
 */

const LEVELS = [
  { file: 'population/sen_admpop_adm1_2020.csv', depth: 1, level: 'region' },
  { file: 'population/sen_admpop_adm2_2020.csv', depth: 2, level: 'department' },
  { file: 'population/sen_admpop_adm3_2020.csv', depth: 3, level: 'arrondissement' },
] as const;
export const POPULATION_OCHA_FILES = LEVELS.map((l) => l.file);

export const AGE_COLUMNS = [
  'pcode',
  'year',
  'kind',
  'producer',
  'sex',
  'age_band',
  'age_min',
  'age_max',
  'value',
  'source_id',
];

/** `T_00_04` → 00_04, 0, 4; `T_80plus` → 80plus, 80, null. The prefix says the sex (T: both). */
const BAND = /^([TFM])_(\d\d)_(\d\d)$|^([TFM])_(\d\d)plus$/;
const SEX_OF: Record<string, string> = { T: 'total', F: 'female', M: 'male' };

export function loadPopulationOcha(b: KnowledgeBuilder): void {
  const S_OCHA_POP = b.knownSource('ocha-codps-2020');
  const population = b.table('population', [
    'pcode',
    'year',
    'kind',
    'producer',
    'sex',
    'value',
    'source_id',
    'note',
    'caveat_id',
  ]);
  const ages = b.table('population_age', AGE_COLUMNS);
  for (const { file, depth, level } of LEVELS) {
    const pcodeField = `ADM${depth}_PCODE`;
    const nameField = `ADM${depth}_FR`;
    for (const r of b.csv(file)) {
      const pcode = r.text(pcodeField);
      if (!b.units.has(pcode)) {
        if (level !== 'arrondissement') r.fail(pcodeField, `unknown ${level} ${pcode}`);
        const dept = r.text('ADM2_PCODE');
        b.unit(pcode, 'arrondissement', r.text(nameField), dept, dept.slice(0, 4), dept, null);
      } else b.alias(r.text(nameField), pcode);
      // The parents named on the row must be the unit's parents; their names are kept.
      if (r.text('ADM0_PCODE') !== 'SN') r.fail('ADM0_PCODE', `not Senegal: ${r.text('ADM0_PCODE')}`);
      b.unitName('SN', r.text('ADM0_FR'), file, 'ADM0_FR');
      b.unitName('SN', r.text('ADM0_EN'), file, 'ADM0_EN');
      for (let d = 1; d <= depth; d++) {
        const parent = r.text(`ADM${d}_PCODE`);
        if (parent !== pcode.slice(0, 2 + 2 * d)) r.fail(`ADM${d}_PCODE`, `${parent} is not a parent of ${pcode}`);
        b.unitName(parent, r.text(`ADM${d}_FR`), file, `ADM${d}_FR`);
      }
      population.push([pcode, 2020, 'projection', 'OCHA', 'total', r.int('Total'), S_OCHA_POP, null, null]);
      population.push([pcode, 2020, 'projection', 'OCHA', 'female', r.int('Female'), S_OCHA_POP, null, null]);
      population.push([pcode, 2020, 'projection', 'OCHA', 'male', r.int('Male'), S_OCHA_POP, null, null]);
      for (const column of Object.keys(r.row.values)) {
        const m = BAND.exec(column);
        if (!m) continue;
        const sex = SEX_OF[m[1] ?? m[4]!]!;
        const min = Number(m[2] ?? m[5]);
        const max = m[3] === undefined ? null : Number(m[3]);
        const band = max === null ? `${m[5]}plus` : `${m[2]}_${m[3]}`;
        ages.push([pcode, 2020, 'projection', 'OCHA', sex, band, min, max, r.num(column), S_OCHA_POP]);
      }
    }
  }
}
