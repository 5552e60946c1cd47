import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { digits } from './helpers/chat.ts';

/**
 * The built-in analyst on the subjects beyond population: floods, health, vulnerability, rainfall,
 * needs, actors, what the data lacks, place profiles.
 */

const fixture = analystFixture({ currentYear: null });
const { chat } = fixture;

describe('the built-in analyst, subject by subject', () => {
  it('reports flood events with every figure, never summing two sources, and says what is not reported', async () => {
    const y2009 = await chat('Combien de personnes ont été affectées par les inondations de 2009 ?');
    expect(digits(y2009.markdown)).toContain('119000');
    expect(digits(y2009.markdown)).toContain('360000');
    expect(digits(y2009.markdown)).not.toContain('479000');
    expect(y2009.data.caveats.join(' ')).toMatch(/jamais additionnés/);
    const deaths = await chat('How many people died in the August 2012 floods?');
    expect(deaths.markdown).toMatch(/Deaths: not reported in our sources/);
    expect(deaths.data.figures.some((f) => f.label === 'Deaths')).toBe(false);
  });

  it('answers for one event in one place, and which places were hit most often', async () => {
    const place = await chat('How many houses were flooded in Diourbel on 16 September 2024?');
    expect(digits(place.markdown)).toContain('1238');
    const most = await chat(
      'Quel département apparaît dans le plus grand nombre d’événements d’inondation distincts ?',
    );
    expect(most.markdown).toMatch(/Guédiawaye/);
    // The data's file name is no French word (issue 14).
    expect(most.data.caveats.join(' ')).toContain('dans le bilan par lieu d’une inondation');
    expect(most.markdown).not.toContain('flood_event_areas');
  });

  it('counts health facilities by type and place, with the geolocation caveat at department level', async () => {
    const r = await chat('Combien de postes de santé compte la région de Kaolack ?');
    expect(r.markdown).toMatch(/151/);
    const d = await chat('How many geolocated health facilities are in Podor department?');
    expect(d.data.caveats.join(' ')).toMatch(/undercount/);
  });

  it('gives vulnerability indicators and rainfall facts with their wording', async () => {
    expect((await chat('What share of households in Matam region has electricity?')).markdown).toMatch(/55\.65/);
    const rain = await chat('Quelle quantité de pluie est tombée en une heure à Linguère ?');
    expect(rain.markdown).toMatch(/218/);
    expect(rain.data.sources[0]?.reliability).toBe('B');
  });

  it('estimates needs from the response standards, each need citing its standard', async () => {
    const a = await chat('How many toilets are needed in the first phase for 1,000 displaced people?');
    expect(a.data.needs[0]).toMatchObject({ quantity: 20, standard: { id: 'SAN-01' } });
    const event = await chat(
      'Pour les personnes affectées par les inondations de septembre 2020, combien de litres d’eau faut-il par jour ?',
    );
    expect(event.data.needs[0]).toMatchObject({ quantity: 16798 * 15, people: 16798, standard: { id: 'WAT-01' } });
    const all = await chat('Besoins pour 900 personnes');
    expect(all.data.needs.map((n) => n.standard.id)).toEqual(
      expect.arrayContaining(['WAT-01', 'SAN-01', 'SHE-01', 'FOO-01', 'CRS-01']),
    );
    expect(all.data.needs.find((n) => n.standard.id === 'CRS-01')?.quantity).toBe(100);
  });

  it('says who does what', async () => {
    expect((await chat('Which agency issues weather forecasts and alerts in Senegal?')).data.actors[0]?.acronym).toBe(
      'ANACIM',
    );
    expect((await chat('Qui distribue les vivres aux sinistrés ?')).markdown).toMatch(/CSAR/);
  });

  it('reads "the needs for these people" in English as the needs of the previous answer’s people', async () => {
    const needs = await chat(
      'How many people were affected by the 2020 floods in Rufisque?',
      'What are the needs for these people?',
    );
    expect(needs.data.intent).toBe('needs');
    expect(needs.data.needs[0]).toMatchObject({ people: 3741, quantity: 3741 * 15, standard: { id: 'WAT-01' } });
    expect(digits(needs.markdown)).not.toContain('18126390');
  });

  it('says which subjects the data does not hold, instead of answering a neighbouring figure', async () => {
    const beds = await chat("Combien de lits d'hôpital y a-t-il à Kédougou ?");
    expect(beds.markdown).toMatch(/Pas de données sur les lits d’hôpital/);
    expect(beds.data.figures).toEqual([]);
    const doctors = await chat('How many doctors work in Ziguinchor?');
    expect(doctors.markdown).toMatch(/no data on health staff/);
    expect(doctors.data.figures).toEqual([]);
    const jobs = await chat('Quel est le taux de chômage à Dakar ?');
    expect(jobs.markdown).toMatch(/Pas de données sur l'emploi et le chômage/);
    expect(jobs.data.figures).toEqual([]);
    const cholera = await chat('Y a-t-il des épidémies de choléra après les inondations ?');
    expect(cholera.markdown).toMatch(/Pas de données sur les épidémies/);
    expect(cholera.data.figures).toEqual([]);
  });

  it('never forecasts floods or rain: a gap of the data, said so with what is held instead', async () => {
    for (const question of [
      'What is the flood risk in Kaolack next year?',
      'Va-t-il y avoir des inondations demain à Dakar ?',
      'Quelles sont les prévisions de pluie pour la prochaine saison ?',
      'va-t-il pleuvoir demain à Dakar ?',
      "y a-t-il un risque d'inondation à Kaolack l'an prochain ?",
      'will there be floods in Dakar next year?',
      'weather forecast for Kaolack next week',
      'il va pleuvoir cb a dakar en aout prochain',
    ]) {
      const a = await chat(question);
      expect(a.data.intent, question).toBe('gaps');
      expect(a.markdown, question).toMatch(/(Pas de données sur les prévisions|no data on forecasts)/);
      expect(a.markdown, question).toMatch(/ANACIM/);
      // (the nearest held: the one published seasonal outlook, a category, never a number made up)
      expect(a.markdown, question).toMatch(/(SON 2025|septembre-octobre-novembre 2025)/);
      expect(a.data.figures.length, question).toBeGreaterThan(0);
      expect(
        a.data.figures.every((f) => typeof f.value === 'string'),
        question,
      ).toBe(true);
    }
    // (population projections are held: a forecast of people is answered)
    expect((await chat('population forecast for Dakar region in 2030')).markdown).toMatch(/4,554,845/);
  });

  it('agrees counts in French: one hospital is "1 hôpital, dont 1 géolocalisé"', async () => {
    const one = await chat('Combien d’hôpitaux y a-t-il dans la région de Kédougou ?');
    expect(one.markdown).toContain('1 hôpital, dont 1 géolocalisé**');
    const huts = await chat('Combien de cases de santé à Kédougou ?');
    expect(huts.markdown).toMatch(/\d+ cases de santé, dont \d+ géolocalisées\*\*/);
    expect((await chat('How many hospitals in Kedougou region?')).markdown).toContain(
      '1 hospital, of which 1 geolocated',
    );
  });

  it('gives the needs in French units in a French answer, and keeps the English ones in English', async () => {
    const fr = await chat('Quels sont les besoins pour 5000 personnes sinistrées ?');
    expect(fr.markdown).toContain('15 litres par personne et par jour');
    expect(fr.markdown).toContain('50 personnes par toilette');
    expect(fr.markdown).toMatch(/17[\s\u202f]500\*\* mètres carrés/);
    expect(fr.markdown).toContain('3,5 mètres carrés par personne');
    expect(fr.markdown).toMatch(/1 structure de santé pour 10[\s\u202f]000 personnes/);
    expect(fr.markdown).not.toMatch(/person per day|square metres|people \/ toilet|health facility/);
    const blankets = await chat('Combien de couvertures pour 25000 personnes ?');
    expect(blankets.markdown).toMatch(
      /\*\* couvertures simples, ou \*\*[\d\s\u202f]+\*\* doubles \| NFI-02 .*4 simples ou 2 doubles couvertures par famille/,
    );
    const en = await chat('What are the needs for 25000 people?');
    expect(en.markdown).toContain('15 litres / person per day');
    expect(en.markdown).toMatch(/\*\*3\*\* health facilities/);
  });

  it('answers households without electricity or water with the complement, said to be computed', async () => {
    const matam = await chat('Combien de ménages sans électricité à Matam ?');
    expect(matam.markdown).toContain('Ménages ayant accès à l’électricité : **55,65 %**');
    expect(matam.markdown).toContain('Ménages sans accès à l’électricité (calculé : 100 − 55,65) : **44,35 %**');
    expect(matam.data.figures).toContainEqual(expect.objectContaining({ value: 44.35, kind: 'computed' }));
    // …and as a number of households: 831 632 / 12 (Matam's size, CRS-01 note) = 69 303; 44,35 % of it.
    expect(matam.markdown).toMatch(/environ \*\*30.736 ménages\*\* — 44,35.% de 69.303 ménages/);
    const most = await chat('Quelle région a le plus de ménages sans électricité ?');
    expect(most.data.figures[0]).toMatchObject({ place: 'Tambacounda', kind: 'computed' });
    expect(most.data.figures[0]!.value).toBeCloseTo(46.9, 1);
    const kolda = await chat('Share of households without drinking water in Kolda?');
    expect(kolda.markdown).toContain('(computed: 100 − 41.75): **58.25 %**');
    // Without "without", the share with access only.
    expect((await chat('Accès à l’électricité à Dakar ?')).markdown).not.toContain('sans accès');
  });

  it('answers "who intervenes in floods" with every actor by role, responders first', async () => {
    const fr = await chat('Qui intervient en cas d’inondation à Saint-Louis ?');
    expect(fr.data.actors.length).toBe(24);
    const names = fr.data.actors.map((a) => a.acronym);
    expect(names.indexOf('BNSP')).toBeLessThan(names.indexOf('ANACIM'));
    expect(names.indexOf('ANACIM')).toBeLessThan(names.indexOf('ONAS'));
    expect(fr.markdown).toContain(
      '| Brigade Nationale des Sapeurs-Pompiers (BNSP) | agence (service opérationnel de secours) |',
    );
    expect(fr.markdown).toMatch(/ne disent pas lesquels sont déployés dans une localité/);
    const en = await chat('Who is responsible for flood response in Senegal?');
    expect(en.data.actors.length).toBe(24);
    expect(en.markdown).toMatch(/\| response \(rescue; operational coordination under ORSEC\) \|/);
    // A precise question: the actors it names, not the list.
    const rescue = (await chat('Qui fait les secours lors des inondations ?')).data.actors.map((a) => a.acronym);
    expect(rescue[0]).toBe('BNSP');
    expect(rescue.length).toBeLessThanOrEqual(3);
  });

  it('does not rank "the most vulnerable regions" by one indicator it chose: it says there is no index', async () => {
    const a = await chat('Quelles sont les régions les plus vulnérables aux inondations ?');
    expect(a.markdown).toMatch(/ne contiennent pas d'indice de vulnérabilité aux inondations/);
    expect(a.markdown).not.toMatch(/la valeur la plus élevée/);
    expect(a.markdown).toMatch(/\| Dakar \| \d+ \| 98,5 % \| 96,6 % \| 21,2 % \| 47,8 % \|/);
    expect(a.data.caveats.join(' ')).toMatch(/pas combinées en un score/);
    // Naming the indicator still ranks by it.
    const food = await chat('Which regions have the highest food insecurity?');
    expect(food.data.figures[0]).toMatchObject({ place: 'Tambacounda', value: 55.1 });
  });

  it('sums up one place through every data set when asked for "la situation à Matam"', async () => {
    const a = await chat('Fais-moi un résumé de la situation à Matam');
    expect(a.data.intent).toBe('profile');
    expect(digits(a.markdown)).toContain('2023 : **831632** (recensement RGPH-5 2023');
    expect(a.markdown).toMatch(/#### Inondations recensées \(2\)/);
    // Figures of two places within the region are shown apart, never added.
    expect(a.markdown).toContain('Structures de santé inondées (Gourikisamba Diom (Kanel)) : 1');
    expect(a.markdown).toContain('Structures de santé inondées (Diamel (Matam)) : 1');
    expect(a.markdown).toContain('- Postes de santé : 101');
    expect(a.markdown).toContain('Insécurité alimentaire modérée ou sévère : 44,0 %');
    expect(a.data.sources.map((s) => s.id).length).toBeGreaterThanOrEqual(5);
    // A department: geolocated facilities only (said), its region's vulnerability; a follow-up
    // place gets the same summary.
    const pikine = await chat('Fais-moi un résumé de la situation à Matam', 'et à Pikine ?');
    expect(pikine.markdown).toMatch(/\*\*Pikine \(département\) : ce que disent nos données\*\*/);
    expect(pikine.markdown).toContain('Vulnérabilité des ménages (région de Dakar)');
    expect(pikine.data.caveats.join(' ')).toMatch(/seules les structures géolocalisées/);
    const en = await chat('Give me an overview of Kolda');
    expect(en.markdown).toMatch(/named as affected, no figure for this place/);
  });

  it('ranks recorded floods by a reported figure for "the worst flood", unranked ones said', async () => {
    const worst = await chat('Quelle a été la pire inondation au Sénégal ?');
    expect(worst.data.figures[0]).toMatchObject({ label: 'Personnes affectées', value: 360000 });
    const values = worst.data.figures.map((f) => f.value as number);
    expect(values).toEqual([...values].sort((x, y) => y - x));
    expect(worst.data.caveats.join(' ')).toMatch(
      /sans chiffre de personnes affectées ne sont pas classés : pas de donnée n'est pas zéro/,
    );
    const deadliest = await chat('What was the deadliest flood in Senegal?');
    expect(deadliest.data.figures[0]).toMatchObject({ label: 'Deaths' });
    expect(deadliest.data.figures.every((f) => typeof f.value === 'number')).toBe(true);
  });

  it('answers tents with the covered space and the household tarpaulins, and says no standard counts tents', async () => {
    const a = await chat('Combien de tentes faut-il pour 2000 sinistrés ?');
    expect(a.data.needs.map((n) => [n.standard.id, n.quantity])).toEqual([
      ['SHE-01', 7000],
      ['SHE-03', 446],
    ]);
    expect(a.markdown).toContain('Par ménage : 2\u202f000 ÷ 9 personnes par ménage');
    expect(a.data.caveats.join(' ')).toMatch(/ne donnent pas de nombre de tentes/);
  });

  it('says past floods are no measure of risk, and counts the events of a year', async () => {
    const risk = await chat('Is Touba at risk of flooding?');
    expect(risk.markdown).toMatch(/^Our data does not measure flood risk/);
    const y2022 = await chat('How many flood events were recorded in 2022?');
    expect(y2022.markdown).toContain('**1 flood event recorded in our database for 2022**');
    expect(y2022.markdown).toContain('SEN-2022-01');
    expect(y2022.data.figures[0]).toMatchObject({ value: 1, kind: 'computed' });
  });

  it('ranks regions by health facilities, and names those without a figure', async () => {
    const huts = await chat('Quelles régions ont le plus de cases de santé ?');
    expect(huts.data.figures[0]).toMatchObject({ place: 'Louga', value: 388 });
    const values = huts.data.figures.map((f) => f.value as number);
    expect(values).toEqual([...values].sort((x, y) => y - x));
    expect(huts.markdown).toMatch(/Sans chiffre dans nos sources \(pas zéro\) : Dakar\./);
    const fewest = await chat('Which region has the fewest hospitals?');
    expect(fewest.markdown).toMatch(/Regions ranked by hospitals \(lowest first\)/);
    expect(fewest.markdown).toMatch(/\| 1 \| \S+ \| 1 hospital \|/);
  });

  it('gives no needs for a place whose affected people are not reported, and says why', async () => {
    const bakel = await chat('Combien de litres d’eau par jour pour les sinistrés de Bakel en 2024 ?');
    expect(bakel.data.intent).toBe('needs');
    expect(bakel.data.needs).toEqual([]);
    expect(bakel.markdown).toMatch(/ne rapportent pas le nombre de personnes affectées à Bakel en 2024/);
    expect(digits(bakel.markdown)).toMatch(
      /SEN-2024-02\) compte 55600 personnes affectées sur l'ensemble de ses zones/,
    );
    const pikine = await chat('Combien de litres d’eau pour les sinistrés de Pikine en 2020 ?');
    expect(pikine.data.needs[0]).toMatchObject({ people: 3250, quantity: 48750, standard: { id: 'WAT-01' } });
  });
});
