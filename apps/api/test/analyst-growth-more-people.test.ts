import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "…aura-t-elle d'habitants de plus en 2030 qu'au recensement ?", "personnes en plus": the change
 * between the two years, even with the count word far from "de plus" (issue 12).
 * population_ansd_regions_2023_2030.csv: Kaffrine 820 404 (2023) → 1 046 120 (2030) = +225 716;
 * Louga 1 125 910 → 1 251 364 (2027) = +125 454.
 */

const { family } = analystFixture();

describe('how many more people between two years', () => {
  it('reads "habitants de plus" and "personnes en plus" as a change', async () => {
    await family(
      [
        "Combien la région de Kaffrine aura-t-elle d'habitants de plus en 2030 qu'au recensement ?",
        "La région de Kaffrine, ça fera combien d'habitants de plus en 2030 qu'en 2023 ?",
      ],
      ['225716'],
    );
    await family(['Région de Louga : il y aura combien de personnes en plus en 2027 par rapport à 2023 ?'], ['125454']);
  });
});
