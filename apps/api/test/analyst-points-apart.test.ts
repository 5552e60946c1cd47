import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "How many percentage points separate Louga and Kaffrine on drinking water access?" (issue 12,
 * "compare", "vulnerability"): "separate" / "séparent" compare, and the gap in points is said to the
 * precision the figures were published with. vulnerability_ehcvm_2021_2022_by_region.csv drinking
 * water Louga 95.8, Kaffrine 96.13 (0.33 points); electricity Kolda 53.57, Dakar 98.52 (44.95 points).
 */

const { family } = analystFixture();

describe('points between two places', () => {
  it('compares what "separate" sets apart, to the published precision', async () => {
    await family(
      [
        'How many percentage points separate Louga and Kaffrine on drinking water access?',
        "Combien de points séparent Louga et Kaffrine pour l'accès à l'eau potable ?",
      ],
      [/0[.,]33 (percentage )?point/],
    );
    await family(
      [
        "Combien de points séparent Kolda et Dakar sur l'accès à l'électricité ?",
        'Electricity access: Dakar vs Kolda?',
      ],
      [/44[.,]95 (percentage )?point/],
    );
  });
});
