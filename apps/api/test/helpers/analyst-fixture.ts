import { afterAll, beforeAll, expect } from 'vitest';
import type { AdvisorEngine } from '../../src/modules/advisor/advisor.engine.ts';
import { createAnalystEngine } from '../../src/modules/advisor/analyst/analyst.engine.ts';
import type { TestDatabase } from './context.ts';
import { chatWith, digits } from './chat.ts';
import { createKnowledgeDatabase } from './knowledge.ts';

/**
 * The built-in analyst over the shipped knowledge, for a test file (registers its own beforeAll and
 * afterAll), with `chat` (one conversation's turns) and `family`: every conversation must hold
 * every number or pattern, and none of `absent` (digits compared without separators).
 */
/** `currentYear`: the year "now" means for projections (null: the clock's). */
export function analystFixture({ currentYear = 2026 as number | null } = {}) {
  let db: TestDatabase;
  let engine: AdvisorEngine;
  beforeAll(async () => {
    db = await createKnowledgeDatabase();
    engine = createAnalystEngine(
      currentYear === null ? { database: db.database } : { database: db.database, currentYear: () => currentYear },
    );
  }, 180_000);
  afterAll(async () => {
    await db.drop();
  });
  const chat = (...turns: string[]) => chatWith(engine, turns);
  async function family(
    conversations: (string | string[])[],
    numbers: (string | RegExp)[],
    absent: string[] = [],
  ): Promise<void> {
    for (const c of conversations) {
      const turns = typeof c === 'string' ? [c] : c;
      const what = turns.join(' | ');
      const md = digits((await chat(...turns)).markdown);
      for (const n of numbers) {
        if (typeof n === 'string') expect(md, what).toContain(n);
        else expect(md, what).toMatch(n);
      }
      for (const n of absent) expect(md, what).not.toContain(n);
    }
  }
  return { chat, family, engine: () => engine };
}
