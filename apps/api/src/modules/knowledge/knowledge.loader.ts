import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_FILES, loadAdmin } from './admin.loader.ts';
import { COMMUNES_2013_FILES, loadCommunes2013 } from './communes-2013.loader.ts';
import type { CsvRow } from './csv.ts';
import { FLOOD_FILES, loadFloods } from './floods.loader.ts';
import { HEALTH_FILES, loadHealth } from './health.loader.ts';
import { KnowledgeBuilder, type Table, type Value } from './knowledge.builder.ts';
import { KNOWLEDGE_DDL, KNOWLEDGE_KEYS, TABLE_ORDER } from './knowledge.ddl.ts';
import { declaredColumns } from './knowledge.schema.ts';
import { loadPopulationOcha, POPULATION_OCHA_FILES } from './population-ocha.loader.ts';
import { loadPopulation, POPULATION_FILES } from './population.loader.ts';
import { loadRainfall, RAINFALL_FILES } from './rainfall.loader.ts';
import { loadResponse, RESPONSE_FILES } from './response.loader.ts';
import { loadCaveats, loadColumnManifest, loadSources, SOURCES_FILES } from './sources.loader.ts';
import { loadVulnerability, VULNERABILITY_FILES } from './vulnerability.loader.ts';

/**
 * Loads `data/knowledge/` into the `knowledge` schema: every data set's loader parses its files
 * first (a malformed file stops here with file:line:column, before the database is touched), then
 * the whole schema is replaced in one implicit transaction (one multi-statement query), so a
 * failure leaves the previous version in place. The version is a hash of the files and of
 * MODEL_VERSION; a changed version reloads, which is how the schema itself migrates.
 */

/** Bump when the model (knowledge.ddl.ts or what a loader stores) changes, so databases reload. */
const MODEL_VERSION = 'knowledge-model-8';

export { KNOWLEDGE_DDL, KNOWLEDGE_KEYS };

interface DatabaseLike {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<void>;
}

/** Every file the loader reads (shipped data, then the project's curated files). */
export const KNOWLEDGE_FILES: readonly string[] = [
  ...new Set([
    ...ADMIN_FILES,
    ...COMMUNES_2013_FILES,
    ...POPULATION_FILES,
    ...POPULATION_OCHA_FILES,
    ...FLOOD_FILES,
    ...HEALTH_FILES,
    ...VULNERABILITY_FILES,
    ...RAINFALL_FILES,
    ...RESPONSE_FILES,
    ...SOURCES_FILES,
  ]),
];

export interface KnowledgeSet {
  version: string;
  tables: Table[];
  counts: Record<string, number>;
  /** file → the columns its loader read (the column manifest test compares them). */
  columnsRead: Record<string, string[]>;
}

function literal(v: Value): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  if (Array.isArray(v)) return `array[${v.map(literal).join(',')}]::text[]`;
  return `'${v.replace(/'/g, "''")}'`;
}

export function knowledgeVersion(dir: string): string {
  const hash = createHash('sha256').update(MODEL_VERSION);
  for (const file of KNOWLEDGE_FILES) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

const DECLARED = declaredColumns();

/** Reads and checks every file; throws DataFileError (file:line:col) on the first problem. */
export function readKnowledge(dir: string): KnowledgeSet {
  const b = new KnowledgeBuilder(dir);
  loadSources(b);
  const ansdToPcode = loadAdmin(b);
  loadCommunes2013(b);
  loadPopulation(b, ansdToPcode);
  loadPopulationOcha(b);
  loadFloods(b);
  loadHealth(b);
  loadVulnerability(b);
  loadRainfall(b);
  loadResponse(b);
  loadCaveats(b, (table) => DECLARED.get(table));
  loadColumnManifest(b);
  const tables = b.build(TABLE_ORDER);
  for (const t of tables) {
    const declared = DECLARED.get(t.name);
    const unknown = t.columns.filter((c) => !declared?.includes(c));
    if (unknown.length) throw new Error(`knowledge.${t.name}: columns not in the schema: ${unknown.join(', ')}`);
  }
  return {
    version: knowledgeVersion(dir),
    tables,
    counts: Object.fromEntries(tables.map((t) => [t.name, t.rows.length])),
    columnsRead: Object.fromEntries([...b.columnsRead].map(([file, set]) => [file, [...set].sort()])),
  };
}

/** The SQL that replaces the schema: one string, run as one implicit transaction. */
export function knowledgeSql(set: KnowledgeSet): string {
  const parts = [
    // Two servers starting at once: the second waits, then finds the version loaded.
    'select pg_advisory_xact_lock(7211000042);',
    'drop schema if exists knowledge cascade;',
    KNOWLEDGE_DDL,
  ];
  for (const t of set.tables) {
    for (let i = 0; i < t.rows.length; i += 500) {
      const chunk = t.rows.slice(i, i + 500);
      parts.push(
        `insert into knowledge.${t.name} (${t.columns.join(', ')}) values\n${chunk.map((r) => `(${r.map(literal).join(', ')})`).join(',\n')};`,
      );
    }
  }
  parts.push(KNOWLEDGE_KEYS);
  parts.push(
    `insert into knowledge.meta (key, value) values ('version', ${literal(set.version)}), ('loaded_at', ${literal(new Date().toISOString())});`,
  );
  return parts.join('\n');
}

export async function loadedKnowledgeVersion(db: DatabaseLike): Promise<string | null> {
  const exists = await db.query<{ ok: boolean }>(`select to_regclass('knowledge.meta') is not null as ok`);
  if (!exists.rows[0]?.ok) return null;
  const r = await db.query<{ value: string }>(`select value from knowledge.meta where key = 'version'`);
  return r.rows[0]?.value ?? null;
}

export interface LoadResult {
  loaded: boolean;
  version: string;
  counts?: Record<string, number>;
}

/** Loads when the data version changed (or `force`); a malformed file throws and changes nothing. */
export async function loadKnowledge(
  db: DatabaseLike,
  dir: string,
  options: { force?: boolean } = {},
): Promise<LoadResult> {
  const version = knowledgeVersion(dir);
  if (!options.force && (await loadedKnowledgeVersion(db)) === version) return { loaded: false, version };
  const set = readKnowledge(dir);
  await db.exec(knowledgeSql(set));
  return { loaded: true, version, counts: set.counts };
}

export type { CsvRow };
