import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorAnswer, AdvisorLanguage, AdvisorTurn } from '../src/modules/advisor/advisor.engine.ts';
import { createAnalystEngine } from '../src/modules/advisor/analyst/analyst.engine.ts';
import { placeIndexLoader } from '../src/modules/advisor/analyst/place-index.ts';
import { createSubjectAnalyst, type SubjectAnalyst } from '../src/modules/advisor/analyst/subjects/index.ts';
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
let subjects: SubjectAnalyst;
beforeAll(async () => {
  db = await createKnowledgeDatabase();
  engine = createAnalystEngine({ database: db.database, currentYear: () => 2026 });
  subjects = createSubjectAnalyst({ database: db.database, places: placeIndexLoader(db.database) });
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

  it('says "1 facility" and "1 structure", never "1 facilities"', async () => {
    const en = await reportOf('en', ['How many health facilities are there in Kolda region?']);
    expect(en).toContain('| Health facilities · other facilities | 1 facility |');
    expect(en).toContain('| Health facilities | 328 facilities |');
    expect(en).not.toMatch(/\b1 facilities\b/);
    const fr = await reportOf('fr', ['Combien de structures de santé dans la région de Kolda ?']);
    expect(fr).toContain('| Structures de santé · autres structures | 1 structure |');
    expect(fr).not.toMatch(/\b1 structures\b/);
  });

  it('quotes the English of a source in a French report’s place column', async () => {
    const fr = await reportOf('fr', ['Quelles inondations à Matam en 2022 ?']);
    const deaths = rows(fr).find((r) => r.startsWith('| Décès |'))!;
    expect(deaths).toContain(
      '« Dakar (5 departments); Thies department; Matam (2 departments) » (texte de la source, en anglais)',
    );
    expect(fr).toContain('Les titres sont cités tels que publiés, souvent en anglais.');
    const en = await reportOf('en', ['Floods in Matam in 2022']);
    expect(rows(en).find((r) => r.startsWith('| Deaths |'))).toContain('| Dakar (5 departments); Thies department;');
  });
});

describe('the population subject speaks the answer’s language', () => {
  const ask = (question: string): Promise<AdvisorAnswer> => subjects.answerAs('population', { question, history: [] });

  it('labels women and men, and the other readings of a name, in French', async () => {
    const a = await ask('Combien de femmes et d’hommes à Matam en 2023 ?');
    const labels = a.data.figures.map((f) => f.label);
    expect(labels).toEqual(expect.arrayContaining(['Population · femmes', 'Population · hommes']));
    expect(labels).not.toContain('female');
    const places = a.data.figures.map((f) => `${f.place} ${f.level}`);
    expect(places).toEqual(expect.arrayContaining(['Matam region', 'Matam department', 'Matam commune']));
    expect(a.data.figures.map((f) => f.place).join(' ')).not.toMatch(/\((department|commune|region)\)/);
    const report = writeReport({
      turns: [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: a.markdown, data: a.data },
      ],
      language: 'fr',
      generatedAt: new Date('2026-11-26T10:00:00Z'),
    });
    expect(report).toContain('| Matam (département) | 2023 |');
    expect(report.split('## Annexe')[0]).not.toMatch(/female|male|department\b/);
  });
});
