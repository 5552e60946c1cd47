import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataFileError } from '../src/modules/knowledge/csv.ts';
import { loadedKnowledgeVersion, loadKnowledge } from '../src/modules/knowledge/knowledge.loader.ts';
import { normaliseName } from '../src/modules/knowledge/normalise.ts';
import { parsePer, parseValue } from '../src/modules/knowledge/values.ts';
import { createTestDatabase, type TestDatabase } from './helpers/context.ts';
import { KNOWLEDGE_DIR } from './helpers/knowledge.ts';

let test: TestDatabase;
let dir: string;
beforeAll(async () => {
  test = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'sfp-knowledge-data-'));
  await cp(KNOWLEDGE_DIR, dir, { recursive: true });
  await loadKnowledge(test.database, dir);
});
afterAll(async () => {
  await test.drop();
  await rm(dir, { recursive: true, force: true });
});

const rows = async <T>(text: string, params: unknown[] = []) => (await test.database.query<T>(text, params)).rows;
const one = async <T>(text: string, params: unknown[] = []) => (await rows<T>(text, params))[0]!;

describe('the knowledge holds everything the files hold', () => {
  it('keeps OCHA COD-PS 2020 age bands for every region, department and arrondissement', async () => {
    expect(
      await rows(
        `select u.level, count(distinct a.pcode)::int units, count(*)::int n from knowledge.population_age a
           join knowledge.unit u using (pcode) group by 1 order by 1`,
      ),
    ).toEqual([
      { level: 'arrondissement', units: 121, n: 121 * 17 },
      { level: 'department', units: 45, n: 45 * 17 },
      { level: 'region', units: 14, n: 14 * 17 },
    ]);
    // Grand Dakar (arrondissement), as in sen_admpop_adm3_2020.csv.
    expect(
      await one(
        `select value::int v, age_min, age_max from knowledge.population_age where pcode='SN010102' and age_band='20_24'`,
      ),
    ).toEqual({ v: 43074, age_min: 20, age_max: 24 });
  });

  it('keeps every ANSD row as published and flags the swapped ones (computed, not listed by hand)', async () => {
    const regions = await rows<{ pcode: string }>(
      `select distinct pcode from knowledge.population_published where caveat_id='rgph5-region-rows-swapped' order by 1`,
    );
    expect(regions.map((r) => r.pcode)).toEqual(['SN06', 'SN07']);
    expect(
      await one(
        `select value::int v from knowledge.population_published where dataset='SN1:DF_POP(1.0)' and pcode='SN07' and sex='total'`,
      ),
    ).toEqual({ v: 245147 });
    const flagged = await rows<{ pcode: string }>(
      `select distinct pcode from knowledge.population where caveat_id='commune-projection-rows-swapped' order by 1`,
    );
    const listed = await rows<{ target: string }>(
      `select target from knowledge.caveat_applies where caveat_id='commune-projection-rows-swapped' and applies_to='pcode' order by 1`,
    );
    expect(flagged.map((r) => r.pcode)).toEqual(listed.map((r) => r.target));
    expect(flagged).toHaveLength(8);
    expect(
      await one(
        `select value::int v, caveat_id from knowledge.population_published
          where dataset like '%PROJ_POP_2050_COM%' and pcode='SN-TH-MB3-1' and year=2023`,
      ),
    ).toEqual({ v: 60654, caveat_id: 'commune-projection-rows-swapped' });
    expect(
      await one(
        `select sum(value)::int v from knowledge.population_published where dataset like '%PROJ_POP_2050_COM%' and year=2023`,
      ),
    ).toEqual({ v: 18138063 });
  });

  it('keeps the national row of household shocks, in the wide and the long form', async () => {
    expect(
      await one(`select pct from knowledge.household_shock_milieu where shock='inondations' and milieu='national'`),
    ).toEqual({ pct: 8.2 });
    expect(await one(`select count(*)::int n from knowledge.household_shock_milieu`)).toEqual({ n: 20 });
  });

  it('keeps event households, displaced, houses, notes, GLIDE numbers and per-department figures', async () => {
    const e = await one<Record<string, unknown>>(
      `select households_affected, people_affected, reliability, source_date from knowledge.flood_event where event_id='SEN-2024-02'`,
    );
    expect(e).toEqual({
      households_affected: 774,
      people_affected: 55600,
      reliability: 'A',
      source_date: '2024-10-18',
    });
    expect(await one(`select glide from knowledge.flood_event where event_id='SEN-2020-01'`)).toEqual({
      glide: 'FL-2020-000198-SEN',
    });
    expect(
      await one(
        `select count(*)::int n from knowledge.flood_event_area a join knowledge.unit u using (pcode) where a.region_pcode <> u.region_pcode`,
      ),
    ).toEqual({ n: 0 });
  });

  it('cites the earlier fact’s source where the rainfall file says "same as R01" (a pointer, not a title)', async () => {
    expect(await rows(`select id from knowledge.source where title ~* '^same as'`)).toEqual([]);
    const facts = await rows<{ fact_id: string; source_id: string }>(
      `select fact_id, source_id from knowledge.rainfall_fact where fact_id in ('R01', 'R02', 'R03', 'R13', 'R18') order by fact_id`,
    );
    expect(facts.map((f) => f.source_id)).toEqual([
      'rainfall:R01',
      'rainfall:R01',
      'rainfall:R01',
      'rainfall:R12',
      'rainfall:R14',
    ]);
  });

  it('keeps every variant of a standard with its range, basis, context and phase', async () => {
    const s = await rows(
      `select standard_id, value_kind, value_min, value_max, per_quantity, per_operator, context, phase
         from knowledge.response_standard where standard_id in ('WAT-03','SAN-01','SAN-02','SHE-02','NUT-02','HEA-04','SAN-03')
        order by 1`,
    );
    expect(s).toEqual([
      {
        standard_id: 'HEA-04',
        value_kind: 'number',
        value_min: 1,
        value_max: 1,
        per_quantity: 10000,
        per_operator: '<',
        context: 'any',
        phase: 'any',
      },
      {
        standard_id: 'NUT-02',
        value_kind: 'more_than',
        value_min: 70,
        value_max: null,
        per_quantity: 1,
        per_operator: null,
        context: 'urban',
        phase: 'any',
      },
      {
        standard_id: 'SAN-01',
        value_kind: 'number',
        value_min: 50,
        value_max: 50,
        per_quantity: 1,
        per_operator: null,
        context: 'any',
        phase: 'first_phase',
      },
      {
        standard_id: 'SAN-02',
        value_kind: 'number',
        value_min: 20,
        value_max: 20,
        per_quantity: 1,
        per_operator: null,
        context: 'any',
        phase: 'medium_term',
      },
      {
        standard_id: 'SAN-03',
        value_kind: 'ratio',
        value_min: 3,
        value_max: 3,
        per_quantity: 1,
        per_operator: null,
        context: 'any',
        phase: 'any',
      },
      {
        standard_id: 'SHE-02',
        value_kind: 'number',
        value_min: 45,
        value_max: 45,
        per_quantity: 1,
        per_operator: null,
        context: 'camp',
        phase: 'any',
      },
      {
        standard_id: 'WAT-03',
        value_kind: 'range',
        value_min: 2.5,
        value_max: 3,
        per_quantity: 1,
        per_operator: null,
        context: 'any',
        phase: 'survival',
      },
    ]);
    // 34 rows of the file, and 10 figures read in their notes (curated/response-standards-in-notes.csv).
    expect(
      await one(
        `select count(*)::int n, count(quote_as_read)::int quotes, count(page_or_section)::int pages from knowledge.response_standard`,
      ),
    ).toEqual({ n: 44, quotes: 44, pages: 44 });
    expect(
      await one(`select count(quote_as_read)::int q, count(source_date)::int d from knowledge.response_actor`),
    ).toEqual({
      q: 24,
      d: 24,
    });
  });

  it('parses published values and bases with care', () => {
    expect(parseValue('2.5-3')).toEqual({ kind: 'range', min: 2.5, max: 3 });
    expect(parseValue('>170')).toEqual({ kind: 'more_than', min: 170, max: null });
    expect(parseValue('~500')).toEqual({ kind: 'about', min: 500, max: 500 });
    expect(parseValue('June-October')).toEqual({ kind: 'text', min: null, max: null });
    expect(parseValue('4 singles or 2 doubles').kind).toBe('text');
    expect(parsePer('10,000 people per day')).toEqual({ operator: null, quantity: 10000, unit: 'people per day' });
    expect(parsePer('person per month')).toEqual({ operator: null, quantity: 1, unit: 'person per month' });
  });

  it('keeps the published lists of places, every spelling, and the 2013 communes', async () => {
    expect(await rows(`select listing, count(*)::int n from knowledge.unit_listing group by 1 order by 1`)).toEqual([
      { listing: 'ansd-codes', n: 613 },
      { listing: 'bdgp-200k', n: 60 },
      { listing: 'ocha-codab-2019', n: 180 },
      { listing: 'ocha-codab-v02', n: 171 },
    ]);
    expect(await one(`select count(*)::int n, count(pcode)::int matched from knowledge.commune_2013`)).toMatchObject({
      n: 552,
    });
    expect(await rows(`select distinct milieu from knowledge.commune_2013 order by 1`)).toEqual([
      { milieu: 'Rural' },
      { milieu: 'Urbain' },
    ]);
    const names = await rows<{ name: string }>(`select distinct name from knowledge.unit_name where pcode='SN0102'`);
    expect(names.map((n) => n.name)).toEqual(expect.arrayContaining(['Guédiawaye', 'Guediawaye', 'GUEDIAWAYE']));
  });
});

