import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Shares, rates and sums asked in words the development questions never used (issue 12,
 * paraphrase probe). Expected values are read off data/knowledge by hand.
 */

const { family } = analystFixture();

describe('shares, rates and sums asked in other words', () => {
  it('reads the national territory as the area', async () => {
    // Kédougou region 16,903.6 km² of Senegal's 196,767.8 km² = 8.59 %.
    await family(
      [
        'Kédougou (région) : quel % du territoire national ?',
        'What share of the national territory does Kédougou region cover?',
      ],
      [/8[.,]59/],
    );
  });

  it('reads "taux de" before a group of people as its share', async () => {
    // OCHA 2020, Louga region: 15–24 years 210,740 of 1,081,495 = 19.5 %.
    await family(
      [
        'Taux de jeunes de 15 à 24 ans dans la population de la région de Louga (OCHA 2020) ?',
        'Louga region: share of young people aged 15 to 24 (OCHA 2020)?',
      ],
      [/19[.,]5/],
    );
    // Census 2023, Kaolack region: women 661,808 of 1,336,718 = 49.5 %.
    await family(['Taux de femmes dans la région de Kaolack en 2023 ?'], [/49[.,]5/]);
  });

  it('reads a later share of the population naming no place as the share of the figure before', async () => {
    // OCHA 2020, Guédiawaye department: 0–19 years 173,401 of 407,810 = 42.5 %.
    await family(
      [
        'Selon OCHA 2020, combien de personnes de moins de 20 ans dans le département de Guédiawaye, et quelle part de la population ?',
        'Per OCHA 2020, how many people under 20 in Guédiawaye department, and what share of the population?',
      ],
      ['173401', /42[.,]5/],
      ['9,31', '9.31'],
    );
  });

  it('reads a rate of flood victims as their share of the population', async () => {
    // September 2020, Pikine: 3,250 affected / 764,597 (census 2023) = 0.43 per 100.
    await family(
      [
        'Taux de sinistrés dans le département de Pikine en septembre 2020 ?',
        'September 2020 floods: affected rate in Pikine department?',
        'Pikine department: share of the population affected by the September 2020 floods?',
      ],
      [/0[.,]43/],
    );
  });

  it('reads "pour un poste de santé" as inhabitants per health post', async () => {
    // Podor department: 486,007 (census 2023) / 63 geolocated health posts = 7,714.4.
    await family(
      [
        "Combien d'habitants en moyenne pour un poste de santé géolocalisé dans le département de Podor (population 2023) ?",
        'How many inhabitants for one geolocated health post in Podor department (2023)?',
      ],
      [/7\s?714[.,]4/],
    );
  });

  it('adds up the episodes asked "en tout" or "together"', async () => {
    // Families displaced: August 2012 5,000 (SEN-2012-01) + August 2022 1,396 (SEN-2022-01) = 6,396.
    await family(
      [
        "Inondations d'août 2012 plus inondations d'août 2022 : combien de familles déplacées en tout ?",
        'How many families were displaced in the August 2012 and August 2022 floods together?',
      ],
      ['6396'],
    );
  });
  it('reads "les deux principaux" as the first two of a ranking', async () => {
    // EHCVM 2021-2022, urban Dakar: food prices 23.6 %, death of a member 11.1 % (illness 10.3 % third).
    await family(
      [
        'Quels sont les deux principaux chocs des ménages à Dakar (urbain) ?',
        'What are the two biggest shocks for households in urban Dakar?',
      ],
      [/23[.,]6/, /11[.,]1/],
      ['10,3', '10.3'],
    );
  });
});
