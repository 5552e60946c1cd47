import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { digits } from './helpers/chat.ts';

/**
 * "Quelles régions ont un accès à l'eau potable inférieur à celui de Fatick ?" (issue 12,
 * "compare", "vulnerability"): the units of a level kept against one unit's figure.
 * vulnerability_ehcvm_2021_2022_by_region.csv drinking water: Fatick 78.22; below it Kédougou 77.57,
 * Tambacounda 66.46, Ziguinchor 62.33, Diourbel 56.01, Sédhiou 43.1, Kolda 41.75. Electricity: Thiès
 * 91.32, above it Dakar 98.52 only. population_ansd_departements_2023_2030.csv 2023: Mbour 935 304;
 * above it Mbacké 1 359 756 and Dakar 1 278 469.
 */

const { chat, family } = analystFixture();

describe('units of a level against one of them', () => {
  it('keeps the units below the figure of the unit named', async () => {
    await family(
      [
        "Quelles régions ont un accès à l'eau potable inférieur à celui de Fatick ?",
        'Which regions have lower drinking water access than Fatick?',
      ],
      ['Kédougou', 'Tambacounda', 'Ziguinchor', 'Diourbel', 'Sédhiou', 'Kolda', /78[.,]22/],
    );
  });
  it('keeps the units above it, the unit itself left out', async () => {
    const md = digits((await chat('Which regions have a higher electricity access than Thiès?')).markdown);
    expect(md).toMatch(/1 region has more than 91[.,]32/);
    expect(md).toContain('Dakar');
    await family(
      [
        'Which departments are more populous than Mbour in 2023?',
        'Quels départements sont plus peuplés que Mbour en 2023 ?',
      ],
      ['1359756', '1278469'],
      ['1025'],
    );
  });
});
