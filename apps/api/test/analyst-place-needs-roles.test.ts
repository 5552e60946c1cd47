import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Needs of a place's people and actors by role (issue 12), by family in both languages. Expected
 * values are read off data/knowledge by hand: population_ansd_departements_2023_2030.csv,
 * ansd_projections_2023_2030_by_commune.csv, response_standards.csv (WAT-01 15 L per person per day,
 * SAN-01 50 people per toilet) and senegal_response_actors.csv (role_in_flood_response).
 */

const { chat, family } = analystFixture();

describe("needs of a place's people", () => {
  it('computes a standard for the population of the place and year asked', async () => {
    // Podor department, ANSD projection 2025: 509 158 × 15 L = 7 637 370 L per day.
    await family(
      [
        "Combien de litres d'eau par jour faut-il pour toute la population de Podor en 2025 ?",
        'How much water per day would the whole population of Podor department need in 2025?',
        'besoin en eau/jour pr la pop du dept de podor en 2025',
      ],
      ['509158', '7637370'],
    );
    // Kanel commune, 2023 census: 15 244 people / 50 = 305 toilets (first phase).
    await family(
      [
        'Combien de toilettes pour les habitants de la commune de Kanel ?',
        'How many toilets would the inhabitants of Kanel commune need?',
      ],
      ['15244', '305'],
    );
  });

  it('adds up a region from its departments', async () => {
    // Kolda region 2024 = Kolda 333 659 + Médina Yoro Foulah … = 941 511; × 15 L = 14 122 665 L.
    await family(
      [
        'Besoins en eau de la population de la région de Kolda en 2024',
        'daily water needs of the population of Kolda region in 2024',
      ],
      ['941511', '14122665'],
    );
  });

  it('follows up a population answer with the needs of those people', async () => {
    // Bakel department 2026: 207 884; / 50 = 4 158 toilets; × 15 L = 3 118 260 L.
    await family(
      [
        ['Population du département de Bakel en 2026', 'combien de toilettes leur faudrait-il ?'],
        ['Population of Bakel department in 2026?', 'how many toilets would they need?'],
      ],
      ['207884', '4158'],
    );
    await family([['population dept Bakel 2026', "et combien de litres d'eau par jour pour eux ?"]], ['3118260']);
  });
});

describe('actors by the role asked', () => {
  it('lists the actors whose role names coordination, alert, prevention or recovery', async () => {
    await family(
      ['Qui coordonne la réponse aux inondations au Sénégal ?', 'Which bodies coordinate flood response in Senegal?'],
      ['CNGI', 'MINT', 'BNSP'],
      ['ANACIM'],
    );
    await family(
      [
        "Qui donne l'alerte en cas de crue du fleuve ?",
        'Which agencies issue flood warnings in Senegal?',
        'qui alerte la population avant les inondations',
      ],
      ['ANACIM', 'DGPRE', 'OMVS'],
      ['CSAR'],
    );
    await family(
      ["Quelles institutions s'occupent de la prévention des inondations ?", 'who handles flood prevention'],
      ['DPGI', 'ONAS', 'ADM'],
      ['ANACIM'],
    );
  });

  it('still answers one actor named by its acronym', async () => {
    const md = (await chat("Quel est le rôle de l'ANACIM en cas d'alerte ?")).markdown;
    expect(md).toContain('ANACIM');
    expect(md).not.toContain('DGPRE');
  });
});

describe('standards read backwards, stocks, and a whole place', () => {
  it('gives the people a count of facilities serves, and the least share to reach', async () => {
    // SAN-01 50 people per toilet: 12 × 50 = 600; WAT-07 250 per tap: 25 × 250 = 6 250.
    await family(
      [
        'Nous disposons de 12 latrines (première phase). Combien de personnes cela permet-il de desservir au maximum selon les normes Sphère ?',
        'We have 12 first-phase latrines: how many people can they serve at most?',
      ],
      ['600'],
    );
    await family(
      [
        'We have 25 taps. How many people can that serve at most under Sphere?',
        'on a 25 robinets, ça dessert combien de personnes max ?',
      ],
      ['6250'],
    );
    // NUT-01 rural coverage >50 %: 1 200 × 50 % = 600 at least.
    await family(
      [
        'Sur 1 200 enfants souffrant de malnutrition aiguë en milieu rural, combien au moins doivent être pris en charge selon Sphère ?',
        'Of 1,200 children with acute malnutrition in a rural area, how many at least should treatment reach under Sphere?',
      ],
      ['600', 'NUT-01'],
    );
  });

  it('gives the days a stock of water lasts', async () => {
    // 50 000 L / (400 × 15 L) = 8.33 days; 10 m³ / (250 × 15 L) = 2.67 days.
    await family(
      [
        'Une citerne de 50 000 litres alimente un site de 400 personnes. Combien de jours tient-elle à raison de 15 litres par personne et par jour ?',
        'A 50,000 litre tank supplies 400 people: how many days does it last at 15 L per person?',
      ],
      [/8[.,]33 (jours|days)/],
    );
    await family(['A 10 m3 bladder for 250 displaced people: how many days at 15 L per person?'], [/2[.,]67 days/]);
  });

  it("uses a whole place's people when a place is named with no flood", async () => {
    // Ranérou department, ANSD 2028: 119 260 × 15 L = 1 788 900 L.
    await family(
      [
        "Si le réseau d'eau tombait en panne dans tout le département de Ranérou en 2028, combien de litres par jour faudrait-il fournir à raison de 15 L par personne ?",
        'If the water network failed across Ranérou department in 2028, how many litres a day would we need at 15 L per person?',
      ],
      ['119260', '1788900'],
    );
    // SEN-2020-01 displaced 3 285 × FOO-01 2 100 kcal = 6 898 500 (masculine "déplacés" too).
    await family(['kcal/jour pr les deplaces des inondations de septembre 2020'], ['6898500']);
  });
});
