import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Survey indicators asked the short way (issue 12): two words sharing the head written after the
 * second ("water and electricity access" is water access and electricity access), and food
 * insecurity shortened to "ins. alim.". vulnerability_ehcvm_2021_2022_by_region.csv: Kolda water
 * 41.75 %, electricity 53.57 %; Matam water 89.04 %, electricity 55.65 %; Dakar severe food
 * insecurity 2.6 %; Kolda moderate or severe 50.0 %; Louga severe 4.7 %, moderate or severe 37.8 %.
 */

const { family } = analystFixture();

describe('survey indicators sharing a head, or shortened', () => {
  it('reads the head after both coordinated words', async () => {
    await family(
      ['water and electricity access in Kolda', 'What are the water and electricity access rates for Kolda region?'],
      [/41[.,]75/, /53[.,]57/],
    );
    await family(['water or power access in Matam?', 'Matam: water and power access'], [/89[.,]04/, /55[.,]65/]);
    // Louga: severe 4.7 %, moderate or severe 37.8 %
    await family(
      [
        'severe and moderate-or-severe food insecurity in Louga',
        'Louga: severe and moderate or severe food insecurity?',
      ],
      [/4[.,]7 %/, /37[.,]8 %/],
    );
  });

  it('reads "ins. alim." as food insecurity', async () => {
    await family(['ins. alim. sévère Dakar ?', 'taux d’ins alim sévère à Dakar'], [/2[.,]6 %/]);
    await family(['ins alim Kolda', 'ins. alim. modérée ou sévère, région de Kolda'], [/\b50 %|50[.,]0 %/]);
  });
});
