import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A flood named only by its month and year ("en août 2012", "in Sept 2020"), beside a toll, is a
 * recorded flood, and a follow-up naming only another month and year asks the same of that flood
 * (flood files of data/knowledge), in both languages.
 */

const { family } = analystFixture();

describe('a flood named by its month and year', () => {
  it('reads a toll dated by month and year as the floods of that date, flood word or not', async () => {
    // SEN-2012-01: 5 000 families displaced; SEN-2020-01: 365.
    await family(
      [
        'familles déplacées en août 2012 et en septembre 2020 ?',
        'familles déplacées : inondations d’août 2012 contre celles de septembre 2020 ?',
        'families displaced in Aug 2012 and in Sept 2020?',
        'How many families were displaced in August 2012, and in September 2020?',
      ],
      ['5000', '365'],
      ['PDGI'],
    );
    // SEN-2020-01: 102 houses destroyed; SEN-2022-01: 170.
    await family(
      [
        'Combien de maisons détruites en septembre 2020, et en août 2022 ?',
        'houses destroyed in September 2020 vs August 2022?',
      ],
      ['102', '170'],
      ['PDGI'],
    );
  });

  it('answers a follow-up that names only another month and year', async () => {
    await family(
      [
        ['Combien de familles déplacées lors des inondations d’août 2012 ?', 'Et en septembre 2020 ?'],
        ['How many families were displaced by the August 2012 floods?', 'And in September 2020?'],
        ['How many families were displaced by the August 2012 floods?', 'what about Sept 2020?'],
      ],
      ['365'],
    );
    // SEN-2016-02: 5 deaths; SEN-2022-01: 3.
    await family(
      [
        ['la tempête de septembre 2016, ça a fait combien de morts ?', 'et août 2022 ?', 'différence ?'],
        ['the September 2016 storm, how many dead?', 'and August 2022?', 'difference?'],
      ],
      ['5 − 3 = 2'],
    );
  });
});
