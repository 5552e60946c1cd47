import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "How much does Thiès region change between the 2023 census and the 2030 projection?" (issue 12,
 * "compare"): the change word and the first year in one part, "and the 2030 projection" in the
 * next, are one change between the two figures, not two asks.
 * population_ansd_regions_2023_2030.csv Thiès 2023 2 463 679, 2030 2 926 463 (+462 784);
 * population_ansd_departements_2023_2030.csv Kolda 2023 324 192, 2027 364 583 (+40 391).
 */

const { family } = analystFixture();

describe('a change between the census and a projection', () => {
  it('is one change, whatever part holds the change word', async () => {
    await family(
      [
        'How much does Thiès region change between the 2023 census and the 2030 projection?',
        'How much did Thiès region grow between the 2023 census and the 2030 projection?',
        'De combien la région de Thiès évolue-t-elle entre le recensement de 2023 et la projection de 2030 ?',
      ],
      ['2463679', '2926463', '462784'],
    );
    await family(
      ['How much did Kolda department grow between the 2023 census and the 2027 projection?'],
      ['324192', '364583', '40391'],
    );
  });
});
