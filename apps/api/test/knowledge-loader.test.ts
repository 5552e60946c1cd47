import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataFileError } from '../src/modules/knowledge/csv.ts';
import { loadedKnowledgeVersion, loadKnowledge } from '../src/modules/knowledge/knowledge.loader.ts';
import { createTestDatabase, type TestDatabase } from './helpers/context.ts';
import { KNOWLEDGE_DIR } from './helpers/knowledge.ts';

let test: TestDatabase;
let dir: string;

beforeAll(async () => {
  test = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'sfp-knowledge-'));
  await cp(KNOWLEDGE_DIR, dir, { recursive: true });
});
afterAll(async () => {
  await test.drop();
  await rm(dir, { recursive: true, force: true });
});

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await test.database.query<T>(sql, params)).rows[0]!;

describe('the knowledge loader', () => {
  it('loads every data set into the knowledge schema, apart from accounts', async () => {
    const result = await loadKnowledge(test.database, dir);
    expect(result.loaded).toBe(true);
    expect(result.counts).toMatchObject({
      flood_event: 14,
      flood_event_area: 58,
      response_standard: 44,
      household_size: 9,
      response_actor: 24,
      rainfall_fact: 24,
    });
    const units = (
      await test.database.query<{ level: string; n: number }>(
        `select level, count(*)::int n from knowledge.unit group by level`,
      )
    ).rows;
    expect(Object.fromEntries(units.map((u) => [u.level, u.n]))).toMatchObject({
      region: 14,
      department: 46,
      commune: 553,
    });
    expect(await loadedKnowledgeVersion(test.database)).toBe(result.version);
  });

  it('keeps the census national total and takes region totals from their departments (Kolda/Kédougou swap)', async () => {
    expect(
      await one(
        `select value::int v from knowledge.population where pcode='SN' and year=2023 and sex='total' and producer='ANSD'`,
      ),
    ).toEqual({ v: 18126390 });
    const kolda = await one<{ v: number }>(
      `select value::int v from knowledge.population p join knowledge.unit u using (pcode) where u.name='Kolda' and u.level='region' and year=2023 and sex='total' and producer='ANSD'`,
    );
    expect(kolda.v).toBe(914797);
    const mismatches = await test.database.query(`
      select r.pcode from knowledge.population r
      join (select u.region_pcode, p.year, sum(p.value) s from knowledge.population p join knowledge.unit u using (pcode)
            where u.level='department' and p.producer='ANSD' and p.sex='total' group by 1, 2) d
        on d.region_pcode = r.pcode and d.year = r.year
      where r.producer='ANSD' and r.sex='total' and r.value <> d.s`);
    expect(mismatches.rows).toEqual([]);
  });

  it('stores a missing figure as NULL, never 0, and points every figure to a source', async () => {
    const e = await one<{ deaths: number | null; people_affected: number | null }>(
      `select deaths, people_affected from knowledge.flood_event where event_id='SEN-2005-01'`,
    );
    expect(e).toEqual({ deaths: null, people_affected: null });
    expect(await one(`select count(*)::int n from knowledge.flood_event where deaths = 0`)).toEqual({ n: 0 });
    expect(
      await one(
        `select count(*)::int n from knowledge.population p left join knowledge.source s on s.id = p.source_id where s.id is null`,
      ),
    ).toEqual({ n: 0 });
  });

  it('knows the spellings people use for places', async () => {
    const rows = (
      await test.database.query<{ level: string }>(
        `select u.level from knowledge.unit_alias a join knowledge.unit u using (pcode) where a.alias = 'saint louis' order by 1`,
      )
    ).rows;
    expect(rows.map((r) => r.level)).toEqual(['commune', 'department', 'region']);
    // The city of Touba is the commune of Touba Mosquée, not the department of Mbacké (issue 12).
    expect(await one(`select pcode from knowledge.unit_alias where alias='touba'`)).toEqual({ pcode: 'SN-DB-MB3-5' });
  });

  it('does nothing when the version is unchanged, and reloads on --force or a changed file', async () => {
    expect((await loadKnowledge(test.database, dir)).loaded).toBe(false);
    expect((await loadKnowledge(test.database, dir, { force: true })).loaded).toBe(true);
    const file = join(dir, 'rainfall/rainfall_facts.csv');
    await writeFile(file, `${await readFile(file, 'utf8')}`.replace('218,mm', '219,mm'));
    const again = await loadKnowledge(test.database, dir);
    expect(again.loaded).toBe(true);
    expect(await one(`select value_num from knowledge.rainfall_fact where fact_id='R16'`)).toEqual({ value_num: 219 });
  });

  it('stops on a malformed file with file, line and column, and leaves the previous version in place', async () => {
    const before = await loadedKnowledgeVersion(test.database);
    const file = join(dir, 'floods/flood_events.csv');
    const original = await readFile(file, 'utf8');
    const lines = original.split('\n');
    // Line 4 of the file: a death toll that is not a number.
    const cols = lines[3]!.split(',');
    expect(cols[0]).toBe('SEN-2009-01');
    await writeFile(file, [...lines.slice(0, 3), lines[3]!.replace('119000', '119OOO'), ...lines.slice(4)].join('\n'));
    const error = await loadKnowledge(test.database, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).message).toMatch(/^floods\/flood_events\.csv:4:\d+: people_affected: not a number/);
    expect(await loadedKnowledgeVersion(test.database)).toBe(before);
    expect(await one(`select count(*)::int n from knowledge.flood_event`)).toEqual({ n: 14 });

    await writeFile(file, original.replace('SEN-2013-01,2013', '"SEN-2013-01,2013'));
    const quoted = await loadKnowledge(test.database, dir).catch((e: unknown) => e);
    expect(String(quoted)).toMatch(/floods\/flood_events\.csv:\d+:\d+: /);
    expect(await loadedKnowledgeVersion(test.database)).toBe(before);
    await writeFile(file, original);
  });

  it('stops when a flood has no French label, or a label names no flood or another name', async () => {
    const before = await loadedKnowledgeVersion(test.database);
    const file = join(dir, 'curated/event-labels-fr.csv');
    const original = await readFile(file, 'utf8');
    const line = original.split('\n').find((l) => l.startsWith('SEN-2013-01,'))!;
    const attempt = async (text: string) => {
      await writeFile(file, text);
      const error = await loadKnowledge(test.database, dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataFileError);
      expect(await loadedKnowledgeVersion(test.database)).toBe(before);
      return String(error);
    };
    expect(await attempt(original.replace(`${line}\n`, ''))).toMatch(
      /event-labels-fr\.csv:1:1: no French label for SEN-2013-01$/,
    );
    expect(await attempt(original.replace(line, line.replace('SEN-2013-01', 'SEN-2013-02')))).toMatch(
      /event-labels-fr\.csv:\d+:1: event_id: unknown event SEN-2013-02$/,
    );
    expect(await attempt(`${original}${line}\n`)).toMatch(/event_id: SEN-2013-01 labelled twice$/);
    expect(await attempt(original.replace('Flood in Senegal (Charter activation)', 'Flood in Senegal'))).toMatch(
      /event_name_as_published: not the name of SEN-2013-01 in floods\/flood_events\.csv/,
    );
    await writeFile(file, original);
    expect(await one(`select name, name_fr from knowledge.flood_event where event_id = 'SEN-2020-01'`)).toEqual({
      name: 'Senegal: Floods in Dakar and Thies',
      name_fr: 'Inondations de septembre 2020 à Dakar et à Thiès',
    });
  });

  it('stops when a rainfall fact has no French, or its French leaves a worded value in English', async () => {
    const before = await loadedKnowledgeVersion(test.database);
    const file = join(dir, 'curated/rainfall-facts-fr.csv');
    const original = await readFile(file, 'utf8');
    const attempt = async (text: string) => {
      await writeFile(file, text);
      const error = await loadKnowledge(test.database, dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataFileError);
      expect(await loadedKnowledgeVersion(test.database)).toBe(before);
      return String(error);
    };
    const onset = 'R02,Sénégal,normale climatologique,24 juin,\n';
    expect(original).toContain(onset);
    expect(await attempt(original.replace(onset, ''))).toMatch(/rainfall-facts-fr\.csv:1:1: no French for fact R02$/);
    expect(await attempt(original.replace(onset, onset.replace('24 juin', '')))).toMatch(/:\d+:\d+: value_fr: empty$/);
    expect(
      await attempt(original.replace('R03,Sénégal,normale climatologique,,', 'R03,Sénégal,normale climatologique,8,')),
    ).toMatch(/value_fr: the value of R03 is a number, written by the answer$/);
    expect(await attempt(`${original}R99,Dakar,2026,,mm\n`)).toMatch(/fact_id: unknown fact R99$/);
    await writeFile(file, original);
    expect(
      await one(
        `select place_fr, period_fr, value_text_fr, unit_fr from knowledge.rainfall_fact where fact_id = 'R02'`,
      ),
    ).toEqual({ place_fr: 'Sénégal', period_fr: 'normale climatologique', value_text_fr: '24 juin', unit_fr: null });
  });

  it("stops when an actor's tutelage note has no French, or a French note names no actor", async () => {
    const before = await loadedKnowledgeVersion(test.database);
    const file = join(dir, 'curated/actor-tutelage-fr.csv');
    const original = await readFile(file, 'utf8');
    const line = original.split('\n').find((l) => l.startsWith('ACT-13,'))!;
    const attempt = async (text: string) => {
      await writeFile(file, text);
      const error = await loadKnowledge(test.database, dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataFileError);
      expect(await loadedKnowledgeVersion(test.database)).toBe(before);
      return String(error);
    };
    expect(await attempt(original.replace(`${line}\n`, ''))).toMatch(
      /actor-tutelage-fr\.csv:1:1: no French for the tutelage of ACT-13$/,
    );
    expect(await attempt(`${original}ACT-99,Ministère\n`)).toMatch(/:\d+:1: actor_id: unknown actor ACT-99$/);
    expect(await attempt(`${original}${line}\n`)).toMatch(/actor_id: ACT-13 given twice$/);
    await writeFile(file, original);
    expect(await one(`select parent_ministry_fr from knowledge.response_actor where actor_id = 'ACT-13'`)).toEqual({
      parent_ministry_fr: 'OMVS.',
    });
  });

  it("takes a figure read in a standard's note only when that note holds its words", async () => {
    const before = await loadedKnowledgeVersion(test.database);
    const file = join(dir, 'curated/response-standards-in-notes.csv');
    const original = await readFile(file, 'utf8');
    expect(original).toContain('100 people per laundry facility');
    await writeFile(file, original.replace('100 people per laundry facility', '80 people per laundry facility'));
    const error = await loadKnowledge(test.database, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFileError);
    expect(String(error)).toMatch(
      /response-standards-in-notes\.csv:\d+:\d+: quote_from_note: not in the note of WAT-10/,
    );
    expect(await loadedKnowledgeVersion(test.database)).toBe(before);
    await writeFile(file, original);
    expect(
      await one(
        `select value_num, per_quantity, source_id from knowledge.response_standard where standard_id = 'HEA-04.doctor'`,
      ),
    ).toEqual({ value_num: 1, per_quantity: 50000, source_id: 'standard:HEA-04' });
  });
});
