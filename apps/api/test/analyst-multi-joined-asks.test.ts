import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Asks joined by "et aussi", "along with", a change between two years beside another measure, and a
 * flood's figure joined to a population figure (population, health and flood files of
 * data/knowledge), in both languages.
 */

const { family } = analystFixture();

describe('asks joined without a comma', () => {
  it('reads "et aussi" and "along with" as the start of another ask', async () => {
    // Linguère department: women at the 2023 census 153 961; under 5 per OCHA 2020 46 151.
    await family(
      [
        "Je veux les femmes du département de Linguère au recensement de 2023 et aussi le nombre d'enfants de moins de 5 ans selon OCHA 2020.",
        'Linguère department: women at the 2023 census along with the under-fives per OCHA 2020?',
      ],
      ['153961', '46151'],
    );
  });

  it('gives both years of a measure beside another measure', async () => {
    // Kolda region: 914 797 (2023 census), 1 093 033 (2029 projection); 101 health posts.
    await family(
      [
        'Population de la région de Kolda en 2023 et en 2029 ainsi que le nombre de postes de santé',
        'Population of Kolda region in 2023 and 2029, and its number of health posts?',
      ],
      ['914797', '1093033', '101'],
    );
  });

  it("answers a flood's figure joined to a population figure, at the place named", async () => {
    // Guédiawaye: 372 708 at the 2023 census; 235 houses flooded on 16 September 2024.
    await family(
      [
        'Département de Guédiawaye : population en 2023 et aussi les maisons inondées le 16 septembre 2024 ?',
        'Guédiawaye department: 2023 population along with the houses flooded on 16 September 2024?',
      ],
      ['372708', '235'],
    );
  });
});
