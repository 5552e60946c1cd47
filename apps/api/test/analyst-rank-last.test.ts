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

describe('the units that gain the fewest people', () => {
  it('ranks the change in numbers, lowest first', async () => {
    // Regions, 2023 → 2030, in numbers: Kédougou +53 708, Ziguinchor +88 069 (first and second);
    // in percent Ziguinchor (+14.3 %) would come first.
    await family(
      [
        'Which 3 regions add the fewest people from 2023 to 2030?',
        "Quelles sont les 3 régions qui gagnent le moins d'habitants entre 2023 et 2030 ?",
        'regions gaining the least inhabitants between 2023 and 2030, bottom 3',
      ],
      [/\| 1 \| Kédougou \|/, /\| 2 \| Ziguinchor \|/],
    );
  });
});
