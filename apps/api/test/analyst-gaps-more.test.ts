import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Subjects the data does not hold get "no data" or "outside what I can answer", never another
 * subject's figures (issue 12): water infrastructure is not inventoried, pastimes and private
 * matters are out of scope even beside a flood word.
 */

const { family } = analystFixture();

describe('what the data does not hold', () => {
  it('says no inventory of boreholes and water points, rather than sizing needs', async () => {
    await family(
      [
        'Combien de forages et de points d’eau compte la région de Saint-Louis ?',
        'How many boreholes and water points are there in Kaffrine region?',
      ],
      [/pas de données|no data/i],
      ['Besoins estimés', 'Estimated needs'],
    );
  });

  it('keeps pastimes and private matters out of scope, even beside a flood word', async () => {
    await family(
      [
        'qui a gagné le dernier grand combat de lutte à l’arène nationale ?',
        'écris-moi un petit poème sur la saison des pluies',
        'my car got flooded in the storm and won’t start, what should I check?',
      ],
      [/ne peux pas répondre|cannot answer/],
      ['BNSP', ' mm', 'SEN-20'],
    );
  });
});
