import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BoundaryLevel } from '@sfp/contracts';
import { parseCsv } from '../knowledge/csv.ts';
import { normaliseName } from '../knowledge/normalise.ts';

/**
 * The shipped boundaries (data/knowledge/admin), read from the files and reshaped so every
 * feature's properties hold the knowledge schema's `pcode` and a `name`:
 * - regions: the 14 regions (SN01…), OCHA p-codes;
 * - departments: OCHA COD-AB v02 (2024), the geometry to draw, p-codes SN0101… as in `knowledge.unit`;
 * - communes: the 552 communes of the 2013 layout, keyed by their ANSD code (the knowledge
 *   schema's commune key) where the name matches one ANSD commune of the same department, else by
 *   the source layer's own code, prefixed `SRC-`, with `ansd_code` null.
 */

interface Feature {
  type: 'Feature';
  properties: Record<string, string | number | null>;
  geometry: { type: string; coordinates: unknown[] };
}
export interface Collection {
  type: 'FeatureCollection';
  features: Feature[];
}

const FILES: Record<BoundaryLevel, string> = {
  region: 'admin/sen_adm1_regions_simplified.geojson',
  department: 'admin/ocha_codab_v02_adm2_departements_simplified.geojson',
  commune: 'admin/sen_communes552_2013era_simplified.geojson',
};

/** About 11 m at Senegal's latitude: finer than the simplified lines, and a smaller file. */
const PRECISION = 1e4;

function roundCoordinates(c: unknown): unknown {
  if (typeof c === 'number') return Math.round(c * PRECISION) / PRECISION;
  if (!Array.isArray(c)) return c;
  if (typeof c[0] === 'number') return c.map(roundCoordinates);
  const out = c.map(roundCoordinates);
  // A ring: drop points that rounding made equal to the previous one.
  if (Array.isArray(out[0]) && typeof (out[0] as unknown[])[0] === 'number')
    return out.filter((p, i) => i === 0 || JSON.stringify(p) !== JSON.stringify(out[i - 1]));
  return out;
}

const titleCase = (upper: string) =>
  upper.toLowerCase().replace(/(^|[\s'(-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

export function createGeoRepository(knowledgeDir: string) {
  const read = (file: string) => JSON.parse(readFileSync(join(knowledgeDir, file), 'utf8')) as Collection;

  /** ANSD commune codes by department p-code and normalised name (only names unique in their department). */
  const ansdCommunes = () => {
    const text = (f: string) => readFileSync(join(knowledgeDir, f), 'utf8');
    const deps = new Map<string, string>();
    for (const r of parseCsv(text('population/population_ansd_departements_2023_2030.csv'), 'dep'))
      deps.set(r.values.ansd_code!.trim(), r.values.adm2_pcode!.trim());
    const byKey = new Map<string, string | null>();
    for (const r of parseCsv(text('admin/ansd_area_codes_regions_departments_communes.csv'), 'ansd')) {
      if (r.values.niveau?.trim() !== 'commune') continue;
      const key = `${deps.get(r.values.parent!.trim())}|${normaliseName(r.values.nom!)}`;
      byKey.set(key, byKey.has(key) ? null : r.values.code!.trim());
    }
    return byKey;
  };

  return {
    boundaries(level: BoundaryLevel): Collection {
      const source = read(FILES[level]);
      const codes = level === 'commune' ? ansdCommunes() : null;
      const features = source.features.map((f): Feature => {
        const p = f.properties;
        let properties: Feature['properties'];
        if (level === 'region') properties = { pcode: String(p.adm1_pcode), name: String(p.adm1_name) };
        else if (level === 'department')
          properties = {
            pcode: String(p.pcode),
            name: String(p.nom),
            region_pcode: String(p.pcode).slice(0, 4),
            region: String(p.region),
          };
        else {
          const department = String(p.adm2_pcode_2024);
          const ansd = codes!.get(`${department}|${normaliseName(String(p.commune_name))}`) ?? null;
          properties = {
            pcode: ansd ?? `SRC-${String(p.code_entite_src)}`,
            name: titleCase(String(p.commune_name)),
            ansd_code: ansd,
            department_pcode: department,
            region_pcode: String(p.adm1_pcode),
            milieu: p.milieu === null || p.milieu === undefined ? null : String(p.milieu),
          };
        }
        return {
          type: 'Feature',
          properties,
          geometry: { type: f.geometry.type, coordinates: roundCoordinates(f.geometry.coordinates) as unknown[] },
        };
      });
      return { type: 'FeatureCollection', features };
    },
  };
}
export type GeoRepository = ReturnType<typeof createGeoRepository>;
