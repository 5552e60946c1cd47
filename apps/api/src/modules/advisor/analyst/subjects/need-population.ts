import { type AnswerBuilder, fmt } from '../answer.ts';
import type { Unit } from '../places.ts';

/**
 * The people of a place whose needs are asked ("combien de litres d'eau par jour pour toute la
 * population de Podor en 2025 ?"): ANSD's figure for the year asked, else the 2023 census. A region
 * or the country is the sum of its departments (the data rule for region totals); a commune's
 * projected rows that were published swapped are never used, its census figure is.
 */
export interface PlacePeople {
  people: number;
  year: number;
  basis: string;
  sourceIds: string[];
}

export async function placePopulation(
  b: AnswerBuilder,
  unit: Unit,
  asked: number | null,
  year = asked ?? 2023,
): Promise<PlacePeople | null> {
  const summed = unit.level === 'region' || unit.level === 'country';
  const rows = summed
    ? await b.run<{ value: number; kind: string; sources: string[] }>(
        `select sum(p.value)::float8 as value, min(p.kind) as kind, array_agg(distinct p.source_id) as sources
         from knowledge.population p join knowledge.unit u on u.pcode = p.pcode
         where u.level = 'department' and ($1::text = 'SN' or u.region_pcode = $1) and p.producer = 'ANSD'
           and p.sex = 'total' and p.year = $2 having count(*) > 0`,
        [unit.pcode, year],
      )
    : await b.run<{ value: number; kind: string; sources: string[] }>(
        `select value::float8 as value, kind, array[source_id] as sources from knowledge.population
         where pcode = $1 and producer = 'ANSD' and sex = 'total' and year = $2 and caveat_id is null`,
        [unit.pcode, year],
      );
  const row = rows[0];
  if (!row) return year === 2023 ? null : placePopulation(b, unit, asked, 2023);
  const kind =
    row.kind === 'census'
      ? b.t(`recensement RGPH-5 ${year}`, `${year} RGPH-5 census`)
      : b.t(`projection ANSD ${year}`, `ANSD ${year} projection`);
  const level = b.t(
    {
      region: 'région',
      department: 'département',
      commune: 'commune',
      arrondissement: 'arrondissement',
      country: 'pays',
    }[unit.level],
    unit.level,
  );
  const sum = summed ? b.t(', somme de ses départements', ', sum of its departments') : '';
  const fallback =
    asked !== null && asked !== year
      ? b.t(` ; pas de chiffre utilisable pour ${asked}`, `; no usable figure for ${asked}`)
      : '';
  return {
    people: row.value,
    year,
    basis: b.t(
      `population de ${unit.name} (${level}) : ${fmt(row.value, 'fr')} habitants, ${kind}${sum}${fallback}`,
      `population of ${unit.name} (${level}): ${fmt(row.value, 'en')} inhabitants, ${kind}${sum}${fallback}`,
    ),
    sourceIds: row.sources,
  };
}
