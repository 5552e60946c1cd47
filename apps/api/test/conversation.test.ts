import { buildConversationId, ErrorCode, QUESTION_MAX_LENGTH } from '@sfp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorEngine } from '../src/modules/advisor/advisor.engine.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';
import { readPdf } from './helpers/pdf.ts';
import { createVerifiedUser, type TestUser } from './helpers/users.ts';
import { emptyAnswerData } from '../src/modules/advisor/analyst/answer.ts';
import type { TestDatabase } from './helpers/context.ts';

let db: TestDatabase;
let t: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  db = await createKnowledgeDatabase();
  t = await createTestContext({ QUESTION_LIMIT: '3' }, { database: db.database });
  alice = await createVerifiedUser(t.app, t.outboxDir);
  bob = await createVerifiedUser(t.app, t.outboxDir);
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

let clock = Date.UTC(2026, 10, 22, 9, 0, 0);
async function newConversation(user: TestUser): Promise<string> {
  clock += 1000;
  const id = buildConversationId(user.id, new Date(clock));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/conversations/',
    headers: user.auth,
    payload: { conversation_id: id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return id;
}
const enc = encodeURIComponent;
const ask = (user: TestUser, id: string, content: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/conversation_manager/sql_agent_chat/${enc(id)}`,
    headers: user.auth,
    payload: { conversation: [{ role: 'user', content }] },
  });
const history = (user: TestUser, id: string) =>
  t.app.inject({ method: 'GET', url: `/conversation_manager/${enc(id)}`, headers: user.auth });
const report = (user: TestUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/conversation_manager/report_writer/${enc(id)}`, headers: user.auth });

