import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Comparisons and series in other words (issue 12, "compare", "series"): "side by side", "côte à
 * côte", "stack up"; "annually", "year after year". population_ansd_departements_2023_2030.csv
 * 2023: Fatick 408 566, Foundiougne 375 388, Gossas 122 968; Bakel 189 937, Kanel 341 520.
 * population_ansd_regions_2023_2030.csv: Kolda 2025 969 385, Sédhiou 2025 625 044; Matam 2026
 * 905 778, 2027 932 715, 2028 960 814.
 */

const { family } = analystFixture();

describe('places set side by side', () => {
  it('are compared', async () => {
    await family(
      ['Put Fatick, Foundiougne and Gossas departments side by side for 2023.'],
      ['408566', '375388', '122968'],
    );
    await family(
      ['Bakel et Kanel côte à côte en 2023', 'Mets côte à côte les départements de Bakel et de Kanel en 2023'],
      ['189937', '341520'],
    );
    await family(
      ['How do Kolda and Sédhiou regions stack up in 2025?', 'Kolda and Sédhiou regions head to head in 2025'],
      ['969385', '625044'],
    );
  });
});

describe('a span said annually or year after year', () => {
  it('is the series', async () => {
    await family(
      [
        'Population of Matam region annually from 2026 to 2028',
        'Matam region, year after year, 2026 to 2028?',
        "Région de Matam : population année après année jusqu'en 2028 depuis 2026",
      ],
      ['905778', '932715', '960814'],
    );
  });
});
