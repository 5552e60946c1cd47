import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Places added up by the words that join them (population and health files of data/knowledge), in
 * both languages: "plus" with the place restated around it, an imperative "ajoute", connectors that
 * hold a "que" ("ainsi que", "de même que") and several measures summed over the places named.
 */

const { family } = analystFixture();

describe('places joined by an adding word', () => {
  it('adds two places joined by "plus" with the place restated around it', async () => {
    // Regions 2026 (sums of their departments): Louga 1 218 402 + Matam 905 778 = 2 124 180.
    await family(
      [
        'Population de la région de Louga plus celle de la région de Matam en 2026 ?',
        'Les habitants de Louga (région) plus ceux de Matam (région) en 2026 ?',
        'Population of Louga region plus Matam region in 2026?',
      ],
      ['2124180'],
    );
  });

  it('adds the places of an imperative "ajoute"', async () => {
    // Departments 2025: Kébémer + Linguère = 688 283.
    await family(
      [
        'Ajoute la population de Kébémer à celle de Linguère pour 2025.',
        'Ajoutons les habitants des départements de Kébémer et de Linguère en 2025.',
      ],
      ['688283'],
    );
  });

  it('reads "ainsi que", "de même que" as adding a place, not as "than"', async () => {
    // Departments 2023: Fatick 408 566 + Gossas + Foundiougne = 906 922 (never Fatick against the others).
    await family(
      [
        'Quelle est la population réunie des départements de Fatick et de Gossas ainsi que de Foundiougne en 2023 ?',
        'La population des départements de Fatick, de même que de Gossas et de Foundiougne, ensemble en 2023 ?',
      ],
      ['906922'],
      ['de plus', 'de moins'],
    );
  });

  it('sums each measure over the places when the question names two (a count and its geolocated part)', async () => {
    // Geolocated health centres: Mbour 6 + Thiès 7 = 13; health posts Bakel + Goudiry = 62.
    await family(
      [
        'Centres de santé géolocalisés dans les départements de Mbour et de Thiès réunis ?',
        'Geolocated health centres in Mbour and Thiès departments, together?',
      ],
      [/Total[^\n]*\*\*13\b/],
    );
    await family(
      [
        'Postes de santé géolocalisés des départements de Bakel et de Goudiry au total ?',
        'Geolocated health posts in Bakel and Goudiry departments combined?',
      ],
      [/Total[^\n]*\*\*62\b/],
    );
  });
});
