import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A dimension only one term of a ratio varies by filters that term alone (issue 12): households "at
 * the census" are the 2023 census population over the region's household size, which has no census
 * kind. Kaffrine: 820 404 / 12 (household-size-by-region.csv) = 68 367 households.
 */

const { family } = analystFixture();

describe('a ratio asked at the census', () => {
  it('keeps the census for the population and the household size as published', async () => {
    await family(
      [
        'Nombre de ménages à Kaffrine selon le recensement ?',
        'how many households in Kaffrine region at the census?',
        'Combien de ménages dans la région de Kaffrine au RGPH 2023 ?',
      ],
      ['820404', '68367'],
      ['non renseigné', 'not reported'],
    );
  });
});
