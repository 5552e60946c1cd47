import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { AdvisorEngine } from '../src/modules/advisor/advisor.engine.ts';
import { createAdvisorEngine } from '../src/modules/advisor/advisor.service.ts';
import type { TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase, KNOWLEDGE_DIR } from './helpers/knowledge.ts';
import { final, startScriptedLlm, toolCall } from './helpers/scripted-llm.ts';

/**
 * The model path over the catalog (issue 12, item 6): the model's first tool fills the planner's
 * frames, its JSON schema generated from the catalog; raw SQL stays a second way.
 */

let llm: Awaited<ReturnType<typeof startScriptedLlm>>;
let db: TestDatabase;
let engine: AdvisorEngine;

beforeAll(async () => {
  llm = await startScriptedLlm();
  db = await createKnowledgeDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'scripted',
    LLM_TIMEOUT: '20s',
    KNOWLEDGE_DIR,
    DATA_DIR: join(tmpdir(), 'sfp-sql-agent-frames-test'),
  });
  engine = createAdvisorEngine(config, { database: db.database });
});
afterAll(async () => {
  await engine.close?.();
  await db.drop();
  await llm.close();
});
beforeEach(() => llm.reset());

/** Read from the data file, not from the engine: a department's 2023 census count. */
function censusOf(name: string): number {
  const lines = readFileSync(join(KNOWLEDGE_DIR, 'population/population_ansd_departements_2023_2030.csv'), 'utf8')
    .trim()
    .split('\n');
  const header = lines[0]!.split(',');
  const row = lines.find((l) => l.split(',')[header.indexOf('adm2_name')] === name);
  return Number(row!.split(',')[header.indexOf('pop_2023')]);
}
const digits = (s: string) => s.replace(/[\s\u202f\u00a0,]/g, '');

describe('the frame tool', () => {
  it('is the first tool the model is offered, its schema generated from the catalog', async () => {
    llm.queue.push(final('ok'));
    await engine.answer({ question: 'Population de Matam ?', history: [] });
    const tools = llm.received[0]!.tools!;
    expect(tools.map((t) => t.function.name)).toEqual([
      'answer_from_catalog',
      'list_tables',
      'describe_table',
      'run_sql',
    ]);
    const catalog = JSON.parse(
      readFileSync(new URL('../src/modules/advisor/analyst/catalog/measures.json', import.meta.url), 'utf8'),
    ) as { measures: { id: string }[]; dimensions: Record<string, { values: Record<string, unknown> }> };
    interface Schema {
      enum?: string[];
      properties?: Record<string, Schema>;
      items?: Schema;
    }
    const ask = (tools[0]!.function.parameters as Schema).properties!.asks!.items!.properties!;
    expect(ask.measure!.enum).toEqual(catalog.measures.map((m) => m.id));
    expect(ask.dims!.properties!.facility_type!.enum).toEqual(Object.keys(catalog.dimensions.facility_type!.values));
    // The raw-SQL way knows the tables added since issue 3.
    expect(llm.received[0]!.messages[0]!.content).toContain('household_shock_milieu');
    expect(llm.received[0]!.messages[0]!.content).toContain('population_age');
  });

  it("answers with the planner's figures, reading line and sources, in one model round", async () => {
    llm.queue.push(
      toolCall('answer_from_catalog', {
        language: 'fr',
        asks: [
          {
            measure: 'population',
            operation: 'value',
            places: [{ name: 'Matam', level: 'department' }],
            years: [2023],
          },
        ],
      }),
    );
    const a = await engine.answer({
      question: 'Combien de monde vit dans le dépt de Matam au recensement ?',
      history: [],
    });
    expect(a.engine).toBe('llm');
    expect(llm.received).toHaveLength(1);
    expect(a.markdown).toMatch(/^\*Lu comme : population · Matam \(département\) · 2023/);
    expect(digits(a.markdown)).toContain(String(censusOf('Matam')));
    expect(a.data.sources.length).toBeGreaterThan(0);
    expect(a.data.queries.length).toBeGreaterThan(0);
    expect(a.data.context?.frames).toHaveLength(1);
  });

  it('answers every ask of a multi-part question in order, in one reply', async () => {
    llm.queue.push(
      toolCall('answer_from_catalog', {
        language: 'en',
        asks: [
          {
            measure: 'population',
            operation: 'value',
            places: [{ name: 'Matam', level: 'department' }],
            years: [2023],
          },
          { measure: 'health_facilities', operation: 'value', places: [{ name: 'Matam', level: 'department' }] },
        ],
      }),
    );
    const a = await engine.answer({ question: 'Matam dept: people and health facilities?', history: [] });
    const readings = a.markdown.split('\n').filter((l) => l.startsWith('*Read as:'));
    expect(readings).toHaveLength(2);
    expect(readings[0]).toMatch(/population/);
    expect(readings[1]).toMatch(/health/i);
  });

  it('sends a frame it cannot read back to the model with the reason, and changes nothing', async () => {
    const before = (await db.database.query<{ n: number }>('select count(*)::int as n from knowledge.unit')).rows[0]!.n;
    llm.queue.push(
      toolCall('answer_from_catalog', {
        asks: [{ measure: 'population', operation: 'value', places: [{ name: 'Atlantis' }] }],
      }),
      toolCall('answer_from_catalog', { asks: [{ measure: 'hospital_beds', operation: 'value' }] }),
      toolCall('answer_from_catalog', {
        asks: [{ measure: 'population', operation: 'value', places: [{ name: "x'; drop table knowledge.unit; --" }] }],
      }),
      toolCall('answer_from_catalog', {
        asks: [{ measure: 'health_facilities', operation: 'value', dims: { facility_type: 'clinic' } }],
      }),
      final('Je ne trouve pas ce lieu dans nos données.'),
    );
    const a = await engine.answer({ question: "Population d'Atlantis ?", history: [] });
    const results = llm.toolResults();
    expect(results[0]).toMatch(/"error":"no region, department or commune of Senegal is named \\"Atlantis\\""/);
    expect(results[1]).toMatch(/"error":"unknown measure \\"hospital_beds\\""/);
    expect(results[2]).toMatch(/"error":"no region/);
    expect(results[3]).toMatch(/"error":"unknown value \\"clinic\\" of dimension \\"facility_type\\""/);
    expect(a.markdown).toBe('Je ne trouve pas ce lieu dans nos données.');
    expect((await db.database.query<{ n: number }>('select count(*)::int as n from knowledge.unit')).rows[0]!.n).toBe(
      before,
    );
  });

  it('ranks units of a level within a scope from the frame', async () => {
    llm.queue.push(
      toolCall('answer_from_catalog', {
        asks: [
          {
            measure: 'population',
            operation: 'rank',
            level: 'department',
            within: { name: 'Thiès', level: 'region' },
            n: 2,
            years: [2023],
          },
        ],
      }),
    );
    const a = await engine.answer({ question: 'Top 2 depts of Thiès region by population in 2023', history: [] });
    const ranked = ['Thiès', 'Mbour', 'Tivaouane']
      .map((d) => ({ d, n: censusOf(d) }))
      .sort((x, y) => y.n - x.n)
      .slice(0, 2);
    for (const r of ranked) expect(digits(a.markdown)).toContain(String(r.n));
    expect(a.markdown.indexOf(ranked[0]!.d)).toBeLessThan(a.markdown.lastIndexOf(ranked[1]!.d));
  });
});
