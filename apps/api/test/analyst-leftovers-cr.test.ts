import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Two readings (issue 12):
 * - "les 4 plus grosses communes de la région de Kaolack": a size adjective before the noun, in the
 *   plural or feminine, asks the headline measure ranked, as "les communes les plus grosses" does.
 *   ansd_rgph5_2023_population_by_sex.csv, Kaolack region's communes: 298 904, 66 096, 49 493, 48 901…;
 *   smallest 6 094, 6 453, 6 857.
 * - "…the 2023 census count and the 2027 projection, in people and %": the units a gap is said in
 *   (a change gives both), no share of the country asked beside it.
 *   population_ansd_regions_2023_2030.csv Matam 2023 831 632, 2027 932 715: +101 083 (+12.2 %);
 *   population_ansd_departements_2023_2030.csv Kolda 2023 324 192, 2030 399 384: +75 192 (+23.2 %).
 */

const { family } = analystFixture();

describe('a size adjective before a level in the plural', () => {
  it('ranks the units by population, as many as asked', async () => {
    await family(
      [
        'les 4 plus grosses communes de la région de Kaolack',
        'quelles sont les 4 plus grandes communes de la région de Kaolack ?',
        'les quatre plus peuplées communes de la région de Kaolack',
        'the 4 biggest communes of Kaolack region',
      ],
      ['298904', '66096', '49493', '48901'],
    );
    await family(
      ['les 3 plus grandes communes de la région de Kaolack', 'the 3 largest communes in Kaolack region'],
      ['298904', '66096', '49493'],
      ['48901'],
    );
    await family(
      ['les 3 plus petites communes de la région de Kaolack', 'the 3 smallest communes in Kaolack region'],
      ['6094', '6453', '6857'],
      ['298904'],
    );
  });
});

describe('the units a gap between census and projection is said in', () => {
  it('is one gap, in people and percent, no share of the country', async () => {
    await family(
      [
        "Matam region: how far apart are the 2023 census count and ANSD's 2027 projection? give people and %",
        "Matam region: how far apart are the 2023 census count and ANSD's 2027 projection, in people and %?",
        'Gap between the 2023 census and the 2027 projection for Matam region, in absolute numbers and percentage?',
        "Région de Matam : quel écart entre le recensement de 2023 et la projection 2027 de l'ANSD, en personnes et en % ?",
        'Région de Matam : écart entre le recensement 2023 et la projection 2027 ? donnez-le en nombre et en pourcentage',
      ],
      ['831632', '932715', '101083', /12[.,]2/],
      ['20090628'],
    );
    await family(
      [
        'Kolda department: how far apart are the 2023 census and the 2030 projection, in people and %?',
        'Département de Kolda : écart entre le recensement de 2023 et la projection 2030, en habitants et en pourcentage ?',
      ],
      ['324192', '399384', '75192', /23[.,]2/],
    );
  });
});
