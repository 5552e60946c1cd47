import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Follow-ups of a needs or population answer (issue 12). "Combien pour les femmes ?" after toilets
 * splits those same toilets 3:1 (SAN-03), never the population of women: 3,000 people, SAN-02 1 per
 * 20 = 150 toilets, 113 for women and 37 for men. "Si 10 % sont sinistrés" after the population of
 * Matam (386,887, 2023 census) is 10 % of it: 38,689 people, × 15 L (WAT-01) = 580,335 L a day. Counts
 * said "half a million" / "un demi-million" are 500,000: × 15 L = 7,500,000 L.
 */

const { family } = analystFixture();

describe('needs follow-ups: toilets split and a share of the place before', () => {
  it('splits the toilets of the answer before between women and men', async () => {
    await family(
      [
        ['Combien de toilettes pour 3 000 déplacés ?', 'combien pour les femmes ?'],
        ['How many toilets for 3,000 displaced?', 'and for women and men?'],
        ['latrines pr 3000 sinistres', 'et pr les hommes ?'],
      ],
      [/\b113\b/, /\b37\b/],
      ['8947494', '8 947 494'],
    );
    // the phase asked before is kept: medium term only, 1,600 / 20 = 80 → 60 and 20
    await family(
      [
        ['latrines à moyen terme pour 1600 personnes', 'et la répartition hommes femmes ?'],
        ['medium-term toilets for 1,600 people', 'and by sex?'],
      ],
      [/\b60 (pour les femmes|for women)/, /\b20 (pour les hommes|for men)/],
      ['32 toilettes', '32 toilets'],
    );
  });

  it('takes a share of the place the answer before gave', async () => {
    await family(
      [
        [
          'Quelle est la population de Matam (département) en 2023 ?',
          "si 10 % sont sinistrés, combien d'eau par jour ?",
        ],
        ['Population of Matam department in 2023?', 'if 10% of them are affected, how much water a day?'],
      ],
      ['38689', '580335'],
    );
    await family(
      [
        [
          'What was the population of Bakel in 2023?',
          'and if a quarter of them were displaced, how many toilets in the first phase?',
        ],
      ],
      ['47484', /\b950\b/],
    );
  });

  it('reads half a million', async () => {
    await family(
      ['water for half a million people a day', 'eau pour un demi-million de personnes par jour'],
      ['7500000'],
    );
  });
});
