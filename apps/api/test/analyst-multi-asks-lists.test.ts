import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Multi-part questions whose asks are listed (population files, health facilities and the EHCVM
 * survey of data/knowledge), in both languages: a dated kind of figure as an ask of its own, the
 * year of a heading, a total beside one group, the level of a parent ask, a level named apart from
 * its list, the divisions' unit carried to the next ask, a share or a rate opening a listed ask.
 */

const { family } = analystFixture();

describe('listed asks of a multi-part question', () => {
  it('reads a kind of figure with its year as an ask of the population', async () => {
    // Ziguinchor region: 2030 projection 705 637 (sum of its departments); 2 hospitals; severe food insecurity 4.1 %.
    await family(
      [
        "Ziguinchor (région) : projection 2030, nombre d'hôpitaux et taux d'insécurité alimentaire sévère ?",
        'Ziguinchor region: 2030 projection, hospitals and severe food insecurity?',
      ],
      ['705637', /\b2 (hôpitaux|hospitals)/, /4[.,]1 %/],
    );
  });

  it("gives a heading's year to the listed asks that name none", async () => {
    // Saraya 2026: 101 020 / 7 894.3 km² = 12.80 /km²; Kolda department 2027: 364 583 / 3 588.6 km² = 101.59 /km².
    await family(
      [
        'dept de saraya en 2026 : pop, part dans la region, densite',
        'Saraya department in 2026: population, share of its region and density?',
      ],
      [/12[.,]80/, '101020'],
    );
    await family(
      [
        'Département de Kolda en 2027 : population, part dans la région, densité',
        'Kolda department in 2027: population, its share of the region, density?',
      ],
      [/101[.,]59/, /35[.,]4/],
    );
  });

  it('keeps the total asked beside one group of it', async () => {
    // Bignona department, 2023 census: 287 500 inhabitants, 137 318 women; 67 geolocated health posts.
    await family(
      [
        "Combien d'habitants compte le département de Bignona au RGPH-5, combien de femmes, et combien de postes de santé géolocalisés ?",
        'How many inhabitants does Bignona department have at the census, how many women, and how many geolocated health posts?',
      ],
      ['287500', '137318', '67'],
    );
  });

  it('keeps the total when the group is asked in a later part without a year', async () => {
    // Sédhiou region, 2023 census: 589 264 inhabitants, 286 683 women; 75 health posts.
    await family(
      [
        'Bonjour, je travaille pour la Croix-Rouge à Sédhiou. Pouvez-vous me donner la population de la région au recensement de 2023, le nombre de femmes et le nombre de postes de santé ?',
        'For Sédhiou region, I need the population at the 2023 census, the number of women and the number of health posts.',
      ],
      ['589264', '286683', '75'],
    );
  });

  it('gives a rate the year of its term asked in another part', async () => {
    // Thiès department 2025: 910 266 / 1 608.1 km² = 566.05 /km²; Mbour 2025: 990 570 / 1 893.6 km² = 523.11 /km².
    await family(
      [
        'Thiès dept: area, 2025 population and density?',
        'Département de Thiès : superficie, population 2025 et densité ?',
      ],
      [/566[.,]05/],
    );
    await family(
      ['Dépt de Mbour : pop. 2025, superficie et densité ?', 'Mbour department: 2025 population, area and density?'],
      [/523[.,]11/],
    );
  });

  it('compares the shares when a comparison word qualifies the share', async () => {
    // Geolocated facilities: Thiès 281/546 = 51.5 %, Kolda 131/328 = 39.9 %; Matam 129/164 = 78.7 %, Louga 191/586 = 32.6 %.
    await family(
      [
        'Which region has the larger share of geolocated facilities, Thiès or Kolda? Give both.',
        'Quelle région a la plus grande part de structures géolocalisées, Thiès ou Kolda ?',
      ],
      [/51[.,]5 %/, /39[.,]9 %/],
    );
    await family(
      ['Which has a higher percentage of geolocated health facilities: Matam or Louga?'],
      [/78[.,]7 %/, /32[.,]6 %/],
    );
  });

  it("gives the region's own total beside the sum of its departments' geolocated facilities", async () => {
    // Kaolack region: 43 health centres; geolocated by department 37 + 3 + 2 = 42.
    await family(
      [
        'Total number of health centres across all departments of Kaolack region?',
        'Total CS, tous dépts de la rég. de Kaolack ?',
      ],
      [/Kaolack \(r[ée]gion\) ?: 43 /, '42'],
    );
  });

  it('reads a ratio of two facility types joined by "to", "/" or "et"', async () => {
    // Health posts per health centre: Kolda 101 / 9 = 11.22, Matam 101 / 5 = 20.20.
    await family(
      [
        'Ratio of health posts to health centres: Kolda vs Matam?',
        'Rapport postes de santé / centres de santé à Kolda et à Matam ?',
      ],
      [/11[.,]22/, /20[.,]20/],
    );
  });

  it('asks the total again when a later part names only a source', async () => {
    // Podor department: census 2023 486 007, women 243 136; OCHA 2020 total 458 664.
    await family(
      [
        "For Podor department: 2023 census population, number of women, and OCHA's 2020 estimate?",
        "Département de Podor : population au recensement de 2023, nombre de femmes, et l'estimation OCHA 2020 ?",
      ],
      ['486007', '243136', '458664'],
    );
  });

  it('keeps the level of a parent ask to that ask', async () => {
    // Ndiaganiao (Mbour): 60 654 = 29 913 women + 30 741 men.
    await family(
      [
        "Ndiaganiao : population, femmes et hommes au recensement, et c'est dans quel département ?",
        'Ndiaganiao commune: population, women and men at the census, and which department is it in?',
      ],
      ['60654', '29913', '30741', 'Mbour'],
    );
  });

  it('reads names listed after a level word and words of its own at that level', async () => {
    // 2024: Bakel 195 457 + Matam (department) 397 893 + Podor 497 389 + Kanel 351 235 = 1 441 974.
    await family(
      [
        "Combien d'habitants au total dans les départements touchés par la crue du fleuve de 2024 (Bakel, Matam, Podor, Kanel) en 2024 ?",
        'Total 2024 population of the departments along the river: Bakel, Matam, Podor and Kanel?',
      ],
      ['1441974'],
      ['855290'],
    );
  });

  it('carries the unit whose divisions were counted to the next ask', async () => {
    // Goudiry: 15 communes; census 2023 170 601 (their sum).
    await family(
      [
        'How many communes does Goudiry department have, and what is their combined 2023 census population?',
        'Combien de communes compte le département de Goudiry, et quelle est leur population totale au recensement ?',
      ],
      ['15', '170601'],
      ['18126390'],
    );
  });

  it('reads a share or a rate opening a listed ask as an ask of its own', async () => {
    // Kaffrine region: 2 hospitals; 126 of 268 facilities geolocated = 47.0 %; 2 / 820 404 × 100 000 = 0.24.
    await family(
      [
        "Pour la région de Kaffrine, il me faut le nombre d'hôpitaux, la part des structures géolocalisées et les hôpitaux pour 100 000 habitants (2023).",
        'Kaffrine region: number of hospitals, the share of geolocated facilities and hospitals per 100,000 people (2023)?',
      ],
      [/47[.,]0 %/, /0[.,]24/],
    );
  });
});
