import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Needs for a share of a place's people (issue 12): "si 10 % de la population de Pikine est
 * sinistrée", "la moitié des habitants de Ranérou", "a third of Bakel's population". The share is
 * taken of the place's figure (population_ansd_departements_2023_2030.csv, 2023 census: Pikine
 * 764,597; Ranérou 103,225; Bakel 189,937; Kaolack 664,053), never read as a head count (20 people)
 * nor the year as one (2,023 people). WAT-01 15 L per person per day, SAN-01 1 toilet per 50.
 */

const { family } = analystFixture();

describe('needs for a share of a place population', () => {
  it('takes a percent of the place population, flood words or not', async () => {
    // 10 % of 764,597 = 76,460 people; × 15 L = 1,146,900 L a day
    await family(
      [
        "Si 10 % de la population de Pikine (2023) est sinistrée, combien d'eau par jour ?",
        '10 pour cent de la population de Pikine en 2023 sinistrée : quels besoins en eau ?',
        'If 10% of Pikine department’s 2023 population is displaced, how much water per day?',
        'water per day if 10 percent of the people of Pikine (2023) are affected?',
      ],
      ['76460', '1146900'],
      ['2023 personnes', '2023 people', 'Besoins estimés pour 10 personnes', 'needs for 10 people'],
    );
    // 20 % of Kaolack department 664,053 = 132,811 people; × 15 L = 1,992,165 L
    await family(
      ["20 % des habitants de Kaolack (département, 2023) sont sinistrés : combien d'eau par jour ?"],
      ['132811', '1992165'],
      ['pour 20 personnes'],
    );
  });

  it('takes a fraction said in words', async () => {
    // half of Ranérou 103,225 = 51,613 (rounded); 51,613 / 50 = 1,033 toilets
    await family(
      [
        'la moitié de la population de Ranérou en 2023 est déplacée, combien de latrines en première phase ?',
        'If half of the population of Ranérou (2023) were displaced, how many toilets in the first phase?',
      ],
      ['51613', /\b1033\b/],
    );
    // a third of Bakel 189,937 = 63,312; × 15 L = 949,680 L
    await family(
      [
        "a third of Bakel department's 2023 population is affected: water per day?",
        "le tiers des habitants de Bakel en 2023 est sinistré : combien d'eau par jour ?",
      ],
      ['63312', '949680'],
    );
  });
});
