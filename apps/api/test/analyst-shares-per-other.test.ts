import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Shares and rates asked in new shapes (issue 12). population_ansd_regions_2023_2030.csv (2023):
 * Louga 1,125,910, Kolda 914,797, Matam 831,632, Fatick 906,922, Dakar 4,004,425 of 18,126,390
 * (14,121,965 outside Dakar: 77.9 %); Thiès 2,651,454 in 2026 with Mbour 1,015,214 (61.7 %
 * outside). health_facilities_count_by_region_type.csv: hospitals Louga 3, 81 nationwide; health
 * centres Kolda 9; health huts Matam 54, 1,998 nationwide; 4,793 facilities.
 */

const { family } = analystFixture();

describe('shares and rates', () => {
  it('reads people "per" a kind of facility as inhabitants per facility', async () => {
    await family(['How many residents per hospital in Louga region (2023)?'], ['375303']);
    await family(['combien de gens par centre de santé à Kolda ?'], ['101644']);
    await family(['people per health hut in Matam region'], ['15400']);
  });

  it('gives a place with another taken out as a share of the first when a share is asked', async () => {
    await family(['quel % de la population du pays vit hors de la région de Dakar en 2023 ?'], [/77[.,]9 %/]);
    await family(["What share of Thiès region's people live outside Mbour department in 2026?"], [/61[.,]7 %/]);
  });

  it("gives a kind of facility's share of the country's own facilities", async () => {
    await family(['les cases de santé, c’est quel pourcentage des structures de santé du pays ?'], [/41[.,]7 %/]);
    await family(["What share of Senegal's health facilities are hospitals?"], [/1[.,]69 %/]);
  });
});
