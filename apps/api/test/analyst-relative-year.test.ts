import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A year said relative to the answer before ("et l'année d'avant ?", "and three years earlier?",
 * issue 12): the year it means, from the one year of that answer. Figures from
 * population_ansd_departements_2023_2030.csv (Mbour 2025 990 570, 2026 1 015 214) and
 * population_ansd_regions_2023_2030.csv (Louga 2024 1 155 703; Thiès 2026 2 651 454).
 */

const { family } = analystFixture();

describe('a year relative to the answer before', () => {
  it('one year before or after', async () => {
    await family(
      [
        ['population du département de Mbour en 2026', "et l'année d'avant ?"],
        ['Mbour dept pop 2026?', 'and the year before?'],
        ['Combien d’habitants dans le département de Mbour en 2026 ?', 'Et l’année précédente ?'],
        ['How many people live in Mbour department in 2026?', 'what about the previous year?'],
      ],
      ['990570', /2025/],
      ['1015214'],
    );
    await family(
      [
        ['population du département de Mbour en 2025', 'et l’année suivante ?'],
        ['Mbour department population 2025', 'and the following year?'],
      ],
      ['1015214', /2026/],
    );
  });

  it('a number of years earlier or later, in digits or words', async () => {
    await family(
      [
        ['How many people in Louga region in 2027?', 'and 3 years earlier?'],
        ['Population de la région de Louga en 2027 ?', 'et trois ans plus tôt ?'],
        ['pop région Louga 2027', 'et 3 ans avant'],
      ],
      ['1155703'],
    );
    await family(
      [
        ['pop région Thiès 2024', 'et deux ans plus tard ?'],
        ['Thiès region population in 2024?', 'and two years later?'],
      ],
      ['2651454'],
    );
    // Past the published years: said so, never forecast.
    await family(
      [
        ['Kaolack region population 2026', 'and five years later?'],
        ['Population de la région de Kaolack en 2026', 'et cinq ans après ?'],
      ],
      [/2031/, /No data|Pas de donnée/],
    );
  });
});
