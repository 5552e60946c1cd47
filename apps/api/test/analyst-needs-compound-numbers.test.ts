import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Counts spelt as a run of number words (lexicon `spelledNumbers`: a scale word, or the thing
 * counted after it) are read as the count in figures (issue 12). From response_standards.csv:
 * 2 500 × 50 L (WAT-04) = 125 000 L a day; 3 000 × 15 L (WAT-01) = 45 000; 1 500 / 50 (SAN-01) =
 * 30 toilets; 90 000 × 15 L = 1 350 000. "cinq pour cent" stays a percent, "deux mille vingt" a year.
 */

const { family } = analystFixture();

describe('counts spelt as runs of number words', () => {
  it('reads "deux mille cinq cents" and "two thousand five hundred" with a standard in words', async () => {
    await family(
      [
        "Il nous faut de l'eau pour deux mille cinq cents personnes, à cinquante litres par personne, combien par jour ?",
        'eau pr deux mille cinq cents sinistres a cinquante litres ?',
        'Water for two thousand five hundred people at fifty litres each, per day?',
      ],
      ['125000'],
    );
  });

  it('reads a hundred or a thousand run and the litres in words', async () => {
    await family(
      [
        'water for three thousand people per day at the basic fifteen litres',
        'eau pour trois mille personnes à quinze litres',
      ],
      ['45000'],
    );
    await family(
      [
        'combien de latrines pour mille cinq cents déplacés en première phase ?',
        'first-phase toilets for one thousand five hundred displaced?',
      ],
      [/\*\*30\*\* (toilettes|toilets)/],
    );
    await family(['Besoin en eau par jour pour quatre-vingt-dix mille personnes ?'], ['1350000']);
  });
});
