import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "So how many a year?" after a change between two years (issue 12): the change's yearly average,
 * in both languages. population_ansd_departements_2023_2030.csv Koumpentoum 199 197 (2023) →
 * 252 397 (2030): +53 200, +7 600 a year; population_ansd_regions_2023_2030.csv Matam 831 632 →
 * 1 020 537: +188 905, +26 986 a year.
 */

const { family } = analystFixture();

describe('a yearly average asked after a change', () => {
  it('gives the change per year', async () => {
    await family(
      [
        ['Koumpentoum dept: how many more people between 2023 and 2030?', 'so how many a year?'],
        ["Koumpentoum : combien d'habitants de plus entre 2023 et 2030 ?", 'ça fait combien par an ?'],
        ['Koumpentoum department growth 2023 to 2030?', 'how much a year is that?'],
      ],
      ['53200', '7600'],
    );
    await family(
      [
        ['Matam region: how many more people in 2030 than in 2023?', 'how many people a year?'],
        ['Hausse de la population de la région de Matam entre 2023 et 2030 ?', 'et par an ?'],
      ],
      ['188905', '26986'],
    );
  });
});
