import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorAnswer, AdvisorLanguage, AdvisorTurn } from '../src/modules/advisor/advisor.engine.ts';
import { createAnalystEngine } from '../src/modules/advisor/analyst/analyst.engine.ts';
import { parseCsv } from '../src/modules/knowledge/csv.ts';
import { writeReport } from '../src/modules/advisor/report-writer.ts';
import { renderReportPdf } from '../src/pdf/render.ts';
import { chatWith } from './helpers/chat.ts';
import type { TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase, KNOWLEDGE_DIR } from './helpers/knowledge.ts';
import { readPdf } from './helpers/pdf.ts';

/**
 * A flood's name in a French answer or report is the project's French label
 * (curated/event-labels-fr.csv), never the English name the source gave it (issue 14, "no English
 * label in a French answer or report"); English answers keep the names as published. Source titles
 * stay as published: they are listed under "Sources", which these checks leave out.
 */

let db: TestDatabase;
let engine: ReturnType<typeof createAnalystEngine>;
/** Event id → [English name as published, French label], read from the data files. */
let names: Map<string, [string, string]>;
beforeAll(async () => {
  db = await createKnowledgeDatabase();
  engine = createAnalystEngine({ database: db.database, currentYear: () => 2026 });
  const read = async (file: string) => parseCsv(await readFile(join(KNOWLEDGE_DIR, file), 'utf8'), file);
  const fr = new Map((await read('curated/event-labels-fr.csv')).map((r) => [r.values.event_id!, r.values.name_fr!]));
  names = new Map(
    (await read('floods/flood_events.csv')).map((r) => [
      r.values.event_id!,
      [r.values.event_name!, fr.get(r.values.event_id!)!],
    ]),
  );
}, 180_000);
afterAll(async () => {
  await db.drop();
});

/** The answer without its sources and query: the titles there stay as published. */
const body = (a: AdvisorAnswer) => a.markdown.split(/\n\*\*(Sources|SQL run|Requête SQL exécutée)\*\*/)[0]!;
const english = (ids: string[]) => ids.map((id) => names.get(id)![0]);
const french = (ids: string[]) => ids.map((id) => names.get(id)![1]);

/** Each conversation's answer names these events in its language, and no event by its other name. */
async function namesIn(lang: AdvisorLanguage, conversations: (string | string[])[], ids: string[]) {
  const other = lang === 'fr' ? english([...names.keys()]) : french([...names.keys()]);
  for (const c of conversations) {
    const turns = typeof c === 'string' ? [c] : c;
    const a = await chatWith(engine, turns);
    const text = body(a);
    const what = turns.join(' | ');
    for (const name of lang === 'fr' ? french(ids) : english(ids)) expect(text, what).toContain(name);
    for (const name of other) expect(text, what).not.toContain(name);
    const places = a.data.figures.map((f) => f.place ?? '').join('\n');
    for (const name of other) expect(places, what).not.toContain(name);
  }
}

describe('a French answer names floods in French', () => {
  it('lists the floods of a place, of a year and of a river', async () => {
    await namesIn('fr', ['Quelles inondations ont touché Kaffrine ?', 'inondations à kaffrine ?'], ['SEN-2016-01']);
    await namesIn('fr', ['Parle-moi des inondations de 2020', 'Les inondations de septembre 2020 ?'], ['SEN-2020-01']);
    await namesIn('fr', ['Liste des crues à Matam', 'La crue du fleuve de 2024'], ['SEN-2024-02']);
    await namesIn('fr', ['L’inondation de septembre 2009 à Dakar', 'Quelles inondations en 2009 ?'], ['SEN-2009-01b']);
    await namesIn('fr', ['Combien d’inondations en 2024 ?'], ['SEN-2024-01', 'SEN-2024-02', 'SEN-2024-03']);
  });

  it('names them in rankings, counts, comparisons, place profiles and needs', async () => {
    await namesIn('fr', ['Quelle est la pire inondation ?'], ['SEN-2009-01b', 'SEN-2020-01', 'SEN-2024-02']);
    await namesIn('fr', ['Combien d’événements d’inondation recensés en 2016 ?'], ['SEN-2016-01', 'SEN-2016-02']);
    await namesIn('fr', ['Compare les inondations de 2019 et de 2022'], ['SEN-2019-01', 'SEN-2022-01']);
    await namesIn('fr', ['Profil de Pikine'], ['SEN-2005-01', 'SEN-2012-01', 'SEN-2020-01']);
    await namesIn(
      'fr',
      ['Combien de bâches pour les familles déplacées par les inondations de 2020 ?'],
      ['SEN-2020-01'],
    );
  });

  it('keeps the names as published in English answers', async () => {
    await namesIn('en', ['Which floods hit Kaffrine?', 'Tell me about the 2016 floods in Kaffrine'], ['SEN-2016-01']);
    await namesIn('en', ['What was the worst flood?'], ['SEN-2009-01b', 'SEN-2020-01']);
    await namesIn('en', ['Profile of Pikine'], ['SEN-2005-01', 'SEN-2020-01']);
  });
});

describe('a French report names floods in French', () => {
  it('writes the French labels in the report and its PDF, the English names only among its sources', async () => {
    const turns: AdvisorTurn[] = [];
    for (const question of ['Quelle est la pire inondation ?', 'Profil de Pikine']) {
      const a = await engine.answer({ question, history: turns });
      turns.push({ role: 'user', content: question }, { role: 'assistant', content: a.markdown, data: a.data });
    }
    const report = writeReport({ turns, language: 'fr', generatedAt: new Date('2026-11-26T10:00:00Z') });
    const beforeSources = report.split('\n## Sources')[0]!;
    expect(beforeSources).toContain(`| ${names.get('SEN-2020-01')![1]} |`);
    for (const name of english([...names.keys()])) expect(beforeSources).not.toContain(name);
    const pdf = (await readPdf(await renderReportPdf(report, { lang: 'fr' }))).text.replace(/\s+/g, ' ');
    expect(pdf).toContain(names.get('SEN-2009-01b')![1]);
  });
});
