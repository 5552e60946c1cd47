import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { createAnalystEngine } from '../src/modules/advisor/analyst/analyst.engine.ts';
import type { AdvisorEngine } from '../src/modules/advisor/advisor.engine.ts';
import { loadHazardMethod } from '../src/modules/hazard/hazard.method.ts';
import { createHazardRepository } from '../src/modules/hazard/hazard.repository.ts';
import { createHazardService, type HazardService } from '../src/modules/hazard/hazard.service.ts';
import type { TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';

/** Issue 15: the Response Advisor ranks by the GeoData Explorer's priority index and points to its page. */

let db: TestDatabase;
let hazard: HazardService;
let engine: AdvisorEngine;
beforeAll(async () => {
  db = await createKnowledgeDatabase();
  hazard = createHazardService({
    repository: createHazardRepository(db.database),
    method: loadHazardMethod(join(REPO_ROOT, 'data/hazard/inform-method.json')),
  });
  engine = createAnalystEngine({ database: db.database, hazardScores: (level) => hazard.hazardScores(level) });
}, 180_000);
afterAll(async () => {
  await db.drop();
});

it('ranks departments by the hazard index, in both languages, and links to the page', async () => {
  const scores = await hazard.hazardScores('department');
  const top = scores.units
    .filter((u) => u.score !== null)
    .sort((a, b) => b.score! - a.score!)
    .slice(0, 3);
  for (const question of [
    'Quels départements ont l’indice d’aléa le plus élevé ?',
    'Which departments have the highest hazard score?',
    'classement des departements par indice de risque',
  ]) {
    const a = await engine.answer({ question, history: [] });
    const rows = a.markdown.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows.length, question).toBeGreaterThanOrEqual(3);
    top.forEach((u, i) => expect(rows[i], question).toContain(`| ${u.name} |`));
    expect(a.markdown).toContain('(/hazard_scoring)');
    expect(a.markdown).toMatch(/not a probability of flooding|pas une probabilité d'inondation/);
  }
});

it('reads the index by its other names: a place’s rank, the top of a region, the lowest', async () => {
  const scores = await hazard.hazardScores('department');
  const ranked = scores.units.filter((u) => u.score !== null).sort((a, b) => b.score! - a.score!);
  const tivaouane = ranked.findIndex((u) => u.name === 'Tivaouane') + 1;
  for (const question of [
    'Tivaouane dept: flood priority score and rank out of 46?',
    'Rang de Tivaouane sur les 46 selon l’indice de priorité inondation ?',
  ]) {
    const a = await engine.answer({ question, history: [] });
    expect(a.markdown, question).toMatch(new RegExp(`(ranks|au rang) ${tivaouane}\\b`));
  }
  const louga = ranked.filter((u) => ['Kébémer', 'Louga', 'Linguère'].includes(u.name))[0]!;
  for (const question of [
    'Dans la région de Louga, quel département est le plus prioritaire selon l’indice d’inondation ?',
    'Which department of Louga region has the highest flood priority?',
  ]) {
    const a = await engine.answer({ question, history: [] });
    expect(
      a.markdown.split('\n').find((l) => /^\| 1 \|/.test(l)),
      question,
    ).toContain(`| ${louga.name} |`);
  }
  for (const question of [
    'lowest flood priority department?',
    'le département le moins prioritaire selon l’indice d’inondation ?',
  ]) {
    const a = await engine.answer({ question, history: [] });
    expect(
      a.markdown.split('\n').find((l) => /^\| 1 \|/.test(l)),
      question,
    ).toContain(`| ${ranked.at(-1)!.name} |`);
  }
});

it('ranks by one dimension of the index when one is named, in both languages, and keeps the survey’s vulnerability apart', async () => {
  const scores = await hazard.hazardScores('department');
  const topBy = (d: 'hazard_exposure' | 'vulnerability' | 'lack_of_coping_capacity') =>
    scores.units
      .filter((u) => u.components[d] !== null)
      .sort((a, b) => b.components[d]! - a.components[d]! || a.name.localeCompare(b.name))[0]!;
  const asks: [string, 'hazard_exposure' | 'vulnerability' | 'lack_of_coping_capacity'][] = [
    ['Quel département a la plus forte vulnérabilité dans l’indice de priorité ?', 'vulnerability'],
    ['les départements les plus vulnérables selon l’indice d’aléa', 'vulnerability'],
    ['Which departments are the most vulnerable according to the hazard index?', 'vulnerability'],
    ['classement des départements selon la capacité d’adaptation de l’indice de priorité', 'lack_of_coping_capacity'],
    [
      'Quels départements manquent le plus de capacité à faire face, d’après l’indice de priorité ?',
      'lack_of_coping_capacity',
    ],
    ['where is the lack of coping capacity highest in the flood priority index?', 'lack_of_coping_capacity'],
    ['which departments have the highest hazard and exposure score?', 'hazard_exposure'],
    ['départements les plus exposés selon l’indice de risque', 'hazard_exposure'],
  ];
  for (const [question, d] of asks) {
    const a = await engine.answer({ question, history: [] });
    const first = a.markdown.split('\n').find((l) => /^\| 1 \|/.test(l)) ?? '';
    const value = topBy(d).components[d]!;
    expect(first.replace(/(\d),(\d)/g, '$1.$2'), question).toContain(`| ${value.toFixed(1)} `);
    expect(a.markdown, question).toContain('(/hazard_scoring)');
    // The overall score is not the figure given.
    expect(a.markdown, question).toMatch(
      /vulnérabilité selon|vulnerability in|capacité à faire face selon|coping capacity in|exposition selon|exposure in/,
    );
  }
  // Without the index, "vulnérabilité" is still the household survey's.
  const survey = await engine.answer({ question: 'Quelle est la vulnérabilité des ménages à Matam ?', history: [] });
  expect(survey.markdown).toContain('EHCVM');
  expect(survey.markdown).not.toContain('/hazard_scoring');
});

it('reads a name at the level the index is computed at, unless a level is said with it', async () => {
  const scores = await hazard.hazardScores('department');
  const score = (name: string) => scores.units.find((u) => u.name === name)!;
  const one = (v: number | null | undefined, lang: 'fr' | 'en') =>
    lang === 'fr' ? String(v!.toFixed(1)).replace('.', ',') : v!.toFixed(1);
  for (const [question, name, lang, component] of [
    ['indice INFORM de Matam', 'Matam', 'fr', null],
    ['indice de priorité inondation de Kolda', 'Kolda', 'fr', null],
    ['flood priority index of Tambacounda', 'Tambacounda', 'en', null],
    ["quel est le score de risque d'inondation de Kaolack ?", 'Kaolack', 'fr', null],
    ["score d'exposition aux inondations de Podor", 'Podor', 'fr', 'hazard_exposure'],
    ["what is Bakel's flood exposure score?", 'Bakel', 'en', 'hazard_exposure'],
  ] as const) {
    const a = await engine.answer({ question, history: [] });
    const u = score(name);
    const v = component ? u.components[component] : u.score;
    expect(a.markdown, question).toMatch(/\((département|department)\)/);
    expect(a.markdown, question).toContain(`**${one(v, lang)} ${lang === 'fr' ? 'sur' : 'out of'} 10**`);
  }
  // "la région de Matam": the region asked, said to have no index, the department beside it.
  const region = await engine.answer({ question: 'indice de priorité de la région de Matam', history: [] });
  expect(region.markdown).toMatch(/Matam \(région\) : \*\*non renseigné/);
  expect(region.markdown).toContain(`Matam : ${one(score('Matam').score, 'fr')} sur 10`);
});
