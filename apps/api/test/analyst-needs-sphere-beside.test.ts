import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Sphere named beside another variant of a standard (issue 12): "Sphere vs urban 50 L" asks both
 * the general figure and the variant. response_standards.csv WAT-01 15 L and WAT-04 50 L (urban)
 * per person per day: 5,000 people need 75,000 and 250,000 L a day; 2,000 people 30,000 and 100,000.
 */

const { family } = analystFixture();

describe('Sphere named beside a variant', () => {
  it('gives the general water quantity and the urban one', async () => {
    await family(
      [
        'How much water per day for 5,000 people under Sphere, and under the urban standard?',
        'eau pour 5000 personnes : norme Sphère et norme urbaine ?',
      ],
      ['75000', '250000'],
    );
    await family(
      ['water for 2,000 people: Sphere vs urban 50 L', 'eau pour 2 000 personnes, urbain 50 L ou Sphère ?'],
      ['30000', '100000'],
    );
  });
});
