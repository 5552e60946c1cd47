import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Two recorded floods set side by side on the figure asked (issue 12): the difference and the
 * difference in percent of the smaller, computed; a refinement asked after a question mark ("By
 * how many?") stays with its ask. Values from data/knowledge/floods (SEN-2016-01 12 180 people
 * affected, SEN-2020-01 16 798).
 */

const { family } = analystFixture();

describe('two floods compared on a figure', () => {
  it('gives the larger, the difference and its percent: 16 798 − 12 180 = 4 618 (+37.9 %)', async () => {
    await family(
      [
        'Les inondations de septembre 2020 ont-elles touché plus de personnes que celles de juillet 2016 ? De combien, en nombre et en pourcentage ?',
        'sinistres sept 2020 vs juillet 2016 : ecart en nombre et en % ?',
        'Did the September 2020 floods affect more people than the July 2016 ones? By how many, and by what percentage?',
        'September 2020 vs July 2016 floods: difference in people affected?',
      ],
      ['4618', /37[,.]9/, /SEN-2020-01/],
    );
  });

  it('computes no difference when none is asked', async () => {
    await family(
      ['inondations de septembre 2020 et de juillet 2016 : personnes affectées ?'],
      ['16798', '12180'],
      ['4618'],
    );
  });
});
