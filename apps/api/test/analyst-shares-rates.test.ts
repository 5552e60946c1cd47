import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { digits } from './helpers/chat.ts';

/**
 * Shares and rates (issue 12), by family in both languages: the average annual growth rate, a
 * share at each year asked, a national count of facilities as the sum of its regions, shares of
 * area, and one name read at two levels. Expected values are read off data/knowledge by hand
 * (population_ansd_departements_2023_2030.csv, health_facilities_count_by_region_type.csv,
 * sen_adm2_departements46_simplified.geojson areas), never from the engine.
 */

const { chat, family } = analystFixture();

describe('rates and shares, however they are asked', () => {
  it('gives the compound average annual growth rate', async () => {
    // Dagana 2023 329 063 → 2030 388 569: (388569/329063)^(1/7) − 1 = 2.40 % a year.
    await family(
      [
        'Taux de croiss. annuel moyen, dépt de Dagana, 2023-2030 ?',
        'What is the average annual growth rate of Dagana department between 2023 and 2030?',
        'dagana dept : de combien de % par an en moyenne entre 2023 et 2030 ?',
      ],
      [/2[.,]40 %/, '329063', '388569'],
    );
  });

  it('gives a share of the country at each year asked', async () => {
    // Kaolack region 1 336 718 / 18 126 390 = 7.37 % (2023); 1 639 958 / 21 734 278 = 7.55 % (2030).
    await family(
      [
        'Kaolack region: % of Senegal in 2023 vs 2030?',
        'Part de la région de Kaolack dans la population nationale en 2023 et en 2030',
      ],
      ['1336718', '18126390', '1639958', '21734278'],
    );
  });

  it("counts the country's facilities as the sum of its regions, never the geolocated ones", async () => {
    // centre de sante: Thiès 16 of 257 in all regions (6.2 %); 227 are geolocated.
    await family(
      [
        'Quelle part des centres de santé du pays se trouve dans la région de Thiès ?',
        "What share of Senegal's health centres are in Thiès region?",
      ],
      [/16 (sur|out of) 257/, /6[.,]23 %/],
      ['227'],
    );
  });

  it('reads a share of territory, and one name at two levels', async () => {
    // Bambey 1 333.3 km² of Diourbel region 4 859.8 km² = 27.4 %.
    await family(
      [
        'Bambey, ça fait quel pourcentage du territoire de la région de Diourbel ?',
        "What share of Diourbel region's area is Bambey department?",
      ],
      [/27[.,]4 %/],
    );
    // Matam department 5 745.6 km² of Matam region 28 829.8 km² = 19.9 %.
    await family(
      [
        'Quelle part de la superficie de la région de Matam le département de Matam occupe-t-il ?',
        'What share of the area of Matam region does the department of Matam cover?',
      ],
      [/19[.,]9 %/],
    );
    // Kolda commune 103 574 and Kolda department 324 192 (2023 census), both named.
    const md = digits((await chat('Population de la commune de Kolda et du département de Kolda')).markdown);
    expect(md).toContain('103574');
    expect(md).toContain('324192');
  });

  it('reads "se trouve" as a verb, and "où se trouve" as asking where', async () => {
    const md = (await chat('Quelle part des postes de santé du pays se trouve dans la région de Louga ?')).markdown;
    expect(md).not.toMatch(/rattachement administratif/);
    await family(['Où se trouve Diembering ?', 'Where is Diembering?'], ['Oussouye', 'Ziguinchor']);
  });
});
