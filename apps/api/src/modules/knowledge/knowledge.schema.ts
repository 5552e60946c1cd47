/**
 * The `knowledge` schema declared for Drizzle, so queries over it are typed:
 * `db.select().from(population).where(…)`. The loader creates the schema from KNOWLEDGE_DDL;
 * a test holds this declaration equal to the loaded database.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as facts from './knowledge.schema.facts.ts';
import * as places from './knowledge.schema.places.ts';

export * from './knowledge.schema.facts.ts';
export * from './knowledge.schema.places.ts';

/** Every table of the schema, by its SQL name's Drizzle object (for drizzle({ schema })). */
export const knowledgeSchema = { ...places, ...facts };

/** Every declared table of the schema. */
export function knowledgeTables(): PgTable[] {
  return Object.values(knowledgeSchema as Record<string, unknown>).filter((t): t is PgTable => is(t, PgTable));
}

/** SQL table name → its SQL column names, as declared. */
export function declaredColumns(): Map<string, string[]> {
  return new Map(
    knowledgeTables().map((t) => {
      const c = getTableConfig(t);
      return [c.name, c.columns.map((col) => col.name)] as const;
    }),
  );
}