describe('the conversation service (calls 10–12)', () => {
  it('answers a question with the whole conversation, the last item being a sourced answer', async () => {
    const id = await newConversation(alice);
    expect(id).toMatch(/[ :()]/);
    const res = await ask(alice, id, 'Quelle est la population du département de Matam en 2023 ?');
    expect(res.statusCode, res.body).toBe(200);
    const { conversation } = res.json() as { conversation: { role: string; content: string }[] };
    expect(conversation.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    const answer = conversation.at(-1)!.content;
    expect(answer).toMatch(/386\s887/);
    expect(answer).toContain('RGPH-5');
    expect(answer).toMatch(/```sql/);
  });

  it('keeps the conversation: history in order and follow-up questions', async () => {
    const id = await newConversation(alice);
    expect((await ask(alice, id, 'What is the population of Kaolack region in 2025?')).statusCode).toBe(200);
    const follow = await ask(alice, id, 'And Fatick region?');
    expect(follow.statusCode).toBe(200);
    expect(follow.json().conversation.at(-1).content).toMatch(/959,568/);
    const h = await history(alice, id);
    expect(h.statusCode).toBe(200);
    const items = h.json().conversation as { role: string; content: string }[];
    expect(items.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant']);
    expect(items[1]!.content).toBe('What is the population of Kaolack region in 2025?');
    expect(items[3]!.content).toBe('And Fatick region?');
  });

  it('answers 429 with a coded body once the question limit is reached, and stores nothing more', async () => {
    const id = await newConversation(alice);
    for (const q of ['Population de Dakar en 2023 ?', 'Et en 2024 ?', 'Et en 2025 ?'])
      expect((await ask(alice, id, q)).statusCode).toBe(200);
    const res = await ask(alice, id, 'Et en 2026 ?');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: ErrorCode.questionLimit });
    expect((await history(alice, id)).json().conversation).toHaveLength(1 + 3 * 2);
  });

  it('holds the limit under concurrent questions', async () => {
    const id = await newConversation(alice);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => ask(alice, id, `Population de la région de Louga en ${2023 + i} ?`)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const items = (await history(alice, id)).json().conversation as { role: string }[];
    expect(items).toHaveLength(7);
    expect(items.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
  });

  it('refuses an empty, blank or over-long question with 400 and stores nothing', async () => {
    const id = await newConversation(alice);
    for (const content of ['', '   ', 'x'.repeat(QUESTION_MAX_LENGTH + 1), 42]) {
      const res = await ask(alice, id, content);
      expect(res.statusCode, String(content).slice(0, 10)).toBe(400);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: `/conversation_manager/sql_agent_chat/${enc(id)}`,
      headers: alice.auth,
      payload: { conversation: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await history(alice, id)).json().conversation).toHaveLength(1);
    expect((await ask(alice, id, 'x'.repeat(QUESTION_MAX_LENGTH - 10) + ' Matam ?')).statusCode).toBe(200);
  });

  it('hides a conversation from anyone but the user who registered it (404), and needs a token (401)', async () => {
    const id = await newConversation(alice);
    expect((await ask(alice, id, 'Population de Kolda en 2023 ?')).statusCode).toBe(200);
    expect((await history(bob, id)).statusCode).toBe(404);
    expect((await ask(bob, id, 'Population de Kolda ?')).statusCode).toBe(404);
    expect((await report(bob, id)).statusCode).toBe(404);
    // Bob's own prefix but never registered; a malformed id.
    const unregistered = buildConversationId(bob.id, new Date(Date.UTC(2026, 0, 1)));
    expect((await history(bob, unregistered)).statusCode).toBe(404);
    expect((await history(bob, 'not an id')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/conversation_manager/${enc(id)}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes a situation report from the stored answers, in the conversation language, that renders to PDF', async () => {
    const id = await newConversation(alice);
    expect((await report(alice, id)).json()).toEqual({ report: '' });
    // The call takes no body; a client that still sends a JSON content type with nothing is served.
    const emptyJson = await t.app.inject({
      method: 'POST',
      url: `/conversation_manager/report_writer/${enc(id)}`,
      headers: { ...alice.auth, 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode, emptyJson.body).toBe(200);
    expect(emptyJson.json()).toEqual({ report: '' });
    await ask(alice, id, 'Combien de personnes ont été affectées à Rufisque lors des inondations de 2020 ?');
    await ask(alice, id, "De combien d'eau par jour ont besoin 10 000 personnes sinistrées ?");
    const res = await report(alice, id);
    expect(res.statusCode).toBe(200);
    const md = res.json().report as string;
    for (const heading of [
      '# Rapport de situation',
      '## Périmètre',
      '## Chiffres clés',
      '## Constats',
      '## Actions recommandées',
      '## Sources',
      '## Limites des données',
      '## Annexe',
    ])
      expect(md).toContain(heading);
    expect(md).toMatch(/3\s741/);
    expect(md).toMatch(/150\s000/);
    expect(md).toContain('WAT-01');
    const boundary = 'sfpboundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.md"\r\nContent-Type: text/markdown\r\n\r\n${md}\r\n--${boundary}--\r\n`;
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/utils/generate-pdf/',
      headers: { ...alice.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(body),
    });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const { info, text } = await readPdf(pdf.rawPayload);
    expect(info.Title).toBe('Rapport de situation — inondations au Sénégal');
    expect(text).toContain('Rufisque');
  });
});

describe('the report writer', () => {
  it('writes an English report whose findings state what each answer established', async () => {
    const id = await newConversation(bob);
    await ask(bob, id, 'How many people were affected by the 2020 floods in Rufisque?');
    await ask(bob, id, 'What are the needs for these people?');
    await ask(bob, id, 'Who coordinates flood response?');
    const md = (await report(bob, id)).json().report as string;
    for (const heading of [
      '# Situation report',
      'Prepared on',
      '## Scope',
      '## Key figures',
      '## Findings',
      '## Recommended actions',
      '## Sources',
      '## Limits of the data',
      '## Annex',
    ])
      expect(md).toContain(heading);
    expect(md).toContain('- **Places**: Rufisque');
    const findings = md.slice(md.indexOf('## Findings'), md.indexOf('## Recommended actions'));
    // The needs answer is the needs of the 3,741 people affected, not a population figure.
    expect(findings).toMatch(/2\. \*What are the needs for these people\?\* — for 3,741 people: .*56,115 litres/);
    expect(findings).toMatch(/3\. \*Who coordinates flood response\?\* — .*BNSP/);
    expect(findings).not.toContain('not reported');
    expect(md).not.toContain('18,126,390');
  });

  it('writes the report in the language most questions were asked in, else the one it started in', async () => {
    const id = await newConversation(bob);
    await ask(bob, id, 'Quelle est la population de Matam en 2023 ?');
    await ask(bob, id, 'How many health facilities are there in Kolda region?');
    let md = (await report(bob, id)).json().report as string;
    expect(md).toMatch(/^# Rapport de situation/);
    expect(md).toContain('## Chiffres clés');
    await ask(bob, id, 'And in Matam region?');
    md = (await report(bob, id)).json().report as string;
    expect(md).toMatch(/^# Situation report/);
  });

  it('says the kind of each key figure in the report language', async () => {
    const id = await newConversation(bob);
    await ask(bob, id, 'Quelle est la population du département de Matam en 2023 ?');
    const md = (await report(bob, id)).json().report as string;
    expect(md).toMatch(
      /\| Population \| 386[\s\u202f]887 habitants \| Matam \(département\) \| 2023 \| recensement \|/,
    );
    expect(md).toContain('- **Lieux** : Matam');
  });
});

describe('when the engine fails', () => {
  async function withEngine(
    engine: AdvisorEngine,
    run: (ctx: TestContext, user: TestUser, id: string) => Promise<void>,
  ) {
    const ctx = await createTestContext({}, { database: db.database, advisorEngine: engine });
    try {
      const user = await createVerifiedUser(ctx.app, ctx.outboxDir);
      const id = buildConversationId(user.id, new Date(Date.UTC(2026, 10, 23, 8, 0, 0)));
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/conversations/',
        headers: user.auth,
        payload: { conversation_id: id },
      });
      await run(ctx, user, id);
    } finally {
      await ctx.close();
    }
  }
  // Scripted engines, for the failure paths only (the real analyst answers everywhere else).
  const failing: AdvisorEngine = { name: 'analyst', answer: async () => Promise.reject(new Error('engine down')) };
  const empty: AdvisorEngine = {
    name: 'analyst',
    answer: async () => ({
      markdown: '  ',
      engine: 'analyst',
      data: emptyAnswerData('x', 'fr'),
    }),
  };

  for (const [name, engine] of [
    ['throws', failing],
    ['answers nothing', empty],
  ] as const) {
    it(`answers 503 service_unavailable when it ${name}, and stores no half turn`, async () => {
      await withEngine(engine, async (ctx, user, id) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/conversation_manager/sql_agent_chat/${enc(id)}`,
          headers: user.auth,
          payload: { conversation: [{ role: 'user', content: 'Population de Matam ?' }] },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: ErrorCode.serviceUnavailable });
        const h = await ctx.app.inject({ method: 'GET', url: `/conversation_manager/${enc(id)}`, headers: user.auth });
        expect(h.json().conversation).toHaveLength(1);
      });
    });
  }
});
