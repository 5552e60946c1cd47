import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  columnManifestProblems,
  destinations,
  type ManifestInput,
  readFileColumns,
} from '../src/modules/knowledge/columns-check.ts';
import { KNOWLEDGE_FILES, loadKnowledge, readKnowledge } from '../src/modules/knowledge/knowledge.loader.ts';
import { declaredColumns } from '../src/modules/knowledge/knowledge.schema.ts';
import type { ColumnsManifest } from '../src/modules/knowledge/sources.loader.ts';
import { createTestDatabase, type TestDatabase } from './helpers/context.ts';
import { KNOWLEDGE_DIR } from './helpers/knowledge.ts';

/** Every data file on disk (CSV, GeoJSON), found by walking the folder, not from the loader's list. */
async function dataFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(csv|geojson)$/.test(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

let test: TestDatabase;
let manifest: ColumnsManifest;
let input: ManifestInput;

beforeAll(async () => {
  test = await createTestDatabase();
  await loadKnowledge(test.database, KNOWLEDGE_DIR);
  manifest = JSON.parse(await readFile(join(KNOWLEDGE_DIR, 'curated/columns.json'), 'utf8')) as ColumnsManifest;
  const set = readKnowledge(KNOWLEDGE_DIR);
  input = {
    dir: KNOWLEDGE_DIR,
    files: await dataFiles(KNOWLEDGE_DIR),
    manifest,
    columnsRead: set.columnsRead,
    declared: declaredColumns(),
  };
});
afterAll(async () => {
  await test.drop();
});

describe('every column of every data file is loaded or deliberately left out', () => {
  it('reads every data file in the folder', async () => {
    expect(input.files.filter((f) => !KNOWLEDGE_FILES.includes(f))).toEqual([]);
    expect(input.files.length).toBeGreaterThanOrEqual(25);
  });

  it('accounts for every column of every file (manifest in data/knowledge/curated/columns.json)', () => {
    expect(columnManifestProblems(input)).toEqual([]);
  });

  it('finds, for each loaded column that holds values in the file, values in the column it is loaded into', async () => {
    const empty: string[] = [];
    for (const file of input.files) {
      const columns = readFileColumns(KNOWLEDGE_DIR, file)!;
      for (const [column, entry] of Object.entries(manifest[file] ?? {})) {
        if (typeof entry !== 'string') continue;
        if (!columns.values.get(column)?.some((v) => v !== '')) continue;
        const target = destinations(entry)[0]!;
        const r = await test.database.query<{ n: number }>(
          `select count(*)::int n from knowledge.${target.table} where ${target.column} is not null`,
        );
        if (!r.rows[0]!.n) empty.push(`${file}: ${column} → ${target.table}.${target.column}`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('publishes the manifest in knowledge.data_column, reasons included', async () => {
    const rows = (
      await test.database.query<{ n: number; left_out: number; no_reason: number }>(
        `select count(*)::int n, count(left_out_reason)::int left_out,
                count(*) filter (where loaded_into is null and coalesce(left_out_reason, '') = '')::int no_reason
           from knowledge.data_column`,
      )
    ).rows[0]!;
    const entries = Object.values(manifest).flatMap((c) => Object.values(c));
    expect(rows).toEqual({
      n: entries.length,
      left_out: entries.filter((e) => typeof e !== 'string').length,
      no_reason: 0,
    });
  });

  it('fails when a column is loaded nowhere, loaded into a column that does not exist, or wrongly said empty', () => {
    const file = 'population/sen_admpop_adm2_2020.csv';
    const without = structuredClone(manifest);
    delete without[file]!.T_80plus;
    expect(columnManifestProblems({ ...input, manifest: without })).toEqual([
      `${file}: T_80plus: loaded nowhere and not listed as left out`,
    ]);
    const wrongTarget = structuredClone(manifest);
    wrongTarget[file]!.T_80plus = 'population_age.no_such_column';
    expect(columnManifestProblems({ ...input, manifest: wrongTarget })).toEqual([
      `${file}: T_80plus: no column population_age.no_such_column`,
    ]);
    const notEmpty = structuredClone(manifest);
    notEmpty[file]!.T_80plus = { left_out: 'x', check: 'empty' };
    expect(columnManifestProblems({ ...input, manifest: notEmpty })).toEqual([
      `${file}: T_80plus: said to be empty, but holds values`,
    ]);
    const unread = { ...input.columnsRead, [file]: input.columnsRead[file]!.filter((c) => c !== 'T_80plus') };
    expect(columnManifestProblems({ ...input, columnsRead: unread })).toEqual([
      `${file}: T_80plus: declared loaded but the loader never reads it`,
    ]);
  });

  it('fails when a file gains a column nobody loads', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sfp-columns-'));
    try {
      await cp(KNOWLEDGE_DIR, dir, { recursive: true });
      const file = 'rainfall/rainfall_facts.csv';
      const lines = (await readFile(join(dir, file), 'utf8')).split('\n');
      await writeFile(
        join(dir, file),
        lines.map((l, k) => (l === '' ? l : `${l},${k === 0 ? 'station_altitude_m' : '12'}`)).join('\n'),
      );
      const set = readKnowledge(dir);
      expect(columnManifestProblems({ ...input, dir, columnsRead: set.columnsRead })).toEqual([
        `${file}: station_altitude_m: loaded nowhere and not listed as left out`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
