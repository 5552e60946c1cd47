import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Why do two figures differ?" (issue 12, lexicon `whyDiffers`): the figures, the gap between a
 * place's two figures, and what the data records about them (curated/caveats.json), never a reason
 * of its own. ansd_rgph5_2023_population_by_sex.csv: the region rows of Kolda (245 147) and
 * Kédougou (914 797) are swapped as published; Kolda's departments sum to 914 797. Dakar region:
 * ANSD census 2023 4 004 425 (sum of departments), OCHA COD-PS 2020 3 880 916 (projected from the
 * 2013 census): gap 123 509.
 */

const { family } = analystFixture();

describe('why two figures differ', () => {
  it('the swapped region rows of Kolda and Kédougou', async () => {
    await family(
      [
        'Pourquoi la région de Kolda a 245 147 habitants dans un fichier et 914 797 dans un autre ?',
        'pourquoi deux chiffres différents pour Kolda région ?',
        'Why does Kolda region show two different figures, 245,147 and 914,797?',
      ],
      ['914797', '245147', /K[ée]dougou/],
    );
  });

  it('OCHA 2020 beside the 2023 census: the gap and how OCHA made its figure', async () => {
    await family(
      [
        "Pourquoi Dakar a 3 880 916 habitants chez OCHA et 4 004 425 à l'ANSD ?",
        'Why does Dakar region have 3,880,916 people for OCHA but 4,004,425 for ANSD?',
      ],
      ['123509', /2013/],
    );
  });
});
