import { loadModule, parseSync } from 'libpg-query';
import names from './sql-guard.names.json' with { type: 'json' };

/**
 * The guard rail every model-written query passes, whatever the model wrote (ADR 046). Parsed by
 * the real PostgreSQL parser (libpg-query), it must be ONE read-only SELECT (or WITH … SELECT).
 * Every relation is resolved with its scope, as PostgreSQL resolves it: a CTE is visible only in
 * the query level that defines it (and the levels inside it); any other relation must be a table
 * of the `knowledge` schema. A CTE may not take the name of a knowledge table, of a catalog
 * relation (pg_catalog, information_schema) or of a CTE already visible, so a name can never mean
 * two things. Functions come from an allowlist; no INTO, no locking clause, no data-modifying CTE,
 * no functions in FROM, no reg* or other catalog types, no parameters.
 */

export type GuardResult = { ok: true; sql: string } | { ok: false; reason: string };

const KNOWLEDGE_TABLES = new Set(names.knowledgeTables);
const CATALOG_SCHEMAS = new Set(names.catalogSchemas);
const INFORMATION_SCHEMA = new Set(names.informationSchemaRelations);
const ALLOWED_FUNCTIONS = new Set(names.allowedFunctions);
const FORBIDDEN_TYPES = /^(reg\w+|oid|pg_\w+|txid_snapshot|tid|xid\w*|cid|aclitem|lo)$/i;
/** current_user, session_user, current_schema, current_catalog…: facts about the server, not the data. */
const ALLOWED_VALUE_FUNCTIONS =
  /^SVFOP_(CURRENT_DATE|CURRENT_TIME|CURRENT_TIME_N|CURRENT_TIMESTAMP|CURRENT_TIMESTAMP_N|LOCALTIME|LOCALTIME_N|LOCALTIMESTAMP|LOCALTIMESTAMP_N)$/;
/** Parse-tree nodes a query may not hold at all, whatever their place. */
const FORBIDDEN_NODES: Record<string, string> = {
  RangeFunction: 'functions in FROM are not allowed',
  RangeTableFunc: 'functions in FROM are not allowed',
  JsonTable: 'functions in FROM are not allowed',
  RangeTableSample: 'TABLESAMPLE is not allowed',
  ParamRef: 'parameters are not allowed',
  XmlExpr: 'XML functions are not allowed',
  XmlSerialize: 'XML functions are not allowed',
  IntoClause: 'SELECT INTO is not allowed',
  LockingClause: 'locking clauses are not allowed',
};

let ready: Promise<void> | undefined;
export function loadGuard(): Promise<void> {
  ready ??= loadModule();
  return ready;
}

type Node = Record<string, unknown>;
type StringNode = { String?: { sval: string } };

/** The CTE names visible at one query level, and the level around it. */
interface Scope {
  ctes: ReadonlySet<string>;
  parent: Scope | undefined;
}

const visible = (scope: Scope | undefined, name: string): boolean => {
  for (let s = scope; s; s = s.parent) if (s.ctes.has(name)) return true;
  return false;
};

/** Why a CTE may not take this name, or undefined when it may. */
function shadowProblem(name: string, scope: Scope | undefined, siblings: ReadonlySet<string>): string | undefined {
  const lower = name.toLowerCase();
  if (KNOWLEDGE_TABLES.has(lower)) return `a CTE may not be named after the table knowledge.${lower}`;
  if (lower.startsWith(names.catalogRelationPrefix) || INFORMATION_SCHEMA.has(lower) || CATALOG_SCHEMAS.has(lower))
    return `a CTE may not be named after a catalog relation (${name})`;
  if (siblings.has(lower)) return `the CTE name ${name} is used twice`;
  for (let s = scope; s; s = s.parent)
    for (const outer of s.ctes)
      if (outer.toLowerCase() === lower) return `the CTE ${name} would hide the CTE ${outer} of an outer query`;
  return undefined;
}

class Checker {
  readonly problems: string[] = [];

  private refuse(reason: string) {
    this.problems.push(reason);
  }

