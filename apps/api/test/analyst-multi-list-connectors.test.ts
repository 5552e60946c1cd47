import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Asks listed with "then"/"puis" or by a group alone ("the number of women"), and a flood's figure
 * asked after its flood (population and flood files of data/knowledge), in both languages.
 */

const { family } = analystFixture();

describe('asks listed one after the other', () => {
  it('reads each item of a list opened by "puis"/"then" or naming a group, never an actor', async () => {
    // Matam department: 2023 census 386 887, women 185 463, projection 2030 474 768.
    await family(
      [
        'Département de Matam : population au recensement de 2023, puis le nombre de femmes, puis la projection 2030.',
        'Matam department: 2023 census population, then the number of women, then the 2030 projection.',
        'Matam department: 2023 census population, the number of women, the 2030 projection.',
      ],
      ['386887', '185463', '474768'],
      ['CSAR'],
    );
  });

  it('answers a flood figure asked after the flood ("and how many houses destroyed?")', async () => {
    // SEN-2016-01: 12 180 people affected, 1 500 houses destroyed; SEN-2019-01: 991 households affected.
    await family(
      [
        ['For the July 2016 floods, how many people were affected?', 'and how many houses destroyed?'],
        ['Les inondations de juillet 2016 ont touché combien de personnes ?', 'et combien de maisons détruites ?'],
        'For the July 2016 floods, how many people were affected and how many houses destroyed, and what was Kaffrine department’s 2023 population?',
      ],
      ['12180', '1500'],
    );
    await family(
      [
        ['Inondations de septembre 2019 : combien de morts ?', 'et combien de ménages touchés ?'],
        ['September 2019 floods: how many deaths?', 'and how many households affected?'],
      ],
      ['991'],
    );
  });
});
