import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * What a change is asked for besides itself (issue 12), by family in both languages. Kolda
 * department, population_ansd_departements_2023_2030.csv: 324 192 (2023) → 399 384 (2030), +75 192;
 * compound rate 3.02 % a year; doubling time ln 2 / ln 1.0302 = 23.3 years; +75 192 / (7 × 365) =
 * 29.4 a day; / 9 people per household (response_standards.csv CRS-01) = 8 354.7 households.
 */

const { family } = analystFixture();

describe('a change asked per day, as a doubling time or in households', () => {
  it('gives the daily average', async () => {
    await family(
      [
        'Pour une chronique radio : combien d’habitants le département de Kolda gagne-t-il par jour en moyenne entre 2023 et 2030 ?',
        'How many more people does Kolda department get each day on average, 2023-2030?',
      ],
      ['75192', /29[,.]4/],
    );
  });

  it('gives the doubling time at the rate of the span', async () => {
    await family(
      [
        'Au rythme projeté entre 2023 et 2030, en combien d’années la population du département de Kolda doublerait-elle ?',
        'at the 2023-2030 pace, when does Kolda dept double? in years',
      ],
      [/23[,.]3/],
    );
  });

  it('gives the households the increase makes at the average household size', async () => {
    await family(
      [
        'De combien le département de Kolda grandit-il entre 2023 et 2030, et combien de ménages supplémentaires cela fait-il avec la taille moyenne des ménages ?',
        'By how much does Kolda department grow from 2023 to 2030, and how many extra households is that at the average household size?',
      ],
      ['75192', /8354[,.]7/],
    );
  });
});

describe("the year a place reaches another's figure", () => {
  it('finds the year one place overtakes another, year by year', async () => {
    // Kaffrine department 2024 290 431 < Bignona 292 759; 2025 300 515 > 298 211.
    await family(
      [
        'En quelle année la population du département de Kaffrine dépassera-t-elle celle du département de Bignona ?',
        'In which year does Kaffrine department overtake Bignona department in population?',
      ],
      [/2025/, '300515', '298211'],
    );
  });

  it('finds the year one place reaches the figure another had at a year', async () => {
    // Kolda region 2023 (sum of its departments) 914 797; Kaffrine region 2026 908 865, 2027 941 072.
    await family(
      [
        'In which year will Kaffrine region reach the population Kolda region had at the 2023 census?',
        "À partir de quelle année la région de Kaffrine aura-t-elle autant d'habitants que la région de Kolda en 2023 ?",
      ],
      ['914797', '941072', /2027/],
    );
  });
});

describe('a series with each year’s change', () => {
  it('adds the change on the year before when asked', async () => {
    // Kébémer: 2026 364 850, 2027 374 720 (+9 870), 2028 384 913 (+10 193), 2029 395 423 (+10 510).
    await family(
      [
        'yearly increase for Kébémer dept, 2026 to 2029, one figure per year pls',
        'Hausse annuelle de la population du département de Kébémer de 2026 à 2029 ?',
      ],
      ['+9870', '+10193', '+10510'],
    );
  });
});

describe('a ratio measure over several years', () => {
  it('keeps the years of its numerator (density)', async () => {
    // Bignona department, 5 326.1 km²: 2023 287 500 → 53.98; 2024 292 759 → 54.97; 2028 315 779 → 59.29.
    await family(
      [
        'Densité (hab./km²) du dépt de Bignona, 2023 / 2024 / 2028 ?',
        'Population density of Bignona department in 2023, 2024 and 2028?',
      ],
      [/53[,.]98/, /54[,.]97/, /59[,.]29/],
    );
  });
});

describe('the units of a place ranked by growth', () => {
  it('ranks the departments of the region named, not its parent', async () => {
    // Louga region departments 2023 → 2030: Linguère 312 224 → 380 723 (+21.9 %) first.
    await family(
      [
        'Which department of Louga region grows fastest, in percent, between 2023 and 2030?',
        'reg louga : kel dept grandit le + vite en % 2023-2030 ?',
        'Quel département de la région de Louga croît le plus vite entre 2023 et 2030 ?',
      ],
      ['Linguère', '380723', /21[,.]9 %/],
    );
  });

  it('gives the average gain a month over the span (Keur Massar 2026–2028: +30 525 / 24 = +1 271.9)', async () => {
    await family(
      [
        'How many people does Keur Massar department gain on average each month between 2026 and 2028?',
        'Keur Massar : gain mensuel moyen de population entre 2026 et 2028 ?',
      ],
      [/1[  ,]?271[,.]9/],
    );
  });
});
