import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataFileError, parseCsv, RowReader } from './csv.ts';
import { normaliseName } from './normalise.ts';

/** One cell of a row about to be inserted. */
export type Value = string | number | boolean | null | string[];

export interface Table {
  name: string;
  columns: string[];
  rows: Value[][];
}

export type Level = 'country' | 'region' | 'department' | 'arrondissement' | 'commune';

export interface UnitRow {
  pcode: string;
  level: Level;
  name: string;
  parent: string | null;
  region: string | null;
  department: string | null;
  areaKm2: number | null;
  areaSourceId: string | null;
  ansdCode: string | null;
  note: string | null;
}

export interface SourceRow {
  id: string;
  title: string;
  /** A title the project wrote (curated/sources.json), in French; published titles have none. */
  title_fr?: string | null;
  organisation: string | null;
  url: string | null;
  published: string | null;
  reliability: string | null;
}

/** The GeoJSON properties of one feature; reading a key records it as read. */
export type Properties = Record<string, unknown>;

/**
 * What every data set loader shares while the files are read: the parsed files (each parsed
 * once), the columns each loader read (for the manifest check), sources, units and their
 * names, and the tables being filled. Nothing here touches the database.
 */
export class KnowledgeBuilder {
  readonly dir: string;
  /** file → the columns (CSV headers or GeoJSON property keys) a loader read. */
  readonly columnsRead = new Map<string, Set<string>>();
  readonly sources = new Map<string, SourceRow>();
  readonly units = new Map<string, UnitRow>();
  readonly aliases = new Set<string>();
  private readonly names = new Set<string>();
  private readonly tables = new Map<string, Table>();
  private readonly parsed = new Map<string, unknown>();

  constructor(dir: string) {
    this.dir = dir;
  }

  read(file: string): string {
    return readFileSync(join(this.dir, file), 'utf8');
  }

  private seen(file: string): Set<string> {
    let set = this.columnsRead.get(file);
    if (!set) this.columnsRead.set(file, (set = new Set()));
    return set;
  }

  /** The rows of a CSV file (parsed once), each reading through a RowReader that records columns. */
  csv(file: string, separator = ','): RowReader[] {
    let rows = this.parsed.get(file) as ReturnType<typeof parseCsv> | undefined;
    if (!rows) this.parsed.set(file, (rows = parseCsv(this.read(file), file, separator)));
    const seen = this.seen(file);
    return rows.map((row) => new RowReader(file, row, seen));
  }

  /** A JSON file, parsed once; a syntax error names the line and column. */
  json(file: string): unknown {
    if (this.parsed.has(file)) return this.parsed.get(file);
    const text = this.read(file);
    try {
      const value: unknown = JSON.parse(text);
      this.parsed.set(file, value);
      return value;
    } catch (error) {
      const m = /position (\d+)/.exec(String(error));
      const before = text.slice(0, m ? Number(m[1]) : 0).split('\n');
      throw new DataFileError(
        file,
        before.length,
        (before.at(-1)?.length ?? 0) + 1,
        `invalid JSON (${(error as Error).message})`,
      );
    }
  }

  /** The properties of every feature of a GeoJSON file; reading a property records it. */
  geojson(file: string): Properties[] {
    const parsed = this.json(file) as { features?: { properties?: Properties }[] };
    if (!Array.isArray(parsed?.features)) throw new DataFileError(file, 1, 1, 'no "features" array');
    const seen = this.seen(file);
    return parsed.features.map(
      (f) =>
        new Proxy(f.properties ?? {}, {
          get(target, key) {
            if (typeof key === 'string') seen.add(key);
            return target[key as string];
          },
        }),
    );
  }

  /** Registers a source (the first registration of an id wins) and returns its id. */
  source(s: SourceRow): string {
    if (s.reliability !== null && !['A', 'B', 'C'].includes(s.reliability))
      throw new Error(`reliability of ${s.id}: ${s.reliability}`);
    if (!this.sources.has(s.id)) this.sources.set(s.id, s);
    return s.id;
  }

  /** A source declared in curated/sources.json. */
  knownSource(id: string): string {
    if (!this.sources.has(id)) throw new Error(`source ${id} is not declared in curated/sources.json`);
    return id;
  }

  unit(
    pcode: string,
    level: Level,
    name: string,
    parent: string | null,
    region: string | null,
    department: string | null,
    ansdCode: string | null,
  ): UnitRow {
    let u = this.units.get(pcode);
    if (!u) {
      u = { pcode, level, name, parent, region, department, areaKm2: null, areaSourceId: null, ansdCode, note: null };
      this.units.set(pcode, u);
    }
    this.alias(name, pcode);
    return u;
  }

  alias(name: string, pcode: string): void {
    const a = normaliseName(name);
    if (a) this.aliases.add(`${a}\u0000${pcode}`);
  }

  /** A spelling of a unit's name as written in a file's column (aliases are added separately). */
  unitName(pcode: string, name: string | null, file: string, column: string): void {
    if (!name?.trim()) return;
    this.names.add([pcode, name.trim(), file, column].join('\u0000'));
  }

  /** The rows of a table (created on first use with its columns). */
  table(name: string, columns: string[]): Value[][] {
    let t = this.tables.get(name);
    if (!t) this.tables.set(name, (t = { name, columns, rows: [] }));
    else if (t.columns.join() !== columns.join()) throw new Error(`table ${name}: two column lists`);
    return t.rows;
  }

  /** A table filled so far, if any. */
  peek(name: string): Table | undefined {
    return this.tables.get(name);
  }

  /** Every table, in an order that satisfies the foreign keys. */
  build(order: string[]): Table[] {
    this.table('source', ['id', 'title', 'organisation', 'url', 'published', 'reliability', 'title_fr']).push(
      ...[...this.sources.values()].map((s) => [
        s.id,
        s.title,
        s.organisation,
        s.url,
        s.published,
        s.reliability,
        s.title_fr ?? null,
      ]),
    );
    this.table('unit', [
      'pcode',
      'level',
      'name',
      'parent_pcode',
      'region_pcode',
      'department_pcode',
      'area_km2',
      'area_source_id',
      'ansd_code',
      'note',
    ]).push(
      ...[...this.units.values()].map((u) => [
        u.pcode,
        u.level,
        u.name,
        u.parent,
        u.region,
        u.department,
        u.areaKm2,
        u.areaSourceId,
        u.ansdCode,
        u.note,
      ]),
    );
    this.table('unit_alias', ['alias', 'pcode']).push(...[...this.aliases].map((a) => a.split('\u0000')));
    this.table('unit_name', ['pcode', 'name', 'source_file', 'source_column']).push(
      ...[...this.names].map((n) => n.split('\u0000')),
    );
    const missing = [...this.tables.keys()].filter((t) => !order.includes(t));
    if (missing.length) throw new Error(`tables without a load order: ${missing.join(', ')}`);
    return order.map((name) => this.tables.get(name) ?? { name, columns: [], rows: [] });
  }
}
