import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: a place name typed with two letters swapped ("Séhdiou", "Pkiine", "Kolad") is one
 * edit from its name, as a letter missed or doubled is, not two.
 */

const { family } = analystFixture();

describe('a place name with two letters swapped', () => {
  it('is read as the place, first turn or follow-up', async () => {
    // Sédhiou region 2026: 644 156; Dakar region 2025 without Pikine department: 4 157 756 − 793 874 = 3 363 882.
    await family(
      [
        ['Population de la région de Kédougou en 2026', 'compare avec Séhdiou'],
        ['population of Sehdiou region in 2026'],
        ['pop de la région de Sédhoiu en 2026'],
      ],
      ['644156'],
    );
    await family(
      [
        ['Population région de Dakar 2025', 'sans le département de Pkiine ?'],
        ['Dakar region population in 2025 without Pkiine department'],
      ],
      ['3363882'],
    );
  });
});
