import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A department's part of its region's increase (issue 12). population_ansd_departements_2023_2030.csv
 * and population_ansd_regions_2023_2030.csv, 2023 → 2030: Birkelane +41 562 of Kaffrine region's
 * +225 716 = 18.4 %; Mbour +185 208 (935 304 → 1 120 512) of Thiès region's +462 784 = 40.0 %.
 */

const { family } = analystFixture();

describe("a place's part of the increase of the unit holding it", () => {
  it('divides the place’s gain by its region’s', async () => {
    await family(
      [
        'Quelle part de la croissance de la région de Kaffrine entre 2023 et 2030 revient au département de Birkelane ?',
        "Of all Kaffrine region gains from 2023 to 2030, what percentage is Birkelane's?",
      ],
      ['41562', '225716', /18[,.]4/],
    );
    await family(
      [
        'sur tout ce que gagne la région de Thiès entre 2023 et 2030, combien de % pour le département de Mbour ?',
        "What share of Thiès region's growth from 2023 to 2030 goes to Mbour department?",
      ],
      ['185208', '462784', /40[,.]0/],
    );
  });
});

describe('a place compared with the unit holding it', () => {
  it('gives both changes, not a part of the increase', async () => {
    // Médina-Yorofoula 185 456 → 228 470 (+23.19 %); Kolda region 914 797 → 1 126 971 (+23.19 %), 2023–2030.
    await family(
      [
        'Croissance 2023-2030 du département de Médina-Yorofoula comparée à sa région, en % ?',
        'Croissance 2023-2030 : dépt de Médina-Yorofoula vs la région de Kolda, en % ?',
        'Growth 2023-2030: Médina-Yorofoula dept vs Kolda region, in %?',
        'Compare the growth of Médina-Yorofoula department and Kolda region from 2023 to 2030 in percent',
      ],
      [/23[,.]2/],
      ['part de la hausse', 'share of the increase'],
    );
  });
});
