import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Who the needs are for (issue 12): the words a head count is written with (lexicon `peopleWords`)
 * and a household size the question gives itself (needs.json `householdSizeQuoted`). Expected
 * values are read off data/knowledge/response/response_standards.csv by hand, never from the engine.
 */

const { family } = analystFixture();

describe('needs: the people counted and the household size given', () => {
  it('reads evacuees, rescapés and sinistrées as the people counted', async () => {
    // WAT-01 15 L/person/day: 450 × 15 = 6 750 L; 2 400 × 15 = 36 000 L; 500 × 15 = 7 500 L.
    await family([['what do 450 evacuees need?'], ['que faut-il à 450 évacués ?']], ['6750', 'WAT-01']);
    await family(
      [['Two thousand four hundred evacuees: daily water need under Sphere?'], ['2 400 rescapés : eau par jour ?']],
      ['36000'],
    );
    await family([["500 sinistrées : combien d'eau par jour ?"], ['500 homeless people: water per day?']], ['7500']);
  });

  it('sizes households at the size the question gives, not at the average', async () => {
    // 120 households × 8 = 960 people × 15 L = 14 400 L (at CRS-01's 9 it would be 16 200).
    await family(
      [['120 familles de 8 personnes, eau par jour ?'], ['120 households of 8 people each: daily water?']],
      ['960', '14400', /taille donnée dans la question|size given in the question/],
      ['16200'],
    );
    // 350 × 6 = 2 100 people × 15 L = 31 500 L.
    await family(
      [['350 households averaging 6 persons: daily water?'], ['350 ménages de 6 membres en moyenne : eau par jour ?']],
      ['2100', '31500'],
    );
    // 80 × 10 = 800 people; SAN-01 1 per 50: 16 toilets.
    await family(
      [
        ['On compte 80 ménages (taille moyenne 10 personnes). Combien de latrines en urgence ?'],
        ['80 households, household size of 10: how many toilets in the first phase?'],
      ],
      ['800', /\*\*16\*\*/],
    );
  });

  it('keeps a head count apart from a household size written after a comma', async () => {
    // 2 000 people in households of 8: 250 households, SHE-03 2 tarpaulins each = 500.
    await family(
      [['bâches pour 2 000 personnes, ménages de 8 personnes'], ['tarps for 2,000 people, households of 8']],
      ['250', /\*\*500\*\*/],
      ['16000'],
    );
  });
});
