import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: a level word right after a name is that name's, even when "de <year>" follows it
 * ("Kédougou (département) de 2024 à 2026"): only "de <name>" makes it the next name's
 * ("Mlomp (département d'Oussouye)").
 */

const { family } = analystFixture();

describe('a level word after a name, before a span of years', () => {
  it('reads the name at that level', async () => {
    await family(
      [
        'Variation de la population de Kédougou (département) de 2024 à 2026',
        'variation de la population de Kedougou dept de 2024 a 2026',
        'évolution de Kédougou (département) de 2024 à 2026',
        'change in the population of Kédougou department from 2024 to 2026',
      ],
      ['127780', '135193', '7413'],
    );
  });

  it('still gives a level word opening "de <name>" to that name', async () => {
    await family(["population de Mlomp (département d'Oussouye)"], ['Oussouye']);
  });
});
