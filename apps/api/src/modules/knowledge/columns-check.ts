import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from './csv.ts';
import type { ColumnsManifest } from './sources.loader.ts';

/**
 * The column manifest (data/knowledge/curated/columns.json) against the files: every column of
 * every CSV or GeoJSON file must be either loaded (`table.column`, and the loader read it) or
 * left out with a reason; a left-out column that claims to be empty or constant must be.
 */

/** A GeoJSON feature's shape counts as one column, "(geometry)". */
export const GEOMETRY = '(geometry)';

export interface FileColumns {
  /** column → its values in every row ('' when missing). */
  values: Map<string, string[]>;
}

/** The columns of a data file and their values, read independently of the loader. */
export function readFileColumns(dir: string, file: string): FileColumns | null {
  const text = readFileSync(join(dir, file), 'utf8');
  const values = new Map<string, string[]>();
  if (file.endsWith('.csv')) {
    const firstLine = text.slice(0, text.indexOf('\n'));
    const rows = parseCsv(text, file, firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',');
    for (const row of rows)
      for (const [k, v] of Object.entries(row.values)) {
        let list = values.get(k);
        if (!list) values.set(k, (list = []));
        list.push(v.trim());
      }
    return { values };
  }
  if (file.endsWith('.geojson')) {
    const features = (JSON.parse(text) as { features: { properties?: Record<string, unknown>; geometry?: unknown }[] })
      .features;
    const keys = new Set(features.flatMap((f) => Object.keys(f.properties ?? {})));
    for (const k of keys)
      values.set(
        k,
        features.map((f) => {
          const v = f.properties?.[k];
          return v === null || v === undefined ? '' : String(v).trim();
        }),
      );
    values.set(
      GEOMETRY,
      features.map((f) => (f.geometry ? 'geometry' : '')),
    );
    return { values };
  }
  return null; // JSON files of the project (sources, caveats, this manifest) are not tables
}

/** `table.column` references in a manifest entry ("population.value (…), unit_name.name"). */
export function destinations(entry: string): { table: string; column: string }[] {
  return [...entry.matchAll(/\b([a-z_0-9]+)\.([a-z_0-9]+)\b/g)].map((m) => ({ table: m[1]!, column: m[2]! }));
}

export interface ManifestInput {
  dir: string;
  files: readonly string[];
  manifest: ColumnsManifest;
  /** file → the columns the loader read. */
  columnsRead: Record<string, string[]>;
  /** SQL table → its columns (the declared schema). */
  declared: Map<string, string[]>;
}

/** Every problem found; an empty list means every column is accounted for. */
export function columnManifestProblems(input: ManifestInput): string[] {
  const problems: string[] = [];
  for (const file of input.files) {
    const columns = readFileColumns(input.dir, file);
    if (!columns) continue;
    const entries = input.manifest[file] ?? {};
    const read = new Set(input.columnsRead[file] ?? []);
    for (const [column, values] of columns.values) {
      const entry = entries[column];
      const where = `${file}: ${column}`;
      if (entry === undefined) {
        problems.push(`${where}: loaded nowhere and not listed as left out`);
        continue;
      }
      if (typeof entry === 'string') {
        const targets = destinations(entry);
        if (!targets.length) problems.push(`${where}: "${entry}" names no table.column`);
        for (const t of targets)
          if (!input.declared.get(t.table)?.includes(t.column))
            problems.push(`${where}: no column ${t.table}.${t.column}`);
        if (!read.has(column)) problems.push(`${where}: declared loaded but the loader never reads it`);
        continue;
      }
      if (!entry.left_out?.trim()) problems.push(`${where}: left out without a reason`);
      const distinct = new Set(values);
      if (entry.check === 'empty' && (distinct.size > 1 || !distinct.has('')))
        problems.push(`${where}: said to be empty, but holds values`);
      if (entry.check === 'constant' && distinct.size > 1) problems.push(`${where}: said to be constant, but varies`);
    }
    for (const column of Object.keys(entries))
      if (!columns.values.has(column)) problems.push(`${file}: ${column}: in the manifest but not in the file`);
  }
  for (const file of Object.keys(input.manifest))
    if (!input.files.includes(file)) problems.push(`${file}: in the manifest but not a file the loader reads`);
  return problems;
}
