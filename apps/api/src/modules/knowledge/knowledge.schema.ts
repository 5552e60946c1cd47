/**
 * The `knowledge` schema declared for Drizzle, so queries over it are typed:
 * `db.select().from(population).where(…)`. The loader creates the schema from KNOWLEDGE_DDL;
 * a test holds this declaration equal to the loaded database.
 */
import * as facts from './knowledge.schema.facts.ts';
import * as places from './knowledge.schema.places.ts';

export * from './knowledge.schema.facts.ts';
export * from './knowledge.schema.places.ts';

/** Every table of the schema, by its SQL name's Drizzle object (for drizzle({ schema })). */
export const knowledgeSchema = { ...places, ...facts };