describe('caveats are data', () => {
  it('stores each known inconsistency in French and English, with where it applies', async () => {
    const ids = (await rows<{ id: string }>(`select id from knowledge.caveat order by 1`)).map((r) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'rgph5-region-rows-swapped',
        'commune-projection-rows-swapped',
        'oct-2024-774-households',
        'duplicate-commune-names',
        'two-sources-2009',
      ]),
    );
    expect(
      await rows(`select caveat_id from knowledge.caveat_applies where applies_to='event' and target='SEN-2024-02'`),
    ).toEqual([{ caveat_id: 'oct-2024-774-households' }]);
    expect(
      await rows<{ target: string }>(
        `select target from knowledge.caveat_applies where caveat_id='two-sources-2009' order by 1`,
      ),
    ).toEqual([{ target: 'SEN-2009-01' }, { target: 'SEN-2009-01b' }]);
  });

  it('lists exactly the communes whose name exists twice', async () => {
    const communes = await rows<{ pcode: string; name: string }>(
      `select pcode, name from knowledge.unit where level='commune'`,
    );
    const byName = new Map<string, string[]>();
    for (const c of communes)
      byName.set(normaliseName(c.name), [...(byName.get(normaliseName(c.name)) ?? []), c.pcode]);
    const twice = [...byName.values()]
      .filter((p) => p.length > 1)
      .flat()
      .sort();
    const listed = await rows<{ target: string }>(
      `select target from knowledge.caveat_applies where caveat_id='duplicate-commune-names' and applies_to='pcode' order by 1`,
    );
    expect(listed.map((r) => r.target)).toEqual(twice);
  });

  it('refuses a caveat about a place that does not exist, and changes nothing', async () => {
    const before = await loadedKnowledgeVersion(test.database);
    const file = join(dir, 'curated/caveats.json');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('"SN0105"', '"SN9999"'));
    const error = await loadKnowledge(test.database, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFileError);
    expect(String(error)).toMatch(/curated\/caveats\.json:1:1: caveat keur-massar-2021: no pcode SN9999/);
    await writeFile(file, original.replace('"id": "keur-massar-2021"', '"id" "keur-massar-2021"'));
    expect(String(await loadKnowledge(test.database, dir).catch((e: unknown) => e))).toMatch(
      /curated\/caveats\.json:\d+:\d+: invalid JSON/,
    );
    await writeFile(file, original.replace('"id": "rgph5-region-rows-swapped"', '"id": "kolda-kedougou"'));
    expect(String(await loadKnowledge(test.database, dir).catch((e: unknown) => e))).toMatch(
      /curated\/caveats\.json:1:1: caveat rgph5-region-rows-swapped flags rows of population_published but is not declared/,
    );
    await writeFile(file, original);
    expect(await loadedKnowledgeVersion(test.database)).toBe(before);
  });

  it('refuses a region file that is not the sum of its departments, naming the cell', async () => {
    const file = join(dir, 'population/population_ansd_regions_2023_2030.csv');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('SN01,Dakar,SN-DK,4004425,', 'SN01,Dakar,SN-DK,4004426,'));
    const error = await loadKnowledge(test.database, dir).catch((e: unknown) => e);
    expect(String(error)).toMatch(
      /population\/population_ansd_regions_2023_2030\.csv:2:\d+: pop_2023: 4004426 is not the sum of the departments of SN01/,
    );
    await writeFile(file, original);
  });
});
