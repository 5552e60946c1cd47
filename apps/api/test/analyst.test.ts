import { describe, expect, it } from 'vitest';
import type { AdvisorTurn } from '../src/modules/advisor/advisor.engine.ts';
import { writeReport } from '../src/modules/advisor/report-writer.ts';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { digits } from './helpers/chat.ts';

/**
 * The built-in analyst on population and places, follow-ups and summaries of the conversation,
 * the limits of the data, and the way it answers (subject by subject: analyst-subjects.test.ts).
 */

const fixture = analystFixture({ currentYear: null });
const { chat } = fixture;

describe('the built-in analyst', () => {
  it('answers population questions with the kind of figure said plainly, in the question language', async () => {
    const fr = await chat('Combien d’habitants compte le département de Bambey en 2023 ?');
    expect(digits(fr.markdown)).toContain('376467');
    expect(fr.markdown).toMatch(/recensement/);
    expect(fr.data.language).toBe('fr');
    const en = await chat('How many people will live in Bambey department in 2030?');
    expect(digits(en.markdown)).toContain('464599');
    expect(en.markdown).toMatch(/projection/i);
    expect(en.data.language).toBe('en');
    expect(en.data.figures[0]).toMatchObject({ value: 464599, kind: 'projection' });
  });

  it('forgives accents, case, misspellings and the names people use', async () => {
    expect(digits((await chat('population de la region de ZIGUINSHOR en 2023')).markdown)).toContain('617568');
    expect((await chat('population de st-louis en 2023')).data.places[0]).toMatchObject({ pcode: 'SN10' });
    const touba = await chat('Combien d’habitants à Touba en 2023 ?');
    // The city of Touba is the commune of Touba Mosquée (issue 12), not the department of Mbacké.
    expect(touba.data.places[0]).toMatchObject({ pcode: 'SN-DB-MB3-5' });
    expect(digits(touba.markdown)).toContain('1120824');
  });

  it('states its reading of an ambiguous place and gives the other readings', async () => {
    const a = await chat('Quelle est la population de Kaolack en 2023 ?');
    expect(a.markdown).toMatch(/Lu comme : population · Kaolack \(région\)/);
    expect(a.markdown).toMatch(/Le nom « Kaolack » désigne aussi : Kaolack \(département\)/);
    // The other readings' figures are given too.
    expect(digits(a.markdown)).toContain('664053');
  });

  it('ranks, filters by threshold and compares', async () => {
    const top = await chat('Quels sont les 2 départements les plus peuplés de la région de Thiès en 2025 ?');
    expect(top.data.figures.map((f) => f.place)).toEqual(['Mbour', 'Thiès']);
    const over = await chat('Which departments have more than 900,000 people in 2023?');
    expect(over.data.figures.map((f) => f.place).sort()).toEqual(['Dakar', 'Mbacké', 'Mbour']);
    const cmp = await chat('Compare les départements de Bignona et Ziguinchor en 2029.');
    expect(cmp.data.places.map((p) => p.name)).toEqual(['Bignona', 'Ziguinchor']);
    const growth = await chat('By how much does Kolda region grow between 2023 and 2030?');
    expect(growth.data.figures.find((f) => f.kind === 'computed')?.value).toBe(
      (growth.data.figures[1]!.value as number) - (growth.data.figures[0]!.value as number),
    );
  });

  it('computes density from the department layer and says how', async () => {
    const d = await chat('What is the population density of Podor department in 2023?');
    expect(d.markdown).toMatch(/37\.59/);
    expect(d.markdown).toMatch(/12,928\.1 km²/);
  });

  it('follows up on the conversation: another year, another place, a comparison, a breakdown', async () => {
    expect(digits((await chat('Population du département de Podor en 2023 ?', 'Et en 2030 ?')).markdown)).toContain(
      '573895',
    );
    expect(
      digits((await chat('What is the population of Kaolack region in 2025?', 'And Fatick region?')).markdown),
    ).toContain('959568');
    const cmp = await chat('Population du département de Bakel en 2025 ?', 'Compare avec Goudiry.');
    expect(cmp.data.places.map((p) => p.name)).toEqual(['Bakel', 'Goudiry']);
    const per = await chat('Population de la région de Matam en 2023', 'the same per department');
    expect(per.data.intent).toBe('ranking');
    expect(per.data.figures.map((f) => f.place)).toEqual(['Matam', 'Kanel', 'Ranérou']);
    expect(
      digits((await chat('How many people were affected in Rufisque in the 2020 floods?', 'And in Pikine?')).markdown),
    ).toContain('3250');
    const needs = await chat(
      'Combien de personnes ont été affectées à Pikine lors des inondations de 2020 ?',
      'Quels sont les besoins pour ces personnes ?',
    );
    expect(needs.data.intent).toBe('needs');
    expect(needs.data.needs[0]).toMatchObject({ people: 3250, quantity: 3250 * 15, standard: { id: 'WAT-01' } });
  });

  it('never invents a number: out of scope and beyond the data it says so and what it can answer', async () => {
    const weather = await chat('Quel temps fera-t-il demain à Dakar ?');
    expect(weather.data.intent).toBe('out_of_scope');
    expect(weather.markdown).toMatch(/Je ne peux pas répondre/);
    expect(weather.data.figures).toEqual([]);
    const future = await chat('What will the population of Matam department be in 2035?');
    expect(future.markdown).toMatch(/No data/);
    expect(future.data.figures).toEqual([]);
    const schools = await chat('How many schools are there in Kolda department?');
    expect(schools.markdown).toMatch(/no data on schools/);
    expect((await chat('Which year will Mbour department pass 1,000,000 people?')).markdown).toMatch(/2026/);
  });

  it('never answers a subject it does not know with the previous answer or a bare place', async () => {
    // After a health answer, an unknown subject must not be read as "the same for Senegal".
    const gdp = await chat('How many hospitals are in Kaolack region?', 'What is the GDP of Senegal?');
    // GDP is a known gap (no economic indicator in the data), said as such.
    expect(gdp.data.intent).toBe('gaps');
    expect(gdp.markdown).toMatch(/^I have no data on economic output \(GDP\)/);
    expect(gdp.data.figures).toEqual([]);
    const pib = await chat('Quel est le PIB du Sénégal en 2022 ?');
    expect(pib.data.intent).toBe('gaps');
    expect(pib.data.figures).toEqual([]);
    // Follow-ups made of places, years and filler words still follow up.
    const followUp = await chat('Population du département de Bakel en 2025 ?', 'et à Matam ?');
    expect(digits(followUp.markdown)).toContain('Matam');
    expect(followUp.data.intent).toBe('population');
  });

  it('ranks departments and regions by density, within a region when one is named', async () => {
    const dakar = await chat('Which department of Dakar region has the highest density?');
    expect(dakar.markdown).toMatch(/ranked by population density/);
    expect(dakar.markdown).toMatch(/\| 1 \| Guédiawaye \|/);
    expect(dakar.data.figures).toHaveLength(1);
    const thies = await chat('Classe les départements de Thiès par densité');
    expect(thies.data.figures.map((f) => f.place)).toEqual(['Thiès', 'Mbour', 'Tivaouane']);
    const least = await chat('What are the 3 least densely populated departments?');
    expect(least.data.figures.map((f) => f.place)).toEqual(['Ranérou', 'Goudiry', 'Saraya']);
    const region = await chat('Quelle est la région la plus dense ?');
    expect(region.markdown).toMatch(/Régions classées par densité de population/);
    expect(region.data.figures[0]).toMatchObject({ place: 'Dakar', kind: 'computed' });
  });

  it('says which unit answers for a name that is no unit of its data, and not for a misspelling', async () => {
    const touba = await chat('Quelle est la population de Touba ?');
    expect(touba.markdown).toMatch(
      /« Touba » n'est pas une unité administrative de nos données.*Touba Mosquee \(commune\)/,
    );
    const misspelt = await chat('Population of Ziguinshor 2026');
    expect(misspelt.markdown).not.toMatch(/is not an administrative unit/);
  });

  it('writes a French answer in French, notes included, and gives the split by sex when asked', async () => {
    const a = await chat('Quelle est la population de Matam en 2023 ?');
    expect(a.markdown).toContain('somme de ses départements');
    expect(a.markdown).not.toContain('sum of its departments');
    const male = await chat('Population masculine de Fatick en 2023');
    expect(digits(male.markdown)).toMatch(/453865 hommes/);
    const later = await chat('Quelle est la population féminine de Fatick en 2027 ?');
    expect(later.markdown).toMatch(/répartition par sexe n'est pas rapportée pour 2027/);
  });

  it('summarises the conversation from its stored answers when asked, as the report toast suggests', async () => {
    expect((await chat('Résume la conversation')).markdown).toMatch(/Il n’y a encore rien à résumer/);
    const history: AdvisorTurn[] = [];
    for (const question of [
      'Quelle est la population de Matam en 2023 ?',
      'Combien de lits d’hôpital à Matam ?',
      'Quels sont les besoins pour 3000 personnes ?',
      'Résume la conversation',
    ]) {
      const a = await fixture.engine().answer({ question, history });
      history.push({ role: 'user', content: question }, { role: 'assistant', content: a.markdown, data: a.data });
    }
    const summary = history.at(-1)!;
    expect(summary.data!.intent).toBe('summary');
    expect(summary.content).toMatch(/Résumé de la conversation \(3 questions\)/);
    expect(digits(summary.content)).toMatch(
      /1\. \*Quelle est la population de Matam en 2023 \?\* — Population \(Matam \(région\), 2023\) : 831632 habitants ; Population \(Matam \(département\), 2023\)/,
    );
    expect(summary.content).toMatch(/2\. \*Combien de lits d’hôpital à Matam \?\* — pas de donnée dans nos sources/);
    expect(digits(summary.content)).toMatch(/3\. .* — pour 3000 personnes : .*45000 litres par jour/);
    expect(summary.content).toContain('Matam (région), Matam (département)');
    expect(summary.data!.figures).toEqual([]);
    expect(summary.data!.sources.length).toBeGreaterThan(0);
    // A follow-up after the summary follows the answer before it; the report leaves the summary out.
    const next = await fixture.engine().answer({ question: 'Et pour 5000 personnes ?', history });
    expect(next.data.needs[0]).toMatchObject({ people: 5000 });
    const report = writeReport({ turns: history, language: 'fr', generatedAt: new Date('2026-11-25T10:00:00Z') });
    expect(report).toContain('**Questions traitées** : 3');
    expect(report).not.toContain('Résume la conversation');
  });

  it('answers ages from the OCHA 2020 age bands, and says the 2023 census publishes none', async () => {
    // OCHA COD-PS 2020, Kolda region: T_00_04 = 139 320 (issue 12: the files hold ages).
    const a = await chat('Combien d’enfants de moins de 5 ans à Kolda ?');
    expect(digits(a.markdown)).toContain('139320');
    expect(a.markdown).toMatch(/0–4 ans/);
    expect(a.markdown).toMatch(/le recensement de 2023 n'en donne pas/);
    expect(a.data.figures[0]).toMatchObject({ place: 'Kolda', period: '2020', kind: 'projection' });
    const en = await chat('How many people aged 65 and over live in Podor department?');
    // Podor (OCHA 2020): 65–69 5 520 + 70–74 5 081 + 75–79 3 233 + 80+ 4 603 = 18 437.
    expect(digits(en.markdown)).toContain('18437');
    const census = await chat('What is the age breakdown of Kolda region at the 2023 census?');
    expect(census.markdown).toMatch(/No data on population by age for Kolda \(region\) in 2023/);
    expect(census.markdown).toMatch(/years available: 2020/);
    // Households: the population over the region's household size (Dakar 6, CRS-01 note), said as computed.
    const households = await chat('How many households in Dakar region?');
    expect(households.markdown).toMatch(/^\*Read as: households \(estimated\) · Dakar \(region\)/);
    expect(households.markdown).toContain('4,004,425 inhabitants');
    expect(households.markdown).toContain('that is 667,404 households — computed: 4,004,425 / 6');
    // A share of households is no count of them.
    expect((await chat('Combien de ménages sans électricité à Matam ?')).data.intent).toBe('vulnerability');
    // A number of children is a number of people: their needs, not an age breakdown.
    expect((await chat('Quels sont les besoins pour 1 000 enfants déplacés ?')).data.needs[0]).toMatchObject({
      people: 1000,
    });
    // "Elderly" is read as 60 and over: Podor (OCHA 2020) 9 045 + 5 520 + 5 081 + 3 233 + 4 603 = 27 482.
    const elderly = await chat('How many elderly people live in Podor?');
    expect(digits(elderly.markdown)).toContain('27482');
  });

  it('says when no unit of the level asked has the name, and names those that carry it', async () => {
    const a = await chat('Combien de personnes vivent dans la commune de Keur Massar ?');
    expect(a.markdown).toContain(
      "Il n'y a pas de commune nommée « Keur Massar » dans nos données : ce chiffre est celui de Keur Massar (département). Ses communes de ce nom : Keur Massar Nord, Keur Massar Sud.",
    );
    expect((await chat('Population de la commune de Podor')).markdown).not.toMatch(/Il n'y a pas de commune/);
  });

  it('answers an English question naming Thiès in English, even after a flood answer', async () => {
    const a = await chat('Is Touba at risk of flooding?', 'Compare the population of Thiès and Kaolack in 2025');
    expect(a.data.language).toBe('en');
    expect(a.data.intent).toBe('comparison');
    expect(a.markdown).toContain('| Thiès (region) | 2025 | 2,587,091 | ANSD projection');
    expect((await chat('Évolution de la population de Thiès en 2025 ?')).data.language).toBe('fr');
  });

  it('ends every answer with its sources and the SQL it ran', async () => {
    const a = await chat('Population de la commune de Gabou en 2023 ?');
    expect(digits(a.markdown)).toContain('28612');
    expect(a.markdown).toMatch(/\*\*Sources\*\*[\s\S]*ANSD[\s\S]*fiabilité A/);
    expect(a.markdown).toMatch(/```sql\nselect [\s\S]*knowledge\.population/);
    expect(a.data.queries.length).toBeGreaterThan(0);
  });
});
