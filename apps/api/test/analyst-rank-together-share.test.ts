import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * The first units of a ranking, added up, as a share of all the units ranked (issue 12), asked in
 * the same question or after it. population_ansd_regions_2023_2030.csv 2030: Dakar 4 554 845 +
 * Thiès 2 926 463 + Diourbel 2 567 343 = 10 048 651 of 21 734 278 = 46,2 %;
 * population_ansd_departements_2023_2030.csv 2025, Thiès region 2 587 091: Mbour 990 570 +
 * Thiès 910 266 = 1 900 836 = 73,5 %.
 */

const { family } = analystFixture();

describe('the share of the first units of a ranking, together', () => {
  it('adds them up and gives their share of the whole', async () => {
    await family(
      [
        'What are the 3 most populated regions in 2030, and what share of the country do they hold together?',
        'Les 3 régions les plus peuplées en 2030 et leur part ensemble dans le pays ?',
        ['top 3 regions by population in 2030', 'their combined share of the country?'],
        ['Quelles sont les 3 régions les plus peuplées en 2030 ?', 'et leur part ensemble ?'],
      ],
      ['10048651', /46[.,]2 %/],
    );
    await family(
      [
        [
          'Les 2 départements les plus peuplés de la région de Thiès en 2025 ?',
          'et leur part ensemble dans la région ?',
        ],
        [
          'What are the 2 most populated departments of Thiès region in 2025?',
          'what share of the region do they hold together?',
        ],
      ],
      ['1900836', /73[.,]5 %/],
    );
  });
});
