import type { HazardSource } from '@sfp/contracts';
import type { Database } from '../../db/client.ts';
import type { HazardMeasure, HazardMethod } from './hazard.method.ts';
import type { RawUnit, RawValue } from './hazard.scoring.ts';

/**
 * Reads the indicators' raw values from the `knowledge` schema (tables and columns of the loader,
 * nothing added). Every figure keeps its year and source; a figure the sources do not give stays
 * absent (null), except where the method says absence means zero (no recorded flood).
 */

type Num = number | string | null;
const num = (v: Num): number | null => (v === null || v === undefined ? null : Number(v));
const yearOf = (published: string | null | undefined): number | null => {
  const m = /^(\d{4})/.exec(published ?? '');
  return m ? Number(m[1]) : null;
};

export function createHazardRepository(database: Database) {
  const q = <Row>(text: string, params: unknown[] = []) => database.query<Row>(text, params).then((r) => r.rows);

  return {
    async knowledgeVersion(): Promise<string | null> {
      const rows = await q<{ value: string }>(`select value from knowledge.meta where key = 'version'`);
      return rows[0]?.value ?? null;
    },

    async sources(ids: string[]): Promise<HazardSource[]> {
      if (ids.length === 0) return [];
      return q<HazardSource>(
        `select id, title, title_fr, organisation, url, published, reliability from knowledge.source where id = any($1::text[]) order by id`,
        [ids],
      );
    },

    /** Each department with every measure the method names. */
    async departments(method: HazardMethod): Promise<RawUnit[]> {
      const [from, to] = method.flood_years;
      const [units, population, events, affected, vulnerability, healthDep, healthReg, sources] = await Promise.all([
        q<{ pcode: string; name: string; region_pcode: string; area_km2: Num }>(
          `select pcode, name, region_pcode, area_km2 from knowledge.unit where level = 'department' order by pcode`,
        ),
        q<{ pcode: string; value: Num; source_id: string }>(
          `select p.pcode, p.value, p.source_id from knowledge.population p join knowledge.unit u on u.pcode = p.pcode
            where u.level = 'department' and p.year = $1 and p.producer = 'ANSD' and p.sex = 'total'`,
          [method.population_year],
        ),
        // Two sources of one event share its id with a letter suffix (SEN-2009-01, SEN-2009-01b): counted once.
        q<{ pcode: string; n: Num; last_year: Num; source_id: string }>(
          `select a.pcode, count(distinct regexp_replace(a.event_id, '[a-z]+$', '')) as n, max(e.year) as last_year,
                  (array_agg(a.source_id order by e.year desc, a.id desc))[1] as source_id
             from knowledge.flood_event_area a join knowledge.flood_event e on e.event_id = a.event_id
            where e.year between $1 and $2 group by a.pcode`,
          [from, to],
        ),
        q<{ pcode: string; value: Num; year: Num; source_id: string }>(
          `select a.pcode, a.value, e.year, a.source_id
             from knowledge.flood_event_area a join knowledge.flood_event e on e.event_id = a.event_id
            where a.metric = 'people_affected' and a.value is not null and e.year between $1 and $2`,
          [from, to],
        ),
        q<{
          pcode: string;
          drinking_water_pct: Num;
          electricity_pct: Num;
          food_insecurity_pct: Num;
          shock_3y_pct: Num;
          source_id: string;
        }>(
          `select pcode, drinking_water_pct, electricity_pct, food_insecurity_pct, shock_3y_pct, source_id
             from knowledge.vulnerability`,
        ),
        q<{ pcode: string; geolocated: Num; source_id: string }>(
          `select h.pcode, sum(h.n_geolocated) as geolocated, min(h.source_id) as source_id
             from knowledge.health_facility h join knowledge.unit u on u.pcode = h.pcode
            where u.level = 'department' group by h.pcode`,
        ),
        q<{ pcode: string; total: Num; geolocated: Num }>(
          `select h.pcode, sum(h.n_facilities) as total, sum(h.n_geolocated) as geolocated
             from knowledge.health_facility h join knowledge.unit u on u.pcode = h.pcode
            where u.level = 'region' group by h.pcode`,
        ),
        q<{ id: string; published: string | null }>(`select id, published from knowledge.source`),
      ]);
      const published = new Map(sources.map((s) => [s.id, yearOf(s.published)]));
      const popBy = new Map(population.map((p) => [p.pcode, p]));
      const eventsBy = new Map(events.map((e) => [e.pcode, e]));
      const vulnBy = new Map(vulnerability.map((v) => [v.pcode, v]));
      const healthDepBy = new Map(healthDep.map((h) => [h.pcode, h]));
      const healthRegBy = new Map(healthReg.map((h) => [h.pcode, h]));

      return units.map((u) => {
        const pop = popBy.get(u.pcode);
        const people = num(pop?.value ?? null);
        const popValue = (v: number | null): RawValue | undefined =>
          v === null || !pop ? undefined : { value: v, year: method.population_year, source_id: pop.source_id };
        const region = vulnBy.get(u.region_pcode);
        const regional = (v: Num, invert = false): RawValue | undefined => {
          const n = num(v);
          if (n === null || !region) return undefined;
          return {
            value: invert ? Math.round((100 - n) * 100) / 100 : n,
            year: published.get(region.source_id) ?? null,
            source_id: region.source_id,
          };
        };
        const area = num(u.area_km2);
        const ev = eventsBy.get(u.pcode);
        let worst: RawValue | undefined;
        if (people)
          for (const a of affected) {
            if (a.pcode !== u.pcode) continue;
            const per1000 = (Number(a.value) / people) * 1000;
            if (!worst || per1000 > worst.value!)
              worst = { value: Math.round(per1000 * 10) / 10, year: num(a.year), source_id: a.source_id };
          }
        const hd = healthDepBy.get(u.pcode);
        const hr = healthRegBy.get(u.region_pcode);
        let health: RawValue | undefined;
        const geo = num(hd?.geolocated ?? null);
        const regTotal = num(hr?.total ?? null);
        const regGeo = num(hr?.geolocated ?? null);
        if (hd && geo !== null && regTotal && regGeo && people) {
          const estimated = geo * (regTotal / regGeo);
          health = {
            value: Math.round((estimated / people) * 10_000 * 100) / 100,
            year: published.get(hd.source_id) ?? null,
            source_id: hd.source_id,
          };
        }
        const measures: Record<HazardMeasure, RawValue | undefined> = {
          flood_event_count: ev ? { value: num(ev.n), year: num(ev.last_year), source_id: ev.source_id } : undefined,
          people_affected_per_1000: worst,
          population: popValue(people),
          population_density: people !== null && area ? popValue(Math.round((people / area) * 10) / 10) : undefined,
          ehcvm_food_insecurity_pct: regional(region?.food_insecurity_pct ?? null),
          ehcvm_shock_3y_pct: regional(region?.shock_3y_pct ?? null),
          ehcvm_no_drinking_water_pct: regional(region?.drinking_water_pct ?? null, true),
          ehcvm_no_electricity_pct: regional(region?.electricity_pct ?? null, true),
          health_facilities_per_10000: health,
        };
        const values: Record<string, RawValue | undefined> = {};
        for (const ind of method.indicators) {
          const v = measures[ind.measure];
          values[ind.id] = v ?? (ind.absent_means_zero ? { value: 0, year: null, source_id: null } : undefined);
        }
        return { pcode: u.pcode, name: u.name, values };
      });
    },
  };
}
export type HazardRepository = ReturnType<typeof createHazardRepository>;
