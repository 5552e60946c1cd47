import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A place's population "to Senegal's" as a ratio, "pour cent de la population sénégalaise" (issue 12):
 * its share of the country. population_ansd_regions_2023_2030.csv: Dakar 2023 4 004 425 / 18 126 390
 * = 22.1 %; Dakar 2025 4 157 756 / 19 075 965 = 21.8 %; Ziguinchor 2026 652 719 / 19 575 062 = 3.33 %.
 * "Rapport entre hommes et femmes" stays the sex ratio (Kaolack region 674 910 / 661 808 = 102.0).
 */

const { family } = analystFixture();

describe("a place's ratio to the country", () => {
  it('reads "ratio of … to Senegal\'s" and "rapport entre … et celle du Sénégal" as a share', async () => {
    await family(
      [
        "What's the ratio of Dakar region's population to Senegal's in 2023?",
        'ratio of the population of Dakar region to the national population, 2023?',
      ],
      ['22.1 %', '18126390'],
    );
    await family(['Rapport entre la population de la région de Dakar et celle du Sénégal en 2025 ?'], ['21,8 %']);
  });

  it('reads "pour cent" and "sénégalaise" as a share of the country', async () => {
    await family(
      [
        "La région de Ziguinchor, c'est combien de pour cent de la population sénégalaise en 2026 ?",
        'Ziguinchor (région) fait quel pourcentage de la population sénégalaise en 2026 ?',
      ],
      ['3,33 %'],
    );
  });

  it('keeps the ratio between men and women a sex ratio', async () => {
    await family(
      [
        'Quel est le rapport entre hommes et femmes dans la région de Kaolack ?',
        'ratio between men and women in Kaolack region?',
      ],
      [/102[.,]0/],
    );
  });
});
