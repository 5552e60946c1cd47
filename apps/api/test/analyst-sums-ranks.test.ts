import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Sums over parts, shares and rates, comparisons and rankings (issue 12), by family in both
 * languages. Expected values are read off data/knowledge by hand
 * (population_ansd_departements_2023_2030.csv, population_ansd_regions_2023_2030.csv,
 * ansd_rgph5_2023_population_by_sex.csv summed over departments), never from the engine.
 */

const { family } = analystFixture();

describe('sums, shares, comparisons and rankings, however they are asked', () => {
  it('reads the feminisation rate as the share of women', async () => {
    // Kédougou region (its departments, census 2023): 112 890 women of 245 147 = 46.05 %.
    await family(
      [
        'taux de feminite de la region de kedougou au recensement ?',
        'Quel est le taux de féminité de la région de Kédougou en 2023 ?',
        'tx de féminité rég. Kédougou, recensement',
        'What is the feminization rate of Kédougou region at the census?',
      ],
      ['112890', '245147', /46[.,]0 %/],
    );
  });

  it('keeps the units, scope and years of a ranking when only its order changes', async () => {
    // Regions 2023, fewest first: Kédougou 245 147, Sédhiou 589 264, Ziguinchor 617 568 (not Salémata, a department).
    await family(
      [
        ['Les 3 régions les plus peuplées en 2023', 'et les moins peuplées ?'],
        ['les 3 reg les + peuplees en 2023', 'et les - peuplees'],
        ['Top 3 most populated regions in 2023', 'and the least populated?'],
      ],
      ['245147', '589264', '617568'],
      ['28026'],
    );
    // Communes of Mbour (census): the two smallest are Somone 8 762 and Popenguine 12 743.
    await family(
      [
        ['les 2 communes les plus peuplées du département de Mbour', 'et les moins peuplées ?'],
        ['the 2 most populated communes of Mbour department', 'and the least populated ones?'],
      ],
      ['8762', '12743'],
    );
  });
  it('gives the share of facilities without GPS of their own whole, and of the country when it is named', async () => {
    // health_facilities_count_by_region_type.csv, Louga: 586 facilities, 191 geolocated; 395 without GPS = 67.4 %.
    await family(
      [
        'what % of health facilities in louga region are NOT geolocated?',
        'Quel pourcentage des structures de santé de la région de Louga ne sont pas géolocalisées ?',
        'part des structures de sante sans gps dans la region de louga',
        'Share of health facilities without GPS coordinates in Louga region?',
      ],
      ['395', '586', /67[.,]4 %/],
    );
    // All regions: 4 793 facilities, 2 524 geolocated, 2 269 without GPS; Louga 191 / 2 524 = 7.57 %, 395 / 2 269 = 17.4 %.
    await family(
      [
        'Quelle part des structures de santé géolocalisées du pays se trouve dans la région de Louga ?',
        "What share of Senegal's geolocated health facilities are in Louga region?",
      ],
      ['191', '2524', /7[.,]57 %/],
      ['586'],
    );
    await family(
      [
        'Quelle part des structures de santé non géolocalisées du pays se trouve dans la région de Louga ?',
        "What share of Senegal's health facilities without GPS are in Louga region?",
      ],
      ['395', '2269', /17[.,]4 %/],
    );
  });
  it('gives the place named in a later part to the parts before it that name none', async () => {
    // Ziguinchor department: census 2023 275 501, projection 2030 314 789, +39 288 (not Senegal's 18 126 390).
    await family(
      [
        'Compare the 2023 census and the 2030 projection for Ziguinchor department.',
        'What is the difference between the 2023 census and the 2030 projection for Ziguinchor department?',
        'Compare le recensement 2023 ; et la projection 2030 du département de Ziguinchor',
      ],
      ['275501', '314789', '39288'],
      ['18126390'],
    );
    // Kolda region: women at the 2023 census 446 887 (its departments); OCHA 2020 aged 0–4: 139 320.
    await family(
      [
        'How many women at the 2023 census and how many children under 5 per OCHA 2020 in Kolda region?',
        "Combien de femmes au recensement de 2023 ; et combien d'enfants de moins de 5 ans selon OCHA 2020 dans la région de Kolda ?",
      ],
      ['446887', '139320'],
      ['8947494'],
    );
  });
  it("adds up one flood's figures over the departments of a region, from one source", async () => {
    // flood_event_areas.csv SEN-2020-01 people_affected: Dakar 610, Guédiawaye 786, Pikine 3 250, Rufisque 3 741 = 8 387.
    await family(
      [
        'Au total, combien de personnes ont été affectées par les inondations de septembre 2020 dans les départements de la région de Dakar ?',
        'Total people affected by the September 2020 floods across the departments of Dakar region?',
        'inondations sept 2020 : nb total de sinistres dans la region de dakar',
      ],
      ['8387'],
    );
    // SEN-2024-01 houses_flooded in Dakar region: Dakar 350, Guédiawaye 235, Rufisque 150 = 735 (Diourbel's 1 238 is not in it).
    await family(
      [
        'How many houses were flooded on 16 September 2024 in Dakar region in total?',
        'Combien de maisons inondées au total dans la région de Dakar lors des inondations du 16 septembre 2024 ?',
      ],
      ['735'],
    );
  });
  it('adds up the units of a level named with no measure, as the population', async () => {
    // population_ansd_regions_2023_2030.csv pop_2028 summed over the 14 regions: 20 622 521.
    await family(
      [
        'What is the national total for 2028 if you add up all the regions?',
        'total national 2028 en additionnant les régions ?',
        'Fais la somme des régions pour 2028',
      ],
      ['20622521'],
    );
    // Matam region's departments 2026: Kanel + Matam + Ranérou = 905 778.
    await family(
      [
        'Faites la somme des départements de la région de Matam en 2026',
        'add up the departments of Matam region in 2026',
      ],
      ['905778'],
    );
  });
  it('adds up the places a question says it adds', async () => {
    // Kébémer 374 720 + Linguère 351 177 (ANSD projection 2027) = 725 897.
    await family(
      [
        'If I add Kébémer and Linguère departments, how many people is that in 2027?',
        "Si on ajoute les départements de Kébémer et de Linguère, ça fait combien d'habitants en 2027 ?",
        "en ajoutant Kébémer à Linguère (départements), combien d'habitants en 2027 ?",
      ],
      ['725897'],
    );
  });
  it('takes a place named after an exclusion word in a follow-up out of the place before', async () => {
    // Thiès region 2030: 2 926 463 − Mbour 1 120 512 = 1 805 951.
    await family(
      [
        ['Population de la région de Thiès en 2030 ?', 'et sans le département de Mbour ?'],
        ['Population of Thiès region in 2030?', 'excluding Mbour department?'],
        ['pop reg thies 2030', 'hors dept mbour ?'],
      ],
      ['1805951'],
    );
    // Dakar region 2025: 4 157 756 − Pikine 793 874 − Guédiawaye 386 979 = 2 976 903.
    await family(
      [
        ["Combien d'habitants dans la région de Dakar en 2025 ?", 'hors Pikine et Guédiawaye ?'],
        ['How many people in Dakar region in 2025?', 'and without Pikine and Guédiawaye?'],
      ],
      ['2976903'],
    );
  });
  it('gives women per 100 men, the inverse of the sex ratio', async () => {
    // Ziguinchor region (its departments, census 2023): 298 585 women / 318 983 men × 100 = 93.6.
    await family(
      [
        'combien de femmes pour 100 hommes dans la région de Ziguinchor ?',
        'How many women per 100 men in Ziguinchor region?',
        'rapport de féminité de la région de Ziguinchor au recensement',
        'female to male ratio, Ziguinchor region',
      ],
      ['298585', '318983', /93[.,]6\b/],
    );
  });
  it('adds up the shares of several places of one whole named', async () => {
    // Dakar region 2027: Keur Massar 830 070 + Pikine 823 909 = 1 653 979 of 4 315 061 = 38.3 %.
    await family(
      [
        'Quel pourcentage des habitants de la région de Dakar vit à Keur Massar et Pikine en 2027 ?',
        'Part de la population de la région de Dakar qui vit dans les départements de Keur Massar et de Pikine en 2027',
        'What share of the people of Dakar region live in Keur Massar and Pikine in 2027?',
      ],
      ['1653979', '4315061', /38[.,]3 %/],
    );
  });
});
