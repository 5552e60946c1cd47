import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_MARK, openDatabase } from '../src/db/client.ts';
import { knowledgeVersion } from '../src/modules/knowledge/knowledge.loader.ts';
import { KNOWLEDGE_DIR } from './helpers/knowledge.ts';

/**
 * A first start on PGlite (and new data) is migrated and loaded by a child process before the
 * server opens the folder, so the load's memory leaves with the child (issue 12, memory target).
 */
const dir = mkdtempSync(join(tmpdir(), 'sfp-first-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite first start', () => {
  it('finds the knowledge loaded and the mark written when it opens the folder', { timeout: 180_000 }, async () => {
    const db = await openDatabase({
      databaseUrl: undefined,
      dataDir: dir,
      prepareApart: {
        script: fileURLToPath(new URL('../src/modules/knowledge/prepare-cli.ts', import.meta.url)),
        version: knowledgeVersion(KNOWLEDGE_DIR),
        args: [KNOWLEDGE_DIR],
      },
    });
    try {
      expect(readFileSync(join(dir, KNOWLEDGE_MARK), 'utf8').trim()).toBe(knowledgeVersion(KNOWLEDGE_DIR));
      const regions = await db.query<{ n: number }>(
        "select count(*)::int as n from knowledge.unit where level = 'region'",
      );
      expect(regions.rows[0]!.n).toBe(14);
    } finally {
      await db.close();
    }
  });

  it('opens without a mark (a folder made before this change) and loads nothing by itself', async () => {
    rmSync(join(dir, KNOWLEDGE_MARK));
    const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      expect(existsSync(join(dir, KNOWLEDGE_MARK))).toBe(false);
      expect(
        (await db.query<{ n: number }>('select count(*)::int as n from knowledge.unit')).rows[0]!.n,
      ).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
