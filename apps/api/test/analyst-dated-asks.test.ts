import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Multi-part questions (issue 12) whose asks each carry their own year or are named by a word the
 * catalog first lacked, by family in both languages. Expected values are read off data/knowledge by
 * hand (population_ansd_regions_2023_2030.csv, the departments' areas in
 * sen_adm2_departements46_simplified.geojson, vulnerability_ehcvm_2021_2022_by_region.csv).
 */

const { family } = analystFixture();

describe('two measures joined by "et"/"and", each with its own year', () => {
  it('keeps each year with its measure', async () => {
    // Kaolack region: 2028 projection 1 545 365; 2023 census 1 336 718 over 5 309.5 km² = 251.76 /km²
    // (the 2028 density, 291.06, is not asked).
    await family(
      [
        'Région de Kaolack : population en 2028 et densité en 2023 ?',
        'pop region kaolack 2028 et densite 2023 stp',
        'Kaolack region: population in 2028 and density in 2023?',
      ],
      ['1545365', /251[.,]76/],
      ['291,06', '291.06'],
    );
  });
});

describe('electrification named for access to electricity', () => {
  it('reads the electrification rate as households with electricity, alone and in a list', async () => {
    // EHCVM 2021–2022: Kolda 53.57 % of households with electricity; Louga 66.15 %, severe food insecurity 4.7 %.
    await family(
      ["Quel est le taux d'électrification de la région de Kolda ?", 'Kolda region electrification rate?'],
      [/53[.,]57/],
    );
    await family(
      [
        "Louga : taux d'electrification et insécurité alimentaire sévère ?",
        'Louga region: electrification and severe food insecurity?',
      ],
      [/66[.,]15/, /4[.,]7/],
    );
  });
});

describe('asks of one measure for another group or date, and asks by a people word', () => {
  it('answers the population at one year and the women at the census as two asks', async () => {
    // Tivaouane: 2026 projection 703 328; 2023 census, women 315 762.
    await family(
      [
        'Population of Tivaouane department in 2026 and number of women there at the 2023 census?',
        'Population du département de Tivaouane en 2026 et nombre de femmes au recensement de 2023 ?',
      ],
      ['703328', '315762'],
    );
  });

  it('reads "combien de personnes" / "how many people" as the population in a list of asks', async () => {
    // Kaffrine department 2027: 322 086; Kaffrine region: 105 health posts.
    await family(
      [
        'Combien de personnes à Kaffrine (dept) en 2027 et combien de postes de santé dans la région de Kaffrine ?',
        'How many people in Kaffrine department in 2027, and how many health posts in Kaffrine region?',
      ],
      ['322086', '105'],
    );
  });
});

describe('asks joined by "et cb" in SMS French', () => {
  it('splits at "et cb" as at "et combien"', async () => {
    // Koungheul department 2029: 311 750; Kaffrine region: 6 health centres.
    await family(
      ['cb de personnes a Koungheul en 2029 et cb de centres de sante dans la region de Kaffrine ?'],
      ['311750', /\b6\b/],
    );
  });
});
