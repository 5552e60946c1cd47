import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: a total over several floods adds one figure per episode. An episode recorded twice
 * (2009: IFRC and the government's PDNA) is never added to itself: the record holding the figure
 * stands for it, and when both hold it a total is said with each. A month written right after a
 * year ("2016 (juillet) et 2019") is that year's only; the other year keeps all its floods.
 */

const { family } = analystFixture();

describe('totals over flood episodes', () => {
  it('an episode recorded twice counts once, by the record holding the figure', async () => {
    await family(
      [
        'total familles déplacées 2009 et 2012',
        "combien de familles déplacées au total lors des inondations de 2009 et d'août 2012 ?",
        'total families displaced in the 2009 and 2012 floods',
      ],
      ['6400', '1400', '5000'],
    );
    await family(
      [
        'total houses destroyed across all recorded floods',
        'total des maisons détruites, toutes inondations confondues',
      ],
      ['10872'],
    );
  });

  it('both records holding the figure: one total with each, never their sum', async () => {
    await family(
      ['total des personnes affectées en 2009 et 2020', 'people affected by the 2009 and 2020 floods combined'],
      ['135798', '376798'],
      ['495798'],
    );
  });

  it('a month right after one year of two is that year’s', async () => {
    await family(
      [
        'somme des personnes affectées en 2016 (juillet) et 2019',
        'total people affected in 2016 (July) and 2019',
        'total des personnes affectées en juillet 2016 et septembre 2019',
      ],
      ['21099'],
    );
  });
});
