import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: the places a flood touched, then a measure of them. "Touchés" right after a level word
 * says which places ("la population des départements touchés en septembre 2019") and the measure
 * stays the catalog's; the places a flood's record lists are those "leur" / "their" points back at.
 */

const { family } = analystFixture();

describe('a measure of the places a flood touched', () => {
  it('the population of the departments touched, named', async () => {
    await family(
      [
        'la population totale des départements touchés en septembre 2019 (Rufisque, Guédiawaye, Kaolack) en 2023',
        'population en 2023 des départements touchés en septembre 2019 : Rufisque, Guédiawaye et Kaolack, au total',
      ],
      ['1855098'],
    );
  });

  it('people touched in a month stay the flood’s', async () => {
    await family(
      ['combien de personnes touchées en septembre 2020 ?', 'people affected in September 2020?'],
      ['16798'],
    );
  });

  it('their population, after the places a flood’s record lists', async () => {
    await family(
      [
        ['Quels départements ont été touchés en septembre 2019 ?', 'quelle est leur population en 2023 ?'],
        'Quels départements ont été touchés en septembre 2019, et quelle est leur population en 2023 ?',
        ['Which departments were hit by the September 2019 floods?', 'what is their population in 2023?'],
      ],
      ['372708', '664053', '818337'],
    );
  });
});
