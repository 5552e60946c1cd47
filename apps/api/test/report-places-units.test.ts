import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorLanguage, AdvisorTurn } from '../src/modules/advisor/advisor.engine.ts';
import { createAnalystEngine } from '../src/modules/advisor/analyst/analyst.engine.ts';
import { writeReport } from '../src/modules/advisor/report-writer.ts';
import { renderReportPdf } from '../src/pdf/render.ts';
import type { TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';
import { readPdf } from './helpers/pdf.ts';

/**
 * A report names its places as the answers do (issue 14): three places are called Matam, each with
 * its level in the report's language; counted units agree with their number; English source text in
 * a French report is quoted as the source's.
 */
let db: TestDatabase;
let engine: ReturnType<typeof createAnalystEngine>;
beforeAll(async () => {
  db = await createKnowledgeDatabase();
  engine = createAnalystEngine({ database: db.database, currentYear: () => 2026 });
}, 180_000);
afterAll(async () => {
  await db.drop();
});

async function reportOf(language: AdvisorLanguage, questions: string[]): Promise<string> {
  const turns: AdvisorTurn[] = [];
  for (const question of questions) {
    const a = await engine.answer({ question, history: turns });
    turns.push({ role: 'user', content: question }, { role: 'assistant', content: a.markdown, data: a.data });
  }
  return plain(writeReport({ turns, language, generatedAt: new Date('2026-11-26T10:00:00Z') }));
}

/** French groups digits with narrow no-break spaces: compared as plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const rows = (report: string) => report.split('\n').filter((l) => l.startsWith('| '));

describe('the report names places and units as the answers do', () => {
  it('tells the three places called Matam apart, in French and in English', async () => {
    const fr = await reportOf('fr', ['Quelle est la population de Matam en 2023 ?']);
    expect(fr).toContain('**Lieux** : Matam (région), Matam (département), Matam (commune)');
    expect(rows(fr)).toEqual(
      expect.arrayContaining([
        '| Population | 831 632 habitants | Matam (région) | 2023 | recensement |',
        '| Population | 386 887 habitants | Matam (département) | 2023 | recensement |',
        '| Population | 27 695 habitants | Matam (commune) | 2023 | recensement |',
      ]),
    );
    expect(fr).toContain('Population (Matam (département), 2023) : 386 887 habitants');
    const pdf = (await readPdf(await renderReportPdf(fr, { lang: 'fr' }))).text.replace(/\s+/g, ' ');
    for (const level of ['région', 'département', 'commune']) expect(pdf).toContain(`Matam (${level})`);
    const en = await reportOf('en', ['What is the population of Matam in 2023?']);
    expect(en).toContain('**Places**: Matam (region), Matam (department), Matam (commune)');
    expect(rows(en)).toContain('| Population | 386,887 inhabitants | Matam (department) | 2023 | census |');
  });
});
