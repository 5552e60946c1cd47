import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A part of the population per N inhabitants (issue 12): the part over the whole population, never
 * over itself. ansd_rgph5_2023_population_by_sex.csv: Ziguinchor region women 298 585 / 617 568
 * × 1 000 = 483.49, × 100 = 48.35; Kolda department women 159 280 / 324 192 × 1 000 = 491.31.
 */

const { family } = analystFixture();

describe('a part of the population per head', () => {
  it('sets the part against the whole population', async () => {
    await family(
      [
        'Combien de femmes pour 1 000 habitants dans la région de Ziguinchor ?',
        'femmes pr 1000 hbts, rég. de Ziguinchor ?',
      ],
      ['483,49', '617568'],
      ['1000,00'],
    );
    await family(['Combien de femmes pour 100 habitants dans la région de Ziguinchor ?'], ['48,35']);
    await family(['women per 1,000 inhabitants in Kolda department?'], ['491.31']);
  });
});
