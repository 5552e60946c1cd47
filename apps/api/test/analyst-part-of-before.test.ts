import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Kaolack department? — And Kaolack region? — So what share is the department?" (issue 12): a
 * share naming the level of the place asked just before is that place's share of the last one.
 * population_ansd_*_2023_2030.csv: Kaolack department 664 053 of its region's 1 336 718 = 49,7 %
 * (2023); Mbour 1 040 541 of Thiès region's 2 717 601 = 38,3 % (2027).
 */

const { family } = analystFixture();

describe('the share of the part asked before in the whole asked last', () => {
  it('takes the place of the level named out of the last answer', async () => {
    await family(
      [
        [
          "What's the population of Kaolack department in 2023?",
          'and Kaolack region?',
          'so what share is the department?',
        ],
        [
          'Population du département de Kaolack en 2023 ?',
          'et la région de Kaolack ?',
          'quelle part représente le département ?',
        ],
      ],
      [/49[.,]7 %/],
      ['7,37', '7.37'],
    );
    await family(
      [
        ['Population of Mbour department in 2027', 'and Thiès region?', 'what percentage is the department?'],
        ['pop dept mbour 2027', 'et la région de Thiès ?', 'le département en fait quel % ?'],
      ],
      [/38[.,]3 %/],
    );
  });
});
