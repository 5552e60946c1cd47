import { DataFileError } from './csv.ts';
import type { KnowledgeBuilder, SourceRow } from './knowledge.builder.ts';

/**
 * What the project writes about the data rather than the data itself: the sources of the
 * national data sets, the known inconsistencies (caveats, so answers can cite them), and the
 * manifest of every column of every file (where it is loaded, or why it is left out).
 */

const SOURCES = 'curated/sources.json';
const CAVEATS = 'curated/caveats.json';
export const COLUMNS_MANIFEST = 'curated/columns.json';
export const SOURCES_FILES = [SOURCES, CAVEATS, COLUMNS_MANIFEST] as const;

/** One column of the manifest: where it is loaded (`table.column`, several joined by ", "), or why not. */
export type ManifestEntry = string | { left_out: string; check?: 'empty' | 'constant' };
export type ColumnsManifest = Record<string, Record<string, ManifestEntry>>;

interface CaveatFile {
  id: string;
  applies_to: { kind: string; target: string }[];
  text_fr: string;
  text_en: string;
  source: string;
}

const KINDS = new Set(['table', 'column', 'measure', 'pcode', 'event', 'standard']);

export function loadSources(b: KnowledgeBuilder): void {
  const list = b.json(SOURCES);
  if (!Array.isArray(list)) throw new DataFileError(SOURCES, 1, 1, 'expected an array of sources');
  for (const s of list as SourceRow[]) {
    if (!s.id || !s.title) throw new DataFileError(SOURCES, 1, 1, `a source without id or title: ${JSON.stringify(s)}`);
    b.source({
      id: s.id,
      title: s.title,
      title_fr: s.title_fr ?? null,
      organisation: s.organisation ?? null,
      url: s.url ?? null,
      published: s.published ?? null,
      reliability: s.reliability ?? null,
    });
  }
}

/**
 * Caveats, checked against what was loaded: each target must exist (a table or `table.column`
 * of the schema, a unit, an event, a standard). Call after every data set is read.
 */
export function loadCaveats(b: KnowledgeBuilder, columnsOf: (table: string) => string[] | undefined): void {
  const list = b.json(CAVEATS);
  if (!Array.isArray(list)) throw new DataFileError(CAVEATS, 1, 1, 'expected an array of caveats');
  const caveats = b.table('caveat', ['id', 'text_fr', 'text_en', 'source']);
  const applies = b.table('caveat_applies', ['caveat_id', 'applies_to', 'target']);
  const events = new Set(b.peek('flood_event')?.rows.map((r) => r[0]));
  const standards = new Set(b.peek('response_standard')?.rows.map((r) => r[0]));
  const seen = new Set<string>();
  for (const c of list as CaveatFile[]) {
    const bad = (problem: string): never => {
      throw new DataFileError(CAVEATS, 1, 1, `caveat ${c.id ?? '?'}: ${problem}`);
    };
    if (!c.id || !c.text_fr || !c.text_en || !c.source) bad('id, text_fr, text_en and source are required');
    if (seen.has(c.id)) bad('id used twice');
    seen.add(c.id);
    caveats.push([c.id, c.text_fr, c.text_en, c.source]);
    for (const a of c.applies_to ?? []) {
      if (!KINDS.has(a.kind)) bad(`unknown kind ${a.kind}`);
      const [table, column] = a.target.split('.');
      const ok =
        a.kind === 'table'
          ? columnsOf(a.target) !== undefined
          : a.kind === 'column'
            ? (columnsOf(table!) ?? []).includes(column ?? '')
            : a.kind === 'pcode'
              ? b.units.has(a.target)
              : a.kind === 'event'
                ? events.has(a.target)
                : a.kind === 'standard'
                  ? standards.has(a.target)
                  : true;
      if (!ok) bad(`no ${a.kind} ${a.target}`);
      applies.push([c.id, a.kind, a.target]);
    }
  }
  // Rows flagged by a loader must point to a declared caveat (checked here, not by the database).
  for (const name of ['population', 'population_published']) {
    const t = b.peek(name);
    const k = t?.columns.indexOf('caveat_id') ?? -1;
    for (const row of k >= 0 ? t!.rows : []) {
      const id = row[k] as string | null;
      if (id !== null && !seen.has(id))
        throw new DataFileError(CAVEATS, 1, 1, `caveat ${id} flags rows of ${name} but is not declared`);
    }
  }
}

/** The column manifest, as a table the advisor (and people) can read. */
export function loadColumnManifest(b: KnowledgeBuilder): ColumnsManifest {
  const manifest = b.json(COLUMNS_MANIFEST) as ColumnsManifest;
  const rows = b.table('data_column', ['file', 'column_name', 'loaded_into', 'left_out_reason']);
  for (const [file, columns] of Object.entries(manifest))
    for (const [column, entry] of Object.entries(columns))
      rows.push(typeof entry === 'string' ? [file, column, entry, null] : [file, column, null, entry.left_out]);
  return manifest;
}
