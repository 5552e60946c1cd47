import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Counts written in words or with a scale word (issue 12, lexicon `spelledNumbers`) are the count
 * in figures: 12 000 × 15 L (response_standards.csv WAT-01) = 180 000; 12 000 / 50 (SAN-01) = 240
 * toilets; 1 200 000 / 250 000 (HEA-02) = 4.8 → 5 hospitals; 1 500 000 × 15 = 22 500 000 L.
 * "deux mille vingt" is a year written out, no count.
 */

const { family } = analystFixture();

describe('counts written in words or millions', () => {
  it('reads "douze mille" and "twelve thousand" as 12 000', async () => {
    await family(
      [
        'Pour douze mille personnes, quel besoin en eau quotidien ?',
        "douze mille sinistrés : combien d'eau par jour ?",
      ],
      ['180000'],
    );
    await family(
      ['twelve thousand displaced: latrines in the first phase?', 'toilets for twelve thousand people, first phase?'],
      ['**240** toilets'],
    );
  });

  it('reads "1.2 million" and "1,5 million" as their count', async () => {
    await family(
      [
        "How many hospitals does a population of 1.2 million need under UNHCR's standard?",
        'hospitals needed for 1.2 million people (UNHCR)?',
      ],
      ['1200000 people', '**5** hospitals'],
    );
    await family(['Besoin en eau par jour pour 1,5 million de personnes ?'], ['22500000']);
  });
});
