import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Sans son plus grand département", "minus its biggest dept" (issue 12): the unit of that level
 * holding the most inside the place is found and taken out of the place's figure, in one question or
 * as a follow-up. Expected values are read off data/knowledge/population by hand.
 */

const { family } = analystFixture();

describe('a place without its largest unit', () => {
  it('takes the largest department out, as a follow-up', async () => {
    // Dakar region 2028: 4,394,691 − Dakar department 1,403,067 = 2,991,624.
    await family(
      [
        ['Dakar region pop 2028?', 'minus its biggest dept?'],
        ['région de Dakar 2028 : population', 'et sans son plus gros département ?'],
        ['Population de la région de Dakar en 2028 ?', 'Et sans son département le plus peuplé ?'],
      ],
      ['2991624'],
    );
  });

  it('takes the largest department out, in one question', async () => {
    // Thiès region 2030: 2,926,463 − Mbour 1,120,512 = 1,805,951.
    await family(
      [
        'Population de la région de Thiès en 2030 sans son plus grand département ?',
        'population of Thiès region in 2030 without its most populous department?',
      ],
      ['1805951', 'Mbour'],
    );
  });
});
