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

describe('the years of a flood question', () => {
  it('reads "de 2009 et 2020" as two years, "entre 2009 et 2020" as a span', async () => {
    // 2009: SEN-2009-01 and SEN-2009-01b; 2020: SEN-2020-01 — three; 2009 to 2020: eight.
    await family(
      ['inondations de 2009 et 2020 : combien ?', 'floods in 2009 and 2020: how many?'],
      [/\*\*3 (inondations|recorded floods)/, /2009 (et|and) 2020/],
    );
    await family(
      ['inondations entre 2009 et 2020 : combien ?', 'floods between 2009 and 2020?'],
      [/\*\*8 (inondations|recorded floods)/],
    );
  });

  it('lets "la crue de …" name a rain flood in a year with no river flood', async () => {
    await family(['la crue de septembre 2009 à Dakar', 'la crue de 2020 à Dakar'], [/SEN-20(09|20)-01/]);
    // …and keeps the river flood when the year has one.
    await family(['la crue de 2024 : combien de sinistrés ?'], ['SEN-2024-02', '55600'], ['SEN-2024-01 ']);
  });
});
