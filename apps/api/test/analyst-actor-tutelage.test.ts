import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/modules/knowledge/csv.ts';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { KNOWLEDGE_DIR } from './helpers/knowledge.ts';

/**
 * The actors' tutelage notes were compiled in English ("UNCERTAIN – probably…", "2024-2025
 * attachment not verified"); a French answer gives the project's French of each note
 * (curated/actor-tutelage-fr.csv), an English answer the note as compiled (issue 14).
 */

const { chat } = analystFixture();

/** English words of the notes as compiled, none of which a French note holds. */
const ENGLISH =
  /\b(the|and|of|not|was|were|by|stated|read|probably|inferred|listed|member|minister|ministry|government|attachment|verified|since|joined|seat|implemented|financed|grant|runs|existed|abolished|moved|piloted|instituted|chaired)\b/i;

describe("an actor's tutelage", () => {
  it('is in French in French answers, for every actor', async () => {
    const file = 'response/senegal_response_actors.csv';
    const actors = parseCsv(await readFile(join(KNOWLEDGE_DIR, file), 'utf8'), file).map((r) => r.values);
    const seen = new Set<string>();
    for (const a of actors) {
      const md = (await chat(`Quel est le rôle de ${a.name_fr} dans les inondations ?`)).markdown;
      const lines = md.split('\n').filter((l) => l.startsWith('- Tutelle : '));
      for (const l of lines) {
        expect(l, a.name_fr).not.toMatch(ENGLISH);
        expect(l, a.name_fr).not.toContain('(texte de la source, en anglais)');
        seen.add(l);
      }
    }
    // Each actor's own note was read (each note differs from the others).
    expect(seen.size).toBe(actors.length);
    const anacim = (await chat('Quel est le rôle de l’ANACIM ?')).markdown;
    expect(anacim).toContain('Rattachement en 2024-2025 non vérifié.');
  });

  it('is the note as compiled in English answers', async () => {
    const md = (await chat('What is the role of ANACIM in floods?')).markdown;
    expect(md).toContain('2024-2025 attachment not verified.');
  });
});
