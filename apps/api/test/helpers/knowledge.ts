import { resolve } from 'node:path';
import { loadKnowledge } from '../../src/modules/knowledge/knowledge.loader.ts';
import { createTestDatabase, type TestDatabase } from './context.ts';

/** The data sets the product ships. */
export const KNOWLEDGE_DIR = resolve(import.meta.dirname, '../../../../data/knowledge');

/** A fresh migrated database with the shipped knowledge loaded (well under a second on PGlite). */
export async function createKnowledgeDatabase(): Promise<TestDatabase> {
  const test = await createTestDatabase();
  await loadKnowledge(test.database, KNOWLEDGE_DIR);
  return test;
}
