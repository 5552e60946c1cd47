import type { QueryRunner } from './answer.ts';
import { type Level, PlaceIndex } from './places.ts';
import { normaliseName } from '../../knowledge/normalise.ts';

/**
 * The place index, built from `knowledge.unit` and its aliases, rebuilt when the data version
 * changes. The version is read at most once per `recheckMs` (a data load is seen within that
 * time), not once or twice per question: under load that query was a tenth of a question's.
 */
export function placeIndexLoader(
  db: QueryRunner,
  options: { recheckMs?: number; now?: () => number } = {},
): () => Promise<PlaceIndex> {
  const recheckMs = options.recheckMs ?? 1_000;
  const now = options.now ?? Date.now;
  let index: Promise<PlaceIndex> | undefined;
  let indexVersion: string | undefined;
  let version: { value: Promise<string | undefined>; at: number } | undefined;
  const currentVersion = () => {
    const t = now();
    if (!version || t - version.at >= recheckMs) {
      const value = db
        .query<{ value: string }>(`select value from knowledge.meta where key = 'version'`)
        .then((r) => r.rows[0]?.value);
      const entry = { value, at: t };
      version = entry;
      // A failed read is not remembered: the next question reads again.
      value.catch(() => {
        if (version === entry) version = undefined;
      });
    }
    return version.value;
  };
  return async () => {
    const v = await currentVersion();
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
          ansd_code: string | null;
        }>(
          'select pcode, level, name, parent_pcode, region_pcode, department_pcode, area_km2, ansd_code from knowledge.unit',
        );
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
            ansd: u.ansd_code,
          })),
          // An OCHA p-code ("SN0103", "sn08") names its unit, as GIS users write it.
          [
            ...aliases.rows,
            ...units.rows
              .filter((u) => /^SN\d{2,}$/.test(u.pcode))
              .map((u) => ({ alias: u.pcode.toLowerCase(), pcode: u.pcode })),
            // …and so does the ANSD's code ("SN-LG-LI", read "sn lg li").
            ...units.rows
              .filter((u) => u.ansd_code)
              .map((u) => ({ alias: normaliseName(u.ansd_code!), pcode: u.pcode })),
          ],
        );
      })();
    }
    return index;
  };
}
