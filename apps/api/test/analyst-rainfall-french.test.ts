import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorAnswer, AdvisorTurn } from '../src/modules/advisor/advisor.engine.ts';
import { createAnalystEngine } from '../src/modules/advisor/analyst/analyst.engine.ts';
import { writeReport } from '../src/modules/advisor/report-writer.ts';
import type { TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';

/**
 * The cited rainfall facts were collected in English ("Senegal", "climatology", "season 2025 to
 * 2025-09-02", "24 June", "8 days"); a French answer or report gives their place, period, worded
 * value and unit in the project's French (curated/rainfall-facts-fr.csv), and quotes the source's
 * own words as such (issue 14). English answers are unchanged.
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

const ask = (question: string, history: AdvisorTurn[] = []) => engine.answer({ question, history });

/** The answer's own words: without the quotes of the sources, their titles and the query. */
const own = (a: AdvisorAnswer) =>
  a.markdown
    .split(/\n\*\*(Sources|SQL run|Requête SQL exécutée)\*\*/)[0]!
    .replace(/« [^»]* » \(texte de la source, en anglais\)/g, '«»');

/** English of the facts as collected, which a French answer's own words must not hold. */
const ENGLISH =
  /\b(Senegal|climatology|range of stations|season|June|October|September|days|months|normal to|quoted|forecast|above normal|and|Thies|mm\/year)\b/;

describe('a French answer about rainfall speaks French', () => {
  it('gives the onset, its spread and the season in French', async () => {
    for (const question of [
      'Quelle est la date moyenne de démarrage de la saison des pluies au Sénégal, et sa variabilité ?',
      'De quel mois à quel mois va la saison des pluies ?',
      'Cumul de pluie à Dakar et Thiès pendant la saison 2020 ?',
      'Quelle est la pluviométrie annuelle dans le delta du fleuve Sénégal ?',
      'Quelle était la normale de pluie à Linguère à fin septembre ?',
    ]) {
      const a = await ask(question);
      expect(own(a), question).toContain('**Pluviométrie — faits cités dans nos sources**');
      expect(own(a), question).not.toMatch(ENGLISH);
    }
    const onset = own(await ask('Date moyenne de démarrage de la saison des pluies au Sénégal ?'));
    expect(onset).toContain(
      '- **Sénégal** (normale climatologique) — date moyenne de démarrage de la saison : **24 juin** — «»',
    );
    expect(onset).toContain('écart type de la date de démarrage : **8 jours**');
    expect(own(await ask('De quel mois à quel mois va la saison des pluies ?'))).toContain('**de juin à octobre**');
  });

  it('writes the facts of a French report in French, labels included', async () => {
    const question = 'Date moyenne de démarrage de la saison des pluies au Sénégal ?';
    const a = await ask(question);
    const report = writeReport({
      turns: [
        { role: 'user', content: question },
        { role: 'assistant', content: a.markdown, data: a.data },
      ],
      language: 'fr',
      generatedAt: new Date('2026-11-26T10:00:00Z'),
    });
    const rows = report.split('\n').filter((l) => l.startsWith('| '));
    expect(rows).toContain('| écart type de la date de démarrage | 8 jours | Sénégal | normale climatologique | — |');
    expect(report).toContain('date moyenne de démarrage de la saison (Sénégal, normale climatologique) : 24 juin');
    expect(report.split('\n## Sources')[0]).not.toMatch(/_|\b(climatology|Senegal|June|days)\b/);
  });

  it('keeps the facts as collected in English', async () => {
    const a = await ask('What is the mean onset date of the rainy season in Senegal?');
    expect(a.markdown).toContain('- **Senegal** (climatology) — mean onset date of the season: **24 June**');
    expect(a.markdown).toContain('standard deviation of the onset date: **8 days**');
  });
});
