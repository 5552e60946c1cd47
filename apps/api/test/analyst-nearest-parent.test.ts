import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: a figure a commune lacks (its density: no commune areas are held) is given as its
 * department's when the department has one (computed from its area), the nearest order of magnitude,
 * said to be the department's; a rate published by region only still gives the region's.
 */

const { family } = analystFixture();

describe('the nearest parent’s value of a figure a commune lacks', () => {
  it('is the department’s density, said to be its department’s', async () => {
    await family(
      [
        'densité de Touba',
        'densité de population de la commune de Touba Mosquée ?',
        'population density of Touba commune',
      ],
      [/Mbacké \((département|department)\)/, /606[.,]95/, /(son département|its department)/],
      ['Diourbel (région)', 'Diourbel (region)'],
    );
  });

  it('is still the region’s for a rate published by region only', async () => {
    await family(
      ['insécurité alimentaire à Touba', 'food insecurity in Touba commune'],
      [/Diourbel \((région|region)\)/, /(sa région|its region)/],
    );
  });
});
