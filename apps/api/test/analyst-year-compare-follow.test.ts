import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A follow-up comparing the figure before with another year of the same place (issue 12) is the
 * change between the two years, not the other year's figure alone.
 * population_ansd_*_2023_2030.csv: Matam region 831 632 (2023) → 1 020 537 (2030), +188 905;
 * Podor department 509 158 (2025) → 573 895 (2030), +64 737.
 */

const { family } = analystFixture();

describe('another year compared with the figure before', () => {
  it('gives the change between the two years', async () => {
    await family(
      [
        ['Population de la région de Matam en 2030 ?', 'et par rapport à 2023, ça fait combien de plus ?'],
        ['Population of Matam region in 2030?', 'how many more than in 2023?'],
        ['pop region matam 2030', 'combien de plus qu’en 2023 ?'],
      ],
      ['188905'],
    );
    await family(
      [
        ['Population of Podor department in 2025', 'compared with 2030?'],
        ['Population du département de Podor en 2025', 'comparé à 2030 ?'],
      ],
      ['509158', '573895', '64737'],
    );
  });
});
