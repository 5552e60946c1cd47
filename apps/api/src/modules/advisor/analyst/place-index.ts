import type { QueryRunner } from './answer.ts';
import { type Level, PlaceIndex } from './places.ts';

/** The place index, built from `knowledge.unit` and its aliases, rebuilt when the data version changes. */
export function placeIndexLoader(db: QueryRunner): () => Promise<PlaceIndex> {
  let index: Promise<PlaceIndex> | undefined;
  let indexVersion: string | undefined;
  return async () => {
    const v = (await db.query<{ value: string }>(`select value from knowledge.meta where key = 'version'`)).rows[0]
      ?.value;
    if (!index || v !== indexVersion) {
      indexVersion = v;
      index = (async () => {
        const units = await db.query<{
          pcode: string;
          level: Level;
          name: string;
          parent_pcode: string | null;
          region_pcode: string | null;
          department_pcode: string | null;
          area_km2: number | null;
        }>('select pcode, level, name, parent_pcode, region_pcode, department_pcode, area_km2 from knowledge.unit');
        const aliases = await db.query<{ alias: string; pcode: string }>(
          'select alias, pcode from knowledge.unit_alias',
        );
        return new PlaceIndex(
          units.rows.map((u) => ({
            pcode: u.pcode,
            level: u.level,
            name: u.name,
            parent: u.parent_pcode,
            region: u.region_pcode,
            department: u.department_pcode,
            area: u.area_km2,
          })),
          // An OCHA p-code ("SN0103", "sn08") names its unit, as GIS users write it.
          [
            ...aliases.rows,
            ...units.rows
              .filter((u) => /^SN\d{2,}$/.test(u.pcode))
              .map((u) => ({ alias: u.pcode.toLowerCase(), pcode: u.pcode })),
          ],
        );
      })();
    }
    return index;
  };
}
