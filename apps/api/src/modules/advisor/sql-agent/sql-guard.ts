import { loadModule, parseSync } from 'libpg-query';

/**
 * The guard rail every model-written query passes, whatever the model wrote: parsed by the real
 * PostgreSQL parser (libpg-query), it must be ONE read-only SELECT (or WITH … SELECT) reading only
 * `knowledge.*` relations (or its own CTEs), calling only plain functions from an allowlist, with
 * no INTO, no locking clause and no data-modifying CTE.
 */

export type GuardResult = { ok: true; sql: string } | { ok: false; reason: string };

const ALLOWED_FUNCTIONS = new Set(
  (
    'count sum avg min max round trunc abs ceil ceiling floor coalesce nullif greatest least lower upper initcap length ' +
    'char_length substring substr trim btrim ltrim rtrim replace concat concat_ws split_part position strpos left right ' +
    'string_agg array_agg array_length cardinality unnest to_char date_part extract date_trunc make_date now ' +
    'percentile_cont percentile_disc stddev variance rank dense_rank row_number ntile lag lead first_value last_value ' +
    'bool_and bool_or every mode regexp_replace regexp_match starts_with format power sqrt mod sign exp ln log width_bucket ' +
    'jsonb_build_object json_build_object jsonb_agg json_agg to_number'
  ).split(' '),
);
const FORBIDDEN_TYPES = /^(reg\w+|oid|pg_\w+|txid_snapshot|tid|xid\w*|cid)$/i;
const MODIFYING = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

let ready: Promise<void> | undefined;
export function loadGuard(): Promise<void> {
  ready ??= loadModule();
  return ready;
}

type Node = Record<string, unknown>;

export async function guardSql(sql: string): Promise<GuardResult> {
  await loadGuard();
  if (typeof sql !== 'string' || !sql.trim()) return { ok: false, reason: 'empty query' };
  if (sql.length > 10_000) return { ok: false, reason: 'query too long' };
  let tree: { stmts?: { stmt: Node }[] };
  try {
    tree = parseSync(sql) as typeof tree;
  } catch (error) {
    return { ok: false, reason: `not valid SQL: ${(error as Error).message}` };
  }
  const stmts = tree.stmts ?? [];
  if (stmts.length !== 1) return { ok: false, reason: 'exactly one statement is allowed' };
  const top = stmts[0]!.stmt;
  if (!('SelectStmt' in top)) return { ok: false, reason: `only SELECT is allowed (got ${Object.keys(top)[0]})` };

  const cteNames = new Set<string>();
  const problems: string[] = [];
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Node)) {
      if (key === 'CommonTableExpr') cteNames.add(String((value as Node).ctename));
      collect(value);
    }
  };
  collect(top);

  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Node)) {
      const v = value as Node;
      if (MODIFYING.has(key)) problems.push(`${key} is not allowed`);
      else if (key.endsWith('Stmt') && key !== 'SelectStmt') problems.push(`${key} is not allowed`);
      else if (key === 'SelectStmt') {
        if (v.intoClause) problems.push('SELECT INTO is not allowed');
        if (v.lockingClause) problems.push('locking clauses are not allowed');
      } else if (key === 'RangeVar') {
        const schema = v.schemaname as string | undefined;
        const rel = String(v.relname);
        if (schema ? schema !== 'knowledge' : !cteNames.has(rel))
          problems.push(`only knowledge.* tables may be read (not ${schema ? `${schema}.` : ''}${rel})`);
      } else if (key === 'RangeFunction' || key === 'RangeTableFunc')
        problems.push('functions in FROM are not allowed');
      else if (key === 'FuncCall') {
        const parts = ((v.funcname as { String?: { sval: string } }[]) ?? []).map((p) => p.String?.sval ?? '');
        const name = parts.at(-1)!.toLowerCase();
        const schema = parts.length > 1 ? parts[0] : null;
        if ((schema && schema !== 'pg_catalog') || !ALLOWED_FUNCTIONS.has(name))
          problems.push(`function ${parts.join('.')} is not allowed`);
      } else if (key === 'TypeName' || key === 'typeName') {
        const names = ((v.names as { String?: { sval: string } }[]) ?? []).map((p) => p.String?.sval ?? '');
        if (names.some((n) => FORBIDDEN_TYPES.test(n))) problems.push(`type ${names.join('.')} is not allowed`);
      } else if (key === 'ParamRef') problems.push('parameters are not allowed');
      walk(value);
    }
  };
  walk(top);
  if (problems.length) return { ok: false, reason: [...new Set(problems)].join('; ') };
  return { ok: true, sql: sql.trim().replace(/;\s*$/, '') };
}
