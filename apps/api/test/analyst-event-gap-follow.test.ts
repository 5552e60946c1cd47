import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Donc l'écart ?" after two answers on one recorded flood each (issue 12): the two floods side by
 * side on the figure first asked. flood_events.csv: deaths SEN-2020-01 7, SEN-2019-01 6, SEN-2016-02
 * 5, SEN-2022-01 3; people displaced SEN-2020-01 3 285, SEN-2019-01 408.
 */

const { family } = analystFixture();

describe('the gap asked after two floods', () => {
  it('is the difference on the figure first asked, in both languages', async () => {
    await family(
      [
        ['combien de morts lors des inondations de 2020 ?', 'et en 2019 ?', 'donc l’écart ?'],
        ['How many deaths in the 2020 floods?', 'and in 2019?', 'so the difference?'],
      ],
      [/\b1 (de plus|more)\b/, 'SEN-2020-01', 'SEN-2019-01'],
    );
    await family(
      [
        [
          'la tempête de septembre 2016, ça a fait combien de morts ?',
          'et les inondations d’août 2022 ?',
          'donc l’écart ?',
        ],
        ['deaths in the September 2016 storm?', 'and the August 2022 floods?', "what's the gap between them?"],
      ],
      [/\b2 (de plus|more)\b/, 'SEN-2016-02', 'SEN-2022-01'],
    );
    await family(
      [['How many people were displaced by the 2019 floods?', 'and in 2020?', "so what's the difference?"]],
      ['2877'],
    );
  });
});