  /** Any node: statements, relations, functions and types are checked; everything else is walked. */
  node(node: unknown, scope: Scope | undefined): void {
    if (Array.isArray(node)) {
      for (const item of node) this.node(item, scope);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Node)) {
      const v = value as Node;
      if (key in FORBIDDEN_NODES) this.refuse(FORBIDDEN_NODES[key]!);
      else if (key === 'SelectStmt') this.select(v, scope);
      else if (key.endsWith('Stmt')) this.refuse(`${key} is not allowed`);
      else if (key === 'RangeVar') this.relation(v, scope);
      else if (key === 'FuncCall') {
        this.func(v);
        this.node(value, scope);
      } else if (key === 'TypeName' || key === 'typeName') {
        this.type(v);
        this.node(value, scope);
      } else if (key === 'SQLValueFunction') {
        if (!ALLOWED_VALUE_FUNCTIONS.test(String(v.op))) this.refuse(`${String(v.op)} is not allowed`);
      } else this.node(value, scope);
    }
  }

  /** One query level: its WITH defines the CTEs visible in it, and only in it. */
  private select(stmt: Node, outer: Scope | undefined): void {
    if (stmt.intoClause) this.refuse(FORBIDDEN_NODES.IntoClause!);
    if (stmt.lockingClause) this.refuse(FORBIDDEN_NODES.LockingClause!);
    const withClause = stmt.withClause as { ctes?: { CommonTableExpr?: Node }[]; recursive?: boolean } | undefined;
    let scope = outer;
    if (withClause) {
      const ctes = (withClause.ctes ?? []).map((c) => c.CommonTableExpr ?? {});
      const all = new Set<string>();
      for (const cte of ctes) {
        const name = String(cte.ctename);
        const problem = shadowProblem(name, outer, new Set([...all].map((n) => n.toLowerCase())));
        if (problem) this.refuse(problem);
        all.add(name);
      }
      // WITH RECURSIVE: every CTE of the list sees them all; otherwise each sees those before it.
      const before = new Set<string>();
      for (const cte of ctes) {
        const query = cte.ctequery as Node | undefined;
        if (!query || !('SelectStmt' in query)) this.refuse(`data-modifying CTEs are not allowed`);
        const own: Scope = { ctes: withClause.recursive ? all : new Set(before), parent: outer };
        this.node({ ...cte, ctename: undefined }, own);
        before.add(String(cte.ctename));
      }
      scope = { ctes: all, parent: outer };
    }
    // A set operation's two sides are query levels of their own, inside this one's scope.
    for (const side of [stmt.larg, stmt.rarg]) if (side) this.select(side as Node, scope);
    const rest: Node = { ...stmt, withClause: undefined, intoClause: undefined, lockingClause: undefined };
    delete rest.larg;
    delete rest.rarg;
    this.node(rest, scope);
  }

  /** A relation in FROM: a CTE visible here, or a table of the knowledge schema; nothing else. */
  private relation(rv: Node, scope: Scope | undefined): void {
    const schema = rv.schemaname as string | undefined;
    const catalog = rv.catalogname as string | undefined;
    const rel = String(rv.relname);
    const shown = [catalog, schema, rel].filter(Boolean).join('.');
    if (catalog) return this.refuse(`only knowledge.* tables may be read (not ${shown})`);
    if (!schema && visible(scope, rel)) return;
    if ((schema === undefined || schema === 'knowledge') && KNOWLEDGE_TABLES.has(rel)) return;
    this.refuse(`only knowledge.* tables may be read (not ${shown})`);
  }

  private func(call: Node): void {
    const parts = ((call.funcname as StringNode[]) ?? []).map((p) => p.String?.sval ?? '');
    const name = parts.at(-1)!.toLowerCase();
    const schema = parts.length > 1 ? parts[0] : null;
    if (parts.length > 2 || (schema && schema !== 'pg_catalog') || !ALLOWED_FUNCTIONS.has(name))
      this.refuse(`function ${parts.join('.')} is not allowed`);
  }

  private type(typeName: Node): void {
    const parts = ((typeName.names as StringNode[]) ?? []).map((p) => p.String?.sval ?? '');
    const schema = parts.length > 1 ? parts[0] : null;
    if ((schema && schema !== 'pg_catalog') || FORBIDDEN_TYPES.test(parts.at(-1) ?? ''))
      this.refuse(`type ${parts.join('.')} is not allowed`);
  }
}

export async function guardSql(sql: string): Promise<GuardResult> {
  await loadGuard();
  if (typeof sql !== 'string' || !sql.trim()) return { ok: false, reason: 'empty query' };
  if (sql.length > 10_000) return { ok: false, reason: 'query too long' };
  // The text goes to PostgreSQL as it is; a NUL would end it early on one side and not the other.
  if (sql.includes('\u0000')) return { ok: false, reason: 'the query holds a NUL character' };
  let tree: { stmts?: { stmt: Node; stmt_location?: number; stmt_len?: number }[] };
  try {
    tree = parseSync(sql) as typeof tree;
  } catch (error) {
    return { ok: false, reason: `not valid SQL: ${(error as Error).message}` };
  }
  const stmts = tree.stmts ?? [];
  if (stmts.length !== 1) return { ok: false, reason: 'exactly one statement is allowed' };
  const { stmt: top, stmt_location: start = 0, stmt_len: length } = stmts[0]!;
  if (!('SelectStmt' in top)) return { ok: false, reason: `only SELECT is allowed (got ${Object.keys(top)[0]})` };
  const checker = new Checker();
  checker.node(top, undefined);
  if (checker.problems.length) return { ok: false, reason: [...new Set(checker.problems)].join('; ') };
  // The statement alone, without a trailing semicolon or comment (the runner wraps it). The parser
  // counts in UTF-8 bytes.
  const bytes = Buffer.from(sql, 'utf8');
  const text = (length ? bytes.subarray(start, start + length) : bytes.subarray(start)).toString('utf8');
  return { ok: true, sql: text.trim() };
}
