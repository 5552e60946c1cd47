import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Taux de géolocalisation", "geolocation rate" (issue 12): the share of facilities geolocated.
 * health_facilities_count_by_region_type.csv: Louga cases de santé 46 / 388 = 11.9 %; Matam postes de
 * santé 90 / 101 = 89.1 %; Kolda all types 131 / 328 = 39.9 %.
 */

const { family } = analystFixture();

describe('a geolocation rate is a share', () => {
  it('gives the share of facilities geolocated', async () => {
    await family(['Taux de géolocalisation des cases de santé de la région de Louga ?'], ['11,9 %']);
    await family(['geolocation rate of health posts in Matam region?'], ['89.1 %']);
    await family(['Taux de géolocalisation des structures de santé de la région de Kolda ?'], ['39,9 %']);
  });
});
