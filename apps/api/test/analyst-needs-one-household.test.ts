import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * The needs of one household when no head count is given (issue 12), in both languages.
 * response_standards.csv WAT-01 15 L per person per day, HYG-01 250 g of bathing soap per person per
 * month; CRS-01 9 persons per household, its note: Dakar 6, Matam 12 (household-size-by-region.csv).
 * Dakar 6 × 15 = 90 L a day; Matam 12 × 15 = 180 L a day, × 30 = 5 400 a month; Senegal 9 × 15 =
 * 135 L a day, × 7 = 945 a week; Dakar soap 6 × 250 = 1 500 g a month.
 */

const { family } = analystFixture();

describe('a standard per household, at the place’s household size', () => {
  it('gives the daily water of one household of the region named', async () => {
    await family(
      [
        "Quelle quantité d'eau par ménage et par jour à Dakar, au minimum de 15 L ?",
        'daily water per household in Dakar at 15 L per person?',
        'cb d litres d eau pr 1 menage a Dakar par jour ?',
      ],
      ['90'],
    );
    await family(
      [
        'How much water does one household in Matam need each day?',
        "L'eau par ménage et par jour dans la région de Matam ?",
      ],
      ['180'],
    );
  });

  it('uses the national size when no region is named, over the period asked', async () => {
    await family(
      [
        'How much water does an average Senegalese household need per day?',
        'quelle quantité d’eau pour un ménage moyen au Sénégal par jour ?',
      ],
      ['135'],
    );
    await family(
      ["Combien de litres d'eau par semaine pour un ménage sénégalais ?", 'water for an average household per week?'],
      ['945'],
    );
  });

  it('gives a monthly standard for one household', async () => {
    await family(
      ['savon par ménage et par mois à Dakar ?', 'bathing soap per household per month in Dakar?'],
      ['1500'],
    );
    await family(['eau par ménage par mois à Matam ?', 'water per household per month in Matam?'], ['5400']);
  });
});
