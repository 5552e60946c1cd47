import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A standard with its named variant asked of the people of the answer before (issue 12): the
 * words of the standard and its variant ("en milieu urbain (50 L)", "à 1 pour 20 avec le ratio
 * 3:1", "3:1 women to men") neither make the follow-up too long nor a population question.
 * flood_events.csv: SEN-2024-02 displaced 56 000, SEN-2020-01 displaced 3 285; response_standards.csv
 * WAT-04 50 L → 2 800 000 L; SAN-02 3 285 / 20 → 165 toilets, 3:1 → 124 and 41; SAN-01 → 66.
 */

const { family } = analystFixture();

describe('a named variant of a standard for the people before', () => {
  it('water at the urban 50 L for the displaced of the answer before', async () => {
    await family(
      [
        [
          'Combien de personnes déplacées lors de la crue du fleuve Sénégal en 2024 ?',
          "et combien d'eau par jour pour elles en milieu urbain (50 L) ?",
        ],
        [
          'How many people were displaced by the 2024 Senegal River floods?',
          'and how much water per day would they need in an urban middle-income setting (50 L)?',
        ],
      ],
      ['2800000'],
    );
  });

  it('toilets and their 3:1 split for the displaced of the answer before', async () => {
    await family(
      [
        ['combien de déplacés en septembre 2020 ?', 'et les latrines pour eux à 1 pour 20 avec le ratio 3:1 ?'],
        ['How many people were displaced in September 2020?', 'toilets for them, 3:1 women to men?'],
      ],
      ['165', '124', '41'],
    );
  });
});
