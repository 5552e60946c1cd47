import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { textLanguage } from '@sfp/contracts/language';
import { describe, expect, it } from 'vitest';
import type { AdvisorTurn } from '../src/modules/advisor/advisor.engine.ts';
import { writeReport } from '../src/modules/advisor/report-writer.ts';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { KNOWLEDGE_DIR } from './helpers/knowledge.ts';

/**
 * Issue 14: source titles stay as published — never translated — and are marked as such: in
 * italics everywhere, and a French answer or report citing titles published in English says so
 * once (the web app also gives each such title its `lang`).
 */

const { chat } = analystFixture();

/** The source list of an answer: its heading line and its items. */
function sourcesOf(markdown: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith('**Sources**'));
  if (start === -1) return [];
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('- '));
  return lines.slice(start, end === -1 ? undefined : end);
}

/** One question and its answer, as a conversation's turns. */
async function conversation(question: string): Promise<AdvisorTurn[]> {
  const a = await chat(question);
  return [
    { role: 'user', content: question },
    { role: 'assistant', content: a.markdown, data: a.data },
  ];
}

describe('source titles in answers and reports', () => {
  it('a French answer says once that its English titles are cited as published, each in italics', async () => {
    const [heading, ...items] = sourcesOf((await chat('Quelles inondations a connues Matam ?')).markdown);
    expect(heading).toBe('**Sources** (titres tels que publiés)');
    expect(items).toContain(
      '- [*UNICEF Senegal Flash Update No.01 (as of 4 Nov 2024)*](https://reliefweb.int/report/senegal/unicef-senegal-flash-update-no-01-floods-october-2024) — fiabilité A',
    );
    for (const item of items) expect(item).toMatch(/^- \[\*[^*]+\*\]\(/);
  });

  it('an English answer has no note; a French answer whose titles are French has none either', async () => {
    const [en, ...items] = sourcesOf((await chat('Which floods has Matam had?')).markdown);
    expect(en).toBe('**Sources**');
    expect(items.join('\n')).toContain('[*Senegal 2009 PDNA undertaken after 2009 flooding*](');
    const [fr, item] = sourcesOf((await chat('Qu’est-ce que la DGPRE ?')).markdown);
    expect(fr).toBe('**Sources**');
    expect(item).toMatch(/^- \[\*DGPRE, 'Le suivi des eaux de surface'/);
  });

  it('gives the project’s own description of a data set in the answer’s language', async () => {
    // curated/sources.json: the ANSD census is described by the project, not cited by its title.
    expect(sourcesOf((await chat('Quelle est la population de Matam en 2023 ?')).markdown)).toEqual([
      '**Sources**',
      '- [*Recensement général de la population et de l’habitat RGPH-5 2023 (DF_POP)*](https://opendata.ansd.sn) — ANSD — 2023 — fiabilité A',
    ]);
    expect(sourcesOf((await chat('What is the population of Matam in 2023?')).markdown)).toEqual([
      '**Sources**',
      '- [*RGPH-5 2023 census (DF_POP)*](https://opendata.ansd.sn) — ANSD — 2023 — reliability A',
    ]);
  });

  it('writes each French description so that it reads as French (the web app marks the others)', async () => {
    const curated = JSON.parse(await readFile(join(KNOWLEDGE_DIR, 'curated/sources.json'), 'utf8')) as {
      id: string;
      title_fr?: string;
    }[];
    expect(curated.filter((s) => !s.title_fr).map((s) => s.id)).toEqual([]);
    for (const s of curated) expect(textLanguage(s.title_fr!, 'en'), s.id).toBe('fr');
  });

  it('a French report lists the titles in italics and says they are cited as published', async () => {
    const turns = await conversation('Quelles inondations a connues Matam ?');
    const fr = writeReport({ turns, language: 'fr', generatedAt: new Date('2026-11-26T10:00:00Z') });
    expect(fr).toContain('- *UNICEF Senegal Flash Update No.01 (as of 4 Nov 2024)* — fiabilité A');
    expect(fr).toContain('Les titres sont cités tels que publiés, souvent en anglais.');
    const en = writeReport({ turns, language: 'en', generatedAt: new Date('2026-11-26T10:00:00Z') });
    expect(en).toContain('- *UNICEF Senegal Flash Update No.01 (as of 4 Nov 2024)* — reliability A');
    expect(en).not.toContain('as published');
    // Only French titles: nothing to say about them.
    const actors = writeReport({
      turns: await conversation('Qu’est-ce que la DGPRE ?'),
      language: 'fr',
      generatedAt: new Date('2026-11-26T10:00:00Z'),
    });
    expect(actors).toContain("- *DGPRE, 'Le suivi des eaux de surface'");
    expect(actors).not.toContain('Les titres sont cités tels que publiés');
  });
});
