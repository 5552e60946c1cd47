import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * The hospitals a standard calls for beside those the health data holds (issue 12).
 * response_standards.csv HEA-02 1 hospital per 250,000 people; population_ansd_regions_2023_2030.csv
 * 2023: Dakar 4 004 425 → 17 (16.02 rounded up), Thiès 2 463 679 → 10; health_facilities_count_by_region_type.csv
 * hopital: Dakar 35, Thiès 12.
 */

const { family } = analystFixture();

describe('hospitals needed and hospitals held', () => {
  it('gives both counts for the region', async () => {
    await family(
      [
        "Combien d'hôpitaux faudrait-il pour la population de la région de Dakar selon la norme du HCR, et combien en existe-t-il ?",
        'Under the UNHCR standard of one hospital per 250,000 people, how many hospitals would Dakar region need, and how many does it have?',
      ],
      ['17', '35'],
    );
    await family(
      [
        'How many hospitals does Thiès region need under the UNHCR standard, and how many does it have?',
        'Hôpitaux nécessaires pour la population de la région de Thiès selon le HCR, et combien y en a-t-il actuellement ?',
      ],
      [/\b10\b/, /\b12\b/],
    );
  });
});
