import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Centres de santé à Diourbel ? — Et les postes ? — Combien au total ?" (issue 12): a sum naming
 * nothing after answers that gave one place several values of one dimension adds those values.
 * health_facilities_count_by_region_type.csv: Diourbel centres 11 + posts 123 = 134; Kolda
 * hospitals 2 + centres 9 + posts 101 = 112. ansd_rgph5_2023_population_by_sex.csv (Louga's
 * departments): women 561 965 + men 563 945 = 1 125 910.
 */

const { family } = analystFixture();

describe('a total of the values the last answers gave', () => {
  it('adds the values of one dimension asked one after the other', async () => {
    await family(
      [
        ['Number of health centres in Diourbel region?', 'and health posts?', 'how many in total?'],
        [
          'Combien de centres de santé dans la région de Diourbel ?',
          'et de postes de santé ?',
          'ça fait combien au total ?',
        ],
      ],
      ['134'],
    );
    await family(
      [
        ['Number of hospitals in Kolda region?', 'and health centres?', 'and health posts?', 'total?'],
        ['hôpitaux région de Kolda ?', 'et les centres de santé ?', 'et les postes ?', 'la somme ?'],
      ],
      ['112'],
    );
    await family(
      [
        ['Combien de femmes dans la région de Louga au recensement ?', "et d'hommes ?", 'ça fait combien en tout ?'],
        ['Women in Louga region at the census?', 'and men?', 'add them up'],
      ],
      ['1125910'],
    );
  });
});
