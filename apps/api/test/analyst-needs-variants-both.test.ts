import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Two variants of one standard asked together (issue 12), in both languages. response_standards.csv
 * WAT-01 15 L and WAT-04 50 L (urban) per person per day; HEA-01 1 health facility per 10,000 people
 * and response-standards-in-notes.csv HEA-01.rural 1 per 50,000. 9,000 people: 135 000 and 450 000
 * L a day; 4 000 people: 60 000 and 200 000; Linguère department 2023 census 312 224: 32 and 7.
 */

const { family } = analystFixture();

describe('the minimum (general) standard named beside another variant', () => {
  it('gives both the general and the urban water quantity', async () => {
    await family(
      [
        'We expect 9,000 people in collective centres. What do they need per day in water (minimum and urban 50 L)?',
        "9 000 personnes dans des centres d'accueil : eau par jour, minimum et norme urbaine de 50 L ?",
      ],
      ['135000', '450000'],
    );
    await family(
      [
        'eau minimale et eau urbaine pour 4 000 personnes par jour ?',
        'water for 4,000 people a day: the urban standard and the minimum?',
      ],
      ['60000', '200000'],
    );
  });

  it('gives the rural and the general health facilities', async () => {
    await family(
      [
        'For the 2023 population of Linguère department, how many primary health facilities under the rural standard, and how many under the general one?',
        'Pour la population 2023 du département de Linguère, combien de structures de santé selon la norme rurale, et selon la norme générale ?',
      ],
      ['32', /\b7\b/],
    );
  });

  it('a value quoted swaps only a standard alike (50 L is no bathing facility)', async () => {
    await family(
      ['water (minimum and urban 50 L) for 9,000 people?', 'eau pour 9 000 personnes : minimum et 50 L ?'],
      ['135000', '450000'],
      ['180 bathing', '180 installations'],
    );
  });
});
