import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Rates asked in new shapes (issue 12). A slash before a power of ten of inhabitants is "per", no
 * division of one figure by another: health_facilities_count_by_region_type.csv Thiès 228 health
 * posts / 2 463 679 (sum of its departments, 2023 census) × 10 000 = 0.93; Louga 161 / 1 125 910 ×
 * 10 000 = 1.43. The people a flood touched asked with a month and no flood word are the flood's
 * (lexicon `eventImpactWords`): flood_event_areas.csv SEN-2020-01 Guédiawaye 786 affected / 372 708
 * (2023 census) × 1 000 = 2.11. A month said in context first ("Les inondations de septembre 2019 ont
 * touché …") is no ask of the flood's people: 818 337 + 372 708 + 664 053 = 1 855 098.
 */

const { family } = analystFixture();

describe('rates with a slash, and the people a flood touched in a month', () => {
  it('"/ 10 000 hab" is per 10,000 inhabitants', async () => {
    await family(
      ['nb de postes de santé / 10 000 hab, rég. de Thiès', 'postes de sante/10000 hab region de Thies ?'],
      [/0,93/],
      ['par structure'],
    );
    await family(
      ['health posts /10,000 inhabitants in Louga region?', 'Louga region: health posts / 10 000 inhabitants'],
      [/1\.43/],
      ['per health facility'],
    );
  });

  it('people touched in a month named, per 1,000 inhabitants', async () => {
    await family(
      [
        'Guédiawaye, septembre 2020 : combien de personnes touchées pour 1000 habitants ?',
        'Guediawaye, September 2020: how many people affected per 1,000 inhabitants?',
      ],
      [/2[,.]11/, '786'],
    );
  });

  it('a flood touching places said as context first leaves the ask its own (a population summed)', async () => {
    await family(
      [
        'Les inondations de septembre 2019 ont touché les départements de Rufisque, Guédiawaye et Kaolack. Quelle population totale vivait dans ces départements au recensement de 2023 ?',
        'The September 2019 floods hit Rufisque, Guédiawaye and Kaolack departments. What was their total population at the 2023 census?',
      ],
      ['1855098'],
    );
  });
});
