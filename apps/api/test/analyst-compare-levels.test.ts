import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Two places set against each other by "combien de moins / de fois" and "how many fewer / times",
 * every unit of a level but some ("toutes les régions sauf Dakar"), and the mean of a level's units
 * asked with no place (population_ansd_*_2023_2030.csv, vulnerability_ehcvm_2021_2022_by_region.csv).
 */

const { family } = analystFixture();

describe('how many fewer, how many times', () => {
  it('compares two departments asked "combien de moins" / "how many fewer"', async () => {
    // 2025 projections: Tivaouane 686,255, Mbour 990,570; gap 304,315.
    await family(
      [
        'Tivaouane fait combien de moins que Mbour en 2025 ? (départements)',
        'dept de Tivaouane : combien de moins que le dept de Mbour en 2025 ?',
        'how many fewer people does Tivaouane department have than Mbour department in 2025?',
      ],
      [/686[\s,]?255/, /990[\s,]?570/, /304[\s,]?315/],
    );
  });

  it('gives the ratio asked "combien de fois" / "how many times"', async () => {
    // 2023 census, regions from their departments: Kolda 914,797, Kédougou 245,147 → 3.73 times.
    await family(
      [
        'La région de Kolda fait combien de fois celle de Kédougou ?',
        'Kédougou (région) est combien de fois moins peuplée que Kolda (région) ?',
        'How many times Kedougou region is Kolda region, in population?',
      ],
      [/914[\s,]?797/, /245[\s,]?147/, /3[,.]73/],
    );
  });
});

describe('every unit of a level but some', () => {
  it('takes the places named after "sauf" / "except" out of the whole country', async () => {
    // 2023 census: 18,126,390 − Dakar region 4,004,425 = 14,121,965 over the other 13 regions.
    await family(
      [
        'Population cumulée de toutes les régions sauf Dakar en 2023',
        'total des régions sauf Dakar en 2023',
        'combined 2023 population of all regions except Dakar',
      ],
      [/14[\s,]?121[\s,]?965/, /13 r[ée]gions/],
    );
  });
});

describe('the mean of a level’s units, no place named', () => {
  it('lists the units, then their mean', async () => {
    // electricity_access_households_pct over the 14 regions: 1,019.1 / 14 = 72.79.
    await family(
      [
        'average electricity access across the 14 regions?',
        "moyenne de l'accès à l'électricité des régions",
        "quelle est la moyenne régionale de l'accès des ménages à l'électricité ? (toutes les régions)",
      ],
      [/72[,.]79 %/],
    );
  });
});

describe('a name given its own level beside a list given another', () => {
  it('keeps "Diourbel region" a region when the list after it is of departments', async () => {
    // 2030: Diourbel region 2,567,343; Oussouye 62,349 + Nioro du Rip 628,377 = 690,726 departments.
    await family(
      [
        'In 2030, does Diourbel region have more people than Oussouye and Nioro du Rip departments put together?',
        'En 2030, la région de Diourbel compte-t-elle plus d’habitants que les départements d’Oussouye et de Nioro du Rip réunis ?',
      ],
      [/2[\s,]?567[\s,]?343/, /690[\s,]?726/],
    );
  });
});

describe('a type’s share among the place’s own facilities', () => {
  it('takes the place’s facilities of every type as the whole when the question names them', async () => {
    // health_facilities_count_by_region_type.csv Kédougou: poste de sante 48 of 139 (85 + 5 + 1 + 48) = 34.5 %.
    await family(
      [
        'What proportion of the health facilities in Kédougou region are health posts?',
        'quelle part des structures de santé de la région de Kédougou sont des postes de santé ?',
        'Kédougou (région) : % de postes de santé parmi les structures de santé ?',
      ],
      [/34[,.]5 %/, /139/],
    );
    // …while the country named keeps the country's health posts as the whole (48 / 2,349 = 2.04 %).
    await family(['quelle part des postes de santé du Sénégal se trouve à Kédougou ?'], [/2[,.]04 %/]);
  });
});

describe('two values of one dimension, "by how many"', () => {
  it('gives the gap between women and men, each term named', async () => {
    // ansd_rgph5_2023_population_by_sex.csv Mbacké: F 687,571, M 672,185 → 15,386.
    await family(
      [
        'Mbacke department at the census: more women or men, and by how many?',
        "y a-t-il plus de femmes que d'hommes dans le département de Mbacké ? de combien ?",
      ],
      [/687[\s,]?571/, /672[\s,]?185/, /15[\s,]?386/, /\((femmes|women)\)/, /\((hommes|men)\)/],
    );
  });
});

describe('one place as a share of another', () => {
  it('divides the first place by the second when a share word stands between them', async () => {
    // 2023 census, regions from their departments: Thiès 2,463,679 / Dakar 4,004,425 = 61.5 %.
    await family(
      [
        'Thiès fait quel pourcentage de Dakar en population (régions) ?',
        'Thies region as a percentage of Dakar region, 2023',
        'la population de la région de Thiès représente quelle part de celle de la région de Dakar ?',
      ],
      [/61[,.]5 %/],
    );
    // …while a list of places joined by "et" keeps each one's share of the country.
    await family(['part de Dakar et Thiès dans la population du pays'], [/22[,.]1 %/, /13[,.]6 %/]);
  });
});

describe('a follow-up naming a place at several levels', () => {
  it('reads the name at the level of the place before', async () => {
    // Thiès department, 2023 census: 879,186 (the region, 2,463,679, is only named as another reading).
    await family(
      [
        ['population du département de Mbour', 'et Thiès ?'],
        ['population of Mbour department', 'and Thies?'],
      ],
      [/Thi[eè]s \((département|department)\)\s*:\s*\**879[\s,]?186/],
    );
    // Kédougou department: women at the census (not the region's).
    await family(
      [
        ['women in Kolda department', 'and Kedougou?'],
        ['femmes dans le département de Kolda', 'et Kédougou ?'],
      ],
      [/K[eé]dougou \((département|department)\)/],
    );
  });
});
