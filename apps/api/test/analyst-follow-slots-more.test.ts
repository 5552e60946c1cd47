import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Follow-ups that change one slot of the answer before (fr and en): a total of the places before,
 * several years at once, a level named alone ("et la région ?", "and for the department?"), a rate
 * "par 10 000 habitants". Figures from data/knowledge/population/population_ansd_*_2023_2030.csv
 * and health/health_facilities_count_by_region_type.csv.
 */

const { family } = analystFixture();

describe('follow-ups that change one slot', () => {
  it('adds up the places before when the follow-up asks their total', async () => {
    // 2023: Dagana 329 063 + Podor 486 007 = 815 070.
    await family(
      [
        ['Population de Dagana et de Podor en 2023', 'et leur total ?'],
        ['Dagana vs Podor, pop 2023', 'ok et les deux ensemble ?'],
        ['Population of Dagana and Podor departments in 2023', 'and their total?'],
        ['Dagana and Podor population 2023', 'and both combined?'],
      ],
      ['815070'],
    );
  });

  it('gives every year a follow-up names, not only the last', async () => {
    // Matam department: 2025 409 381, 2029 460 602.
    await family(
      [
        ['Population du département de Matam en 2023 ?', 'et en 2025, et en 2029 ?'],
        ['pop dept matam 2023', 'et 2025 et 2029'],
        ['Matam department population in 2023?', 'and in 2025 and 2029?'],
      ],
      ['409381', '460602'],
    );
  });

  it('reads a level named alone as the unit above or the namesake below the place before', async () => {
    // Kolda department 324 192, Kolda region 914 797 (sum of its departments).
    await family(
      [
        ['Population du département de Kolda en 2023 ?', 'et la région ?'],
        ['Kolda dept pop 2023', 'and the region?'],
        ['Kolda department population in 2023?', 'what about the whole region?'],
      ],
      ['914797'],
    );
    // Kaffrine region 820 404, Kaffrine department 280 787.
    await family(
      [
        ['Population de la région de Kaffrine en 2023', 'et pour le département ?'],
        ['Kaffrine region population 2023', 'and for the department?'],
      ],
      ['280787'],
      ['820404'],
    );
    // …and the figure after it follows that unit: Matam region 831 632 of 18 126 390 = 4.59 %.
    await family(
      [
        ['Population du département de Ranérou en 2023 ?', 'et la région ?', 'et sa part ?'],
        ['Ranerou department population in 2023?', 'and the region?', 'and its share?'],
      ],
      [/4[.,]59/],
    );
  });

  it('reads "par 10 000 habitants" after a count as the rate per head', async () => {
    // Louga region: 161 health posts for 1 125 910 inhabitants = 1.43 per 10 000.
    await family(
      [
        ['Combien de postes de santé dans la région de Louga ?', 'Et par 10 000 habitants ?'],
        ['Postes de santé, région de Louga ?', 'et par 1 000 habitants ?'],
        ['How many health posts in Louga region?', 'and per 10 000 residents?'],
      ],
      [/1[.,]43|0[.,]14/],
    );
  });

  it('reads the country named alone as the whole country, the measure kept', async () => {
    // 2026: Senegal 19 575 062 (sum of the 46 departments); 2 349 health posts in all regions.
    await family(
      [
        ['Population de la région de Louga en 2026 ?', 'et celle du pays ?'],
        ['pop region louga 2026', 'et le senegal ?'],
        ['Louga region population in 2026?', 'and the country?'],
      ],
      ['19575062'],
    );
    await family(
      [
        ['Combien de postes de santé dans la région de Louga ?', 'et dans le pays ?'],
        ['Health posts in Louga region?', 'and for Senegal?'],
      ],
      ['2349'],
    );
  });

  it('adds a place joined by "avec"/"with" to a total asked in a follow-up', async () => {
    // Health posts: Ziguinchor 146 + Kolda 101 = 247; 2023: Podor 486 007 + Matam 386 887 = 872 894.
    await family(
      [
        ['Combien de postes de santé dans la région de Ziguinchor ?', 'et le total avec Kolda ?'],
        ['Health posts in Ziguinchor region?', 'and combined with the region of Kolda?'],
      ],
      ['247'],
    );
    await family(
      [
        ['Population du département de Podor en 2023', 'et la somme avec Matam ?'],
        ['Podor department population 2023', 'total with Matam?'],
      ],
      ['872894'],
    );
  });
});
