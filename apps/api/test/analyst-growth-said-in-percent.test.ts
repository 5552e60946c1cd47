import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A place's change between two years asked with a word of taking on people ("a pris", "put on",
 * "habitants supplémentaires") and said "en %" / "in percent" is its own growth, not its share of
 * its parent at each year nor of its parent's increase (lexicon `operations.growth`, `percentForm`).
 * population_ansd_departements_2023_2030.csv: Keur Massar 784 949 (2024) → 845 388 (2028), +60 439,
 * +7,70 %; Thiès department 910 266 (2025) → 1 029 674 (2030), +119 408, +13,1 %. Regions (sums of
 * departments): Matam 831 632 → 1 020 537 (2023→2030), +188 905, +22,7 %.
 */

const { family } = analystFixture();

describe('a change said in percent', () => {
  it('"a pris … en %" is the growth of the place', async () => {
    await family(
      [
        'cb la pop de keur massar a pris entre 2024 et 2028 ? en % aussi',
        'Keur Massar (dept) a pris combien d habitants de 2024 à 2028, et en pourcentage ?',
        'How many people has Keur Massar department put on between 2024 and 2028, in percent?',
      ],
      ['60439', /7[,.]70? ?%/],
      ['19,2', '19.2'],
    );
    await family(
      [
        'la region de Matam a pris combien de pourcent entre 2023 et 2030',
        'Matam region: how much has it put on from 2023 to 2030, in percent?',
      ],
      ['188', /22[,.]7 ?%/],
    );
  });

  it('"habitants supplémentaires … en pourcentage" of one place is its growth, not its part of its region\'s', async () => {
    await family(
      [
        "combien d'habitants supplémentaires à Thiès (dept) entre 2025 et 2030, en pourcentage ?",
        'additional people in Thiès department between 2025 and 2030, in percent?',
      ],
      ['119408', /13[,.]1 ?%/],
      ['35,2', '35.2'],
    );
  });
});
