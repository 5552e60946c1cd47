import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "The region's household size": a possessive names the place's own region, no level asked (issue 12).
 * population_ansd_regions_2023_2030.csv Matam 831 632 (2023) → 960 814 (2028), +129 182; CRS-01's
 * note gives Matam 12 persons per household: 10 765.2 households. Tambacounda 987 154 → 1 082 259
 * (2026), +95 105 / 12 = 7 925.4.
 */

const { family } = analystFixture();

describe("a possessive level word is the place's own unit", () => {
  it('divides the gain by the region’s household size, with no ranking of regions', async () => {
    await family(
      [
        "How many more households does Matam region have between 2023 and 2028, dividing the population gain by the region's average household size?",
        "Matam region, 2023 to 2028: how many extra households at the region's household size?",
      ],
      [/10[,.]?765/],
      ['Regions ranked'],
    );
    await family(
      ["Tambacounda region 2023-2026: the gain in households at the region's average household size?"],
      [/7[,.]?925/],
      ['Regions ranked'],
    );
  });
});

describe('"each department\'s" still asks the level', () => {
  it('lists the departments of the region', async () => {
    // Fatick region 2024: Fatick 420 157, Foundiougne 386 038, Gossas 126 457; total 932 652.
    await family(
      [
        "Fatick region 2024: each department's population and the total?",
        "Fatick region, every department's population in 2024?",
      ],
      ['420157', '386038', '126457'],
    );
  });
});
