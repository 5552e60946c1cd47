import { buildConversationId } from '@sfp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from '../src/pdf/render.ts';
import { createTestContext, type TestContext, type TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';
import { readPdf } from './helpers/pdf.ts';
import { createVerifiedUser, type TestUser } from './helpers/users.ts';

/**
 * A misread figure is the worst defect a situation report can have (issue 14: pdftotext read
 * "879 98⏎3"). Real reports, written by the report writer from real answers in French and English,
 * are rendered; poppler reads every figure of the markdown back whole, on one line.
 */
let db: TestDatabase;
let t: TestContext;
let user: TestUser;
beforeAll(async () => {
  db = await createKnowledgeDatabase();
  t = await createTestContext({ QUESTION_LIMIT: '20' }, { database: db.database });
  user = await createVerifiedUser(t.app, t.outboxDir);
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
async function reportFor(questions: string[]): Promise<string> {
  clock += 1000;
  const id = buildConversationId(user.id, new Date(clock));
  const enc = encodeURIComponent(id);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/user/conversations/',
    headers: user.auth,
    payload: { conversation_id: id },
  });
  expect(created.statusCode, created.body).toBe(201);
  for (const content of questions) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/conversation_manager/sql_agent_chat/${enc}`,
      headers: user.auth,
      payload: { conversation: [{ role: 'user', content }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await t.app.inject({
    method: 'POST',
    url: `/conversation_manager/report_writer/${enc}`,
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Record<string, unknown>>();
  const report = Object.values(body).find((v): v is string => typeof v === 'string' && v.startsWith('#'));
  expect(report).toBeTruthy();
  return report!;
}

/** Figures as written: "831 632" (groups of three after any space), "831,632", "1,25", "2023". */
const FIGURE =
  /(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d])|(?<![\d])\d{1,3}(?:,\d{3})+(?![\d])|(?<![\d])\d+(?:[.,]\d+)?(?![\d])/g;
const key = (figure: string) => figure.replace(/[ \u00a0\u202f]/g, ' ');

/** The figures a reader sees in the markdown: link targets and markup left out. */
function markdownFigures(markdown: string): string[] {
  const visible = markdown.replace(/\]\([^)]*\)/g, ']').replace(/^\|?[\s|:-]+\|?$/gm, '');
  return [...visible.matchAll(FIGURE)].map((m) => key(m[0]));
}

/** How often a figure appears whole (on one line, its groups together) in the PDF's text. */
function occurrences(text: string, figure: string): number {
  const pattern = figure
    .split(' ')
    .map((g) => g.replace(/[.,]/g, '\\$&'))
    .join('[ \\u00a0\\u202f]');
  return [...text.matchAll(new RegExp(`(?<!\\d)${pattern}(?!\\d)`, 'g'))].length;
}

async function expectFiguresWhole(markdown: string, lang: 'fr' | 'en') {
  const { text, pages } = await readPdf(await renderReportPdf(markdown, { lang }));
  expect(pages).toBeGreaterThan(0);
  const figures = markdownFigures(markdown);
  const grouped = figures.filter((f) => /\d[ ,]\d{3}/.test(f));
  expect(grouped.length).toBeGreaterThan(3); // the test is about something
  const counts = new Map<string, number>();
  for (const f of figures) counts.set(f, (counts.get(f) ?? 0) + 1);
  const missing = [...counts].filter(([f, n]) => occurrences(text, f) < n).map(([f, n]) => `${f} ×${n}`);
  expect(missing).toEqual([]);
}

describe('figures in a report PDF are never split', () => {
  it('French report', async () => {
    const markdown = await reportFor([
      'Quelle est la population de Matam en 2023 ?',
      'Combien de structures de santé dans la région de Kolda ?',
      'Quelles inondations à Matam en 2022 ?',
      'Quels sont les besoins pour 12 500 sinistrés ?',
      'Population de Dakar, Pikine et Rufisque en 2023',
    ]);
    await expectFiguresWhole(markdown, 'fr');
  });

  it('English report', async () => {
    const markdown = await reportFor([
      'What is the population of Matam in 2023?',
      'How many health facilities are there in Kolda region?',
      'Floods in Matam in 2022',
      'What are the needs for 12,500 displaced people?',
      'Population of Dakar, Pikine and Rufisque in 2023',
    ]);
    await expectFiguresWhole(markdown, 'en');
  });
});
