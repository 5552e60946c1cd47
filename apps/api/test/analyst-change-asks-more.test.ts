import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A change asked with a gap word or in percent (issue 12), in both languages. Sums of
 * population_ansd_departements_2023_2030.csv: Senegal 18 126 390 (2023) → 21 734 278 (2030),
 * +3 607 888, +19.9 %; Kédougou region 245 147 → 298 855, +53 708; Thiès region 2 463 679 →
 * 2 926 463, +462 784; Louga region 1 155 703 (2024) → 1 356 646 (2030), +200 943; Thiès region
 * 2 524 516 (2024) → 2 926 463 (2030), +401 947.
 */

const { family } = analystFixture();

describe('a change asked in percent is a growth rate, not a share', () => {
  it('gives the national growth in percent', async () => {
    await family(
      [
        'de combien de pourcents la population du Sénégal augmente entre 2023 et 2030 ?',
        'De combien en pourcentage la population du pays augmente-t-elle entre 2023 et 2030 ?',
        'by what percent does Senegal’s population grow between 2023 and 2030?',
      ],
      ['3607888', /19[,.]9/],
    );
  });
});

describe('a percentage of a part of the country stays a share', () => {
  it('gives the region’s share of the national gain', async () => {
    // Kaolack region +120 461 (1 336 718 → 1 457 179) of Senegal’s +1 448 672 (2023–2026): 8.32 %.
    await family(
      [
        'Of all the people Senegal adds between 2023 and 2026, what percentage goes to Kaolack region?',
        'Sur tous les habitants que le Sénégal gagne entre 2023 et 2026, quel pourcentage revient à la région de Kaolack ?',
      ],
      [/8[,.]32/],
    );
  });
});

describe('"how many more … than at the census" is a change from the census', () => {
  it('gives the gain from 2023 to the year named', async () => {
    await family(
      [
        'Kédougou region: how many more inhabitants in 2030 than at the census?',
        "Région de Kédougou : combien d'habitants de plus en 2030 qu'au recensement ?",
      ],
      ['53708'],
    );
    await family(
      [
        "Thiès (région) : combien de plus en 2030 qu'au recensement ?",
        'How many more people in Thiès region in 2030 than at the census?',
      ],
      ['462784'],
    );
  });
});

describe('"and how many more in {year}?" after one year of a place', () => {
  it('gives the change from the year before to the one named', async () => {
    await family(
      [
        ['Population de Louga (région) en 2024 ?', 'et combien de plus en 2030 ?'],
        ['Population of Louga region in 2024?', 'how many more in 2030?'],
      ],
      ['200943'],
    );
    await family(
      [
        ['Thiès region population 2024?', 'by how many more in 2030?'],
        ['Pop. de la région de Thiès en 2024 ?', 'cb de plus en 2030 ?'],
      ],
      ['401947'],
    );
  });
});
