import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Multi-part questions whose parts ask at other dates or from other sources, listed with commas,
 * or leaving their measure to the part before (population files of data/knowledge), in both
 * languages.
 */

const { family } = analystFixture();

describe('a multi-part question', () => {
  it('answers a split by sex at the census and a projection at another year, each', async () => {
    // Louga region 2023 (sum of its departments): 1 125 910, women 561 965, men 563 945; 2030 projection 1 356 646.
    await family(
      [
        'Population de la région de Louga au recensement de 2023, avec les femmes et les hommes, et la projection pour 2030 ?',
        "Louga region's population at the 2023 census, with women and men, and the projection for 2030?",
      ],
      ['1125910', '561965', '563945', '1356646'],
    );
  });

  it('reads asks listed with commas, the last after "and"', async () => {
    // Kolda department: women at the 2023 census 159 280; under 5 (OCHA 2020) 47 989; 2030 projection 399 384.
    await family(
      [
        'For Kolda department, I need the number of women at the 2023 census, children under 5 per OCHA 2020 and the projected population for 2030.',
        'Pour le département de Kolda : le nombre de femmes au recensement de 2023, les enfants de moins de 5 ans selon OCHA 2020 et la population projetée en 2030.',
      ],
      ['159280', '47989', '399384'],
    );
  });

  it('keeps the filters of the part before when a part names no measure', async () => {
    // Kolda department women: census 2023 159 280; OCHA 2020 150 733.
    await family(
      [
        'Combien de femmes dans le département de Kolda au recensement de 2023, et combien selon les projections OCHA 2020 ?',
        'How many women in Kolda department at the 2023 census, and how many per the OCHA 2020 projections?',
      ],
      ['159280', '150733'],
    );
  });
});
