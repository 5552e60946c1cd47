import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Follow-ups about what the answers before gave (issue 12), by family in both languages: a share
 * of the unit above the place before, the places of the last answers compared or added up, the
 * years of the last answers set against each other. Expected values are read off data/knowledge by
 * hand (population_ansd_departements_2023_2030.csv, population_ansd_regions_2023_2030.csv).
 */

const { family } = analystFixture();

describe('a share asked of the unit above the place before', () => {
  it('gives the place’s share of its region, not the region’s share of the country', async () => {
    // 2026: Kolda department 353 843 of Kolda region 998 466 = 35.4 % (the region is 5.1 % of Senegal).
    await family(
      [
        ['Population du département de Kolda en 2026 ?', 'et sa part dans la région ?'],
        ['Kolda department population 2026', 'what share of its region is that?'],
        ['pop dept kolda 2026', 'ca represente quel pourcentage de sa region ?'],
      ],
      ['353843', '998466', /35[.,]4/],
      ['pour le Sénégal', 'for Senegal'],
    );
  });

  it('gives the place’s share of the containing unit it names', async () => {
    // 2028: Rufisque 898 091 of Dakar region 4 394 691 = 20.4 % (the region is 21.3 % of Senegal).
    await family(
      [
        ['Combien d’habitants à Rufisque (département) en 2028 ?', 'Et sa part dans la région de Dakar ?'],
        ['Population of Rufisque department in 2028', 'and its share of Dakar region?'],
      ],
      ['898091', '4394691', /20[.,]4/],
      ['pour le Sénégal', 'for Senegal'],
    );
  });
});

describe('the places of the last answers, compared or added up', () => {
  it('compares the places of the two answers before', async () => {
    // 2025: Louga region 1 186 521, Matam region 879 983: 306 538 more.
    await family(
      [
        ['Population de la région de Louga en 2025 ?', 'Et Matam ?', 'Laquelle est la plus peuplée, et de combien ?'],
        ['cb d hbts ds la region de Louga en 2025', 'et ds celle de Matam', 'de combien la 1ere depasse la 2e ?'],
        ['How many people in Louga region in 2025?', 'And Matam?', 'Which one is bigger and by how much?'],
      ],
      ['1186521', '879983', '306538'],
    );
  });

  it('adds up the places of the two answers before', async () => {
    // 2027: Kanel 383 031 + Podor 533 886 = 916 917.
    await family(
      [
        ['Population du département de Kanel en 2027 ?', 'Et Podor ?', 'Le total des deux ?'],
        ['pop of Kanel dept 2027', 'and Podor?', "what's the total of the two?"],
        ['Kanel department population in 2027?', 'And Podor department?', 'Combined?'],
      ],
      ['916917'],
    );
  });
});

describe('the years of the last answers set against each other', () => {
  it('gives the change between the two years asked one after the other', async () => {
    // Bakel: 2023 census 189 937, 2030 projection 235 791: +45 854.
    await family(
      [
        ['pop dept bakel 2023', 'et 2030 ?', 'et la diff ?'],
        ['Population du département de Bakel en 2023 ?', 'Et en 2030 ?', 'Quelle est la différence ?'],
        ['Bakel department population in 2023?', 'And in 2030?', "What's the difference?"],
      ],
      ['45854'],
    );
  });
});

describe('a follow-up that names the whole country', () => {
  it('ranks the units of the whole country, not those of the place before', async () => {
    // EHCVM 2021–2022 severe food insecurity: Tambacounda 9.6 % highest of the 14 regions (Matam 8.1 %).
    await family(
      [
        [
          "Taux d'insécurité alimentaire sévère à Matam ?",
          'et au niveau national, quelle région a le taux le plus élevé ?',
        ],
        [
          "What's the severe food insecurity rate in Matam region?",
          'and nationally ranked, which region is the highest?',
        ],
      ],
      ['Tambacounda', /9[.,]6/],
    );
    // Drinking water: Kolda 41.75 % lowest of the 14 regions (Louga 95.8 %).
    await family(
      [
        [
          "Accès à l'eau potable dans la région de Louga ?",
          "et dans tout le pays, quelle région a l'accès le plus faible ?",
        ],
        ['Drinking water access in Louga region?', 'and in the whole country, which region has the lowest?'],
      ],
      ['Kolda', /41[.,]75/],
    );
  });
});

describe('a follow-up naming the measure again with no year', () => {
  it('keeps the year of the answer before', async () => {
    // 2028: Mbacké 1 579 693 is the most populated department (its 2023 census figure is 1 359 756).
    await family(
      [
        ['Population du département de Podor en 2028 ?', 'Et dans tout le pays, quel département est le plus peuplé ?'],
        [
          'Population of Podor department in 2028?',
          'and across the whole country, which department has the most people?',
        ],
      ],
      ['1579693', 'Mbacké'],
      ['1359756'],
    );
    // 2027: Kédougou 274 386 is the least populated region (2023: 245 147).
    await family(
      [['pop region kolda 2027', 'et la région la moins peuplée du pays ?']],
      ['274386', 'Kédougou'],
      ['245147'],
    );
  });
});

describe('a sum of the places before asked in other words', () => {
  it('adds up two or three places, whatever sum word asks it', async () => {
    // 2025: Goudomp 199 518 + Sédhiou 205 032 = 404 550.
    await family(
      [
        ['Combien d’habitants à Goudomp en 2025 ?', 'Et Sédhiou (département) ?', 'Et la somme des deux ?'],
        ['Goudomp department population 2025?', 'And Sédhiou department?', 'Add them up?'],
      ],
      ['404550'],
    );
    // 2026: Dagana + Podor + Saint-Louis departments = 1 289 815.
    await family(
      [
        ['Population of Dagana department in 2026?', 'And Podor?', 'And Saint-Louis department?', 'Add them up?'],
        ['pop dept dagana 2026', 'et podor', 'et dept saint-louis', 'additionnez-les'],
      ],
      ['1289815'],
    );
  });
});
