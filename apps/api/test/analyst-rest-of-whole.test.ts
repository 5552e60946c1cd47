import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Et le reste de la région ?" after one place (issue 12): the unit above it at the level named (the
 * country when named), without that place. population_ansd_*_2023_2030.csv: Kolda region 914 797 −
 * Kolda department 324 192 = 590 605 (2023); Thiès region 2 717 601 − Mbour 1 040 541 = 1 677 060
 * (2027); Senegal 21 734 278 − Dakar region 4 554 845 = 17 179 433 (2030), 18 126 390 − 324 192 =
 * 17 802 198 (2023). ansd_rgph5_2023_population_by_sex.csv: Vélingara women 197 950 − Kandiaye
 * 7 377 = 190 573.
 */

const { family } = analystFixture();

describe('the rest of a whole, after one of its parts', () => {
  it('takes the place before out of the unit above it', async () => {
    await family(
      [
        ['Population of Kolda department in 2023', 'and the rest of the region?'],
        ['Population du département de Kolda en 2023', 'et le reste de la région ?'],
      ],
      ['590605'],
    );
    await family(
      [
        ['pop dept mbour 2027', 'et le reste de la région ?'],
        ['Mbour department population in 2027?', 'what about the remainder of the region?'],
      ],
      ['1677060'],
    );
    await family(
      [
        ['femmes dans la commune de Kandiaye au recensement', 'et le reste du département ?'],
        ['Women in Kandiaye commune at the census?', 'and in the rest of the department?'],
      ],
      ['190573'],
    );
  });

  it('takes it out of the whole named, when that whole holds it', async () => {
    // Ziguinchor region 705 637 − Oussouye 62 349 = 643 288 (2030).
    await family(
      [
        ['How many people in Oussouye department in 2030?', 'and the rest of Ziguinchor region?'],
        ['Population du département d’Oussouye en 2030', 'et le reste de la région de Ziguinchor ?'],
      ],
      ['643288'],
    );
    await family([['Population du département de Kolda en 2023', 'et le reste de la région de Kolda ?']], ['590605']);
  });

  it('takes it out of the country when the country is named', async () => {
    await family(
      [
        ['Population de la région de Dakar en 2030', 'et le reste du Sénégal ?'],
        ['Dakar region population 2030?', 'and the rest of the country?'],
      ],
      ['17179433'],
    );
    await family([['Population of Kolda department in 2023', 'and the rest of the country?']], ['17802198']);
  });
});
