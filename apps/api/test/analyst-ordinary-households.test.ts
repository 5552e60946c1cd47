import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * The published count of ordinary households (issue 12): response_standards.csv CRS-01's note,
 * "1,991,012 ordinary households in 2023" (ANSD preliminary RGPH-5 results via the press), and the
 * persons per ordinary household it gives with the census: 18 126 390 / 1 991 012 = 9.1.
 */

const { family } = analystFixture();

describe('ordinary households, as published', () => {
  it('gives the national count', async () => {
    await family(
      [
        'How many ordinary households did Senegal have in 2023?',
        'combien de ménages ordinaires au Sénégal en 2023 ?',
        'nbre de ménages ordinaires au Sénégal ?',
      ],
      ['1991012'],
    );
  });

  it('divides the census population by it', async () => {
    await family(
      [
        "Si l'on divise la population recensée en 2023 par le nombre de ménages ordinaires, combien de personnes par ménage obtient-on ?",
        'persons per ordinary household in Senegal?',
        'Census population 2023 divided by the number of ordinary households: how many people per household?',
      ],
      ['1991012', /9[,.]1\b/],
    );
  });
});
