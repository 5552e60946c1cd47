import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Sums, lists and gaps over several places, years or episodes (issue 12), by family in both
 * languages. Expected values are read off data/knowledge by hand (population_ansd_departements_2023_2030.csv,
 * population_ansd_regions_2023_2030.csv, ansd_rgph5_2023_population_by_sex.csv, flood_events.csv).
 */

const { family } = analystFixture();

describe('several places, years or episodes', () => {
  it('reads "les 5 plus grosses communes" as a ranking, never as an age group', async () => {
    // 2023 census: Touba Mosquee 1 120 824, Kaolack 298 904, Mbour 284 189, Saint-Louis 254 171, Keur Massar Nord 224 765.
    await family(
      [
        "J'ai besoin des 5 plus grosses communes du pays (recensement 2023), avec leur population.",
        'les 5 plus grandes communes du Sénégal au recensement 2023 ?',
      ],
      ['1120824', '298904', '284189', '254171', '224765'],
      ['214874', 'par âge'],
    );
  });

  it('adds names at one level, a list of four included, with an aside that dates a flood left out', async () => {
    // 2030: Tivaouane 776 277 + Tambacounda department 530 772 = 1 307 049.
    await family(
      [
        'Tivaouane + Tambacounda en 2030, ça fait combien d’habitants ?',
        'Population of Tivaouane plus Tambacounda in 2030?',
      ],
      ['1307049'],
    );
    // 2023 census: Bakel, Matam, Podor and Kanel departments add up to 1 404 351.
    await family(
      [
        'Pop. totale 2023 des dépts de Bakel, Matam, Podor et Kanel (touchés par la crue du fleuve Sénégal de 2024) ?',
        'Total 2023 population of Bakel, Matam, Podor and Kanel departments (hit by the 2024 river flood)?',
      ],
      ['1404351'],
    );
    // 2023 census: Dakar 1 278 469 + Rufisque + Guédiawaye + Diourbel departments = 2 813 623.
    await family(
      [
        'total 2023 population of Dakar, Rufisque, Guédiawaye and Diourbel (hit by the heavy rains of 16 September 2024)?',
        'population totale 2023 de Dakar, Rufisque, Guédiawaye et Diourbel (touchés par les pluies du 16 septembre 2024) ?',
      ],
      ['2813623'],
    );
  });

  it('adds one figure over distinct episodes, never two records of one', async () => {
    // people_displaced: SEN-2020-01 3 285 + SEN-2024-02 56 000 = 59 285.
    await family(
      [
        'How many people displaced in total in the September 2020 floods and the 2024 Senegal River flood?',
        'Combien de déplacés au total lors des inondations de septembre 2020 et de la crue du fleuve de 2024 ?',
      ],
      ['59285'],
    );
    // families_displaced: SEN-2012-01 5 000 + SEN-2022-01 1 396 = 6 396.
    await family(
      [
        "J'additionne les familles déplacées des inondations d'août 2012 et d'août 2022 : quel total ?",
        'Total families displaced by the August 2012 and August 2022 floods?',
      ],
      ['6396'],
    );
  });

  it('gives the gap between two places at each year asked', async () => {
    // Diourbel − Sédhiou regions: 2023 2 080 332 − 589 264 = 1 491 068; 2030 2 567 343 − 729 603 = 1 837 740.
    await family(
      [
        "entre Diourbel et Sédhiou, la différence d'habitants elle grandit d'ici 2030 ? c'est combien en 2023 et en 2030 ?",
        'What is the gap in population between Diourbel and Sédhiou regions in 2023 and in 2030?',
      ],
      ['1491068', '1837740'],
    );
  });
});

describe('a total listed beside one sex', () => {
  it('gives the total and the split, then the other parts asked', async () => {
    // Bignona department, 2023 census: 287 500 (women 137 318); Dakar department 1 278 469 (women 639 354).
    await family(
      [
        'Bignona (département) : habitants, femmes au recensement et postes de santé avec GPS ?',
        'Bignona department: inhabitants and women at the 2023 census?',
      ],
      ['287500', '137318'],
    );
    await family(
      [
        'For Dakar department: population and number of women at the 2023 census, and the number of geolocated health posts.',
      ],
      ['1278469', '639354', '91'],
    );
  });
});

describe('growths compared and places added keep their reading', () => {
  it('compares growths when a growth word is said, and adds a name at the level of the places before', async () => {
    // 2024→2029: Tivaouane 669 656 → 757 357 (+13.1 %); Dakar 1 302 758 → 1 428 606 (+9.7 %).
    await family(
      [
        'croissance % tivaouane vs dakar 2024-2029 lekel + rapide',
        'Tivaouane vs Dakar: which grows faster 2024-2029, in %?',
      ],
      [/13[.,]1 %/, /9[.,]66 %/],
    );
    // 2030 departments: Tivaouane 776 277 + Tambacounda 530 772 + Thiès 1 029 674 = 2 336 723.
    await family(
      [
        ["Tivaouane + Tambacounda en 2030, ça fait combien d'habitants ?", 'et avec Thiès en plus ?'],
        ['Population of Tivaouane and Tambacounda departments together in 2030?', 'And if I add Thiès?'],
      ],
      ['2336723'],
    );
  });
});
