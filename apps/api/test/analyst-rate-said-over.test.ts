import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A rate per N inhabitants said with "sur", "out of every", "for every" (issue 12), and the
 * inhabitants of "pour 1 000 habitants" read as the rate's denominator, never as the measure asked.
 * flood_event_areas.csv SEN-2020-01: Pikine 3,250 people affected; population_ansd_departements:
 * Pikine 2023 census 764,597 → 4.25 per 1,000; OCHA 2020 1,448,341 → 2.24 per 1,000.
 * health_facilities_count_by_region_type.csv: Kolda 101 health posts / 914,797 (2023) = 1.10 per 10,000.
 */

const { family } = analystFixture();

describe('a rate per inhabitants said with over, out of every, for every', () => {
  it("gives a flood's people affected per 1,000 inhabitants", async () => {
    await family(
      [
        'sur 1000 habitants combien ont été touchés à Pikine lors des inondations de 2020 ?',
        'combien ont été touchés à Pikine lors des inondations de 2020 pour 1000 habitants ?',
        'In the 2020 floods, how many people out of every 1,000 inhabitants were affected in Pikine?',
        'Pikine, 2020 floods: for every 1,000 residents, how many were affected?',
      ],
      [/4[.,]25/, /2[.,]24/],
      ['1448341 habitants**', '1448341 inhabitants**'],
    );
  });

  it('gives health posts per 10,000 inhabitants', async () => {
    await family(
      [
        'sur 10 000 habitants, combien de postes de santé à Kolda ?',
        'how many health posts for every 10,000 people in Kolda region?',
      ],
      [/1[.,]10/],
    );
  });
});
