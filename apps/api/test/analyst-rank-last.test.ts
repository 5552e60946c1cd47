import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: the bottom of a ranking asked without a ranking word of its own: "bottom 3", "les 3
 * derniers" — a count of the last units is a ranking, lowest first — also as a follow-up of a top N.
 */

const { family } = analystFixture();

describe('the last N of a ranking', () => {
  // Regions, 2030, lowest first: Kédougou 298 855, Ziguinchor 705 637, Sédhiou 729 603.
  it('is the lowest N, first turn or follow-up, in both languages', async () => {
    await family(
      [
        ['Top 3 regions by population in 2030?', 'and the bottom 3?'],
        ['bottom 3 regions by population in 2030'],
        ['Top 3 des régions par population en 2030', 'et les 3 dernières ?'],
        ['les 3 dernières régions en population en 2030'],
      ],
      ['298855', '705637', '729603'],
      ['Dakar', 'Thiès', 'Matam'],
    );
  });
});
