import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeReport } from '../src/modules/advisor/report-writer.ts';
import {
  ACTOR_ROLE_FR,
  ACTOR_TYPE_FR,
  HAZARD_TYPE_FR,
  STANDARD_PER_FR,
  STANDARD_UNIT_FR,
  standardUnitPerInFrench,
} from '../src/modules/advisor/fr-terms.ts';
import { createAnalystEngine } from '../src/modules/advisor/analyst/analyst.engine.ts';
import type { TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createKnowledgeDatabase();
});
afterAll(async () => {
  await db.drop();
});

const distinct = async (sql: string) =>
  (await db.database.query<{ v: string }>(sql)).rows.map((r) => r.v).filter((v) => v !== null && v !== '');

/** The shipped data sets are in English where they were collected in English; answers in French. */
describe('French for the English values of the shipped data', () => {
  it('has a French term for every unit and basis of the response standards', async () => {
    const units = await distinct('select distinct unit as v from knowledge.response_standard');
    const pers = await distinct('select distinct per as v from knowledge.response_standard');
    expect(units.length).toBeGreaterThan(10);
    expect(units.filter((u) => !(u in STANDARD_UNIT_FR))).toEqual([]);
    expect(pers.filter((p) => !(p in STANDARD_PER_FR))).toEqual([]);
  });

  it('has a French term for every actor type and role, and every flood type', async () => {
    const types = await distinct('select distinct type as v from knowledge.response_actor');
    const roles = await distinct('select distinct role as v from knowledge.response_actor');
    const hazards = await distinct('select distinct hazard_type as v from knowledge.flood_event');
    expect(roles.length).toBeGreaterThan(10);
    expect(types.filter((t) => !(t in ACTOR_TYPE_FR))).toEqual([]);
    expect(roles.filter((r) => !(r in ACTOR_ROLE_FR))).toEqual([]);
    expect(hazards.filter((h) => !(h in HAZARD_TYPE_FR))).toEqual([]);
  });

  it('writes actors, flood types and standards in French in French answers and reports', async () => {
    const engine = createAnalystEngine({ database: db.database });
    // (one actor's card: "who gives the alert" lists every alerting actor, ANACIM first)
    const alert = await engine.answer({ question: 'Qui donne l’alerte météo en cas d’inondation ?', history: [] });
    expect(alert.markdown).toMatch(/\| [^|]*\(ANACIM\) \| agence \| alerte \(prévisions/);
    const actors = await engine.answer({ question: 'Que fait l’ANACIM en cas d’inondation ?', history: [] });
    expect(actors.markdown).toMatch(/Rôle dans la réponse aux inondations : \S/);
    expect(actors.markdown).not.toMatch(/: (alert|prevention|response)\b/);
    const events = await engine.answer({ question: 'Quelles inondations en 2024 ?', history: [] });
    expect(events.markdown).toMatch(/Type : (crue fluviale|inondation pluviale)/);
    const needs = await engine.answer({ question: 'Combien de litres d’eau pour 1000 personnes ?', history: [] });
    const report = writeReport({
      turns: [
        { role: 'user', content: 'Combien de litres d’eau pour 1000 personnes ?' },
        { role: 'assistant', content: needs.markdown, data: needs.data },
        { role: 'user', content: 'Que fait l’ANACIM en cas d’inondation ?' },
        { role: 'assistant', content: actors.markdown, data: actors.data },
      ],
      language: 'fr',
      generatedAt: new Date('2026-11-25T10:00:00Z'),
    });
    expect(report).toContain('WAT-01 : 15 litres par personne et par jour');
    expect(report).not.toMatch(/person per day| — (alert|prevention|response)\b/);
    expect(standardUnitPerInFrench('health facility / 10,000 people')).toBe('structure de santé pour 10 000 personnes');
  });
});
