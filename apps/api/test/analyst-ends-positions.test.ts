import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Both ends of a ranking and their gap, one place's position asked in other words
 * (vulnerability_ehcvm_2021_2022_by_region.csv, population projections), and the country's count
 * of a facility type some regions have no row for, in both languages.
 */

const { family } = analystFixture();

describe('both ends of a ranking', () => {
  it('gives the first, the last and the gap between them', async () => {
    // electricity_access_households_pct: Dakar 98.52 (highest), Tambacounda 53.09 (lowest) → 45.4 points.
    await family(
      [
        'Quelle région a l’accès à l’électricité le plus élevé et le plus faible, et quel écart entre les deux ?',
        'Which region has the highest and the lowest household access to electricity, and what is the gap?',
      ],
      ['Dakar', 'Tambacounda', /45[,.]4 (point|percentage)/],
    );
  });
});

describe("one place's position, asked in other words", () => {
  it('ranks the place among the units of its level', async () => {
    // electricity, highest first: Dakar, Thiès, Ziguinchor, Kaolack, Diourbel, Saint-Louis, Fatick,
    // Sédhiou, Kaffrine, Louga (10th of 14).
    await family(
      [
        'Louga, elle est à quelle place sur 14 pour l’accès à l’électricité ?',
        'What position does Louga region hold among the regions for access to electricity?',
      ],
      [/10 (sur|of) 14/, /66[,.]15 %/],
    );
  });
});

describe("the country's count of a facility type some regions have no row for", () => {
  it('adds the rows the list holds, says so, and keeps a region without a row without a figure', async () => {
    // health_facilities_count_by_region_type.csv, case de sante: 1 998 listed, 530 geolocated
    // (no row for Dakar).
    await family(
      [
        'Au total, combien de cases de santé géolocalisées compte-t-on au Sénégal ?',
        'How many geolocated health huts are there in Senegal in all?',
      ],
      ['530', /que la liste compte|the list counts/],
    );
    await family(['Combien de cases de santé dans la région de Dakar ?'], [/non renseigné/], ['**0']);
  });
});

describe("a place set against its level's average", () => {
  it('computes the mean of the level and says above or below, by how much', async () => {
    // population_ansd_departements_2023_2030.csv 2023: 18 126 390 / 46 = 394 052.0; Podor 486 007
    // (above, 1.23 times).
    await family(
      [
        'Le département de Podor est-il plus peuplé que la moyenne des départements en 2023 ?',
        'Is Podor department more populated than the average department in 2023?',
      ],
      ['486007', /394 ?052|394,052/, /1[,.]23/, /au-dessus|above/],
    );
  });

  it('sets a percentage against the plain average of the regions, in points', async () => {
    // drinking_water_access_households_pct: 14 regions average 77.07; Louga 95.8 → 18.73 points above.
    await family(
      [
        'Louga vs the average of all 14 regions on household access to drinking water?',
        'L’accès des ménages à l’eau potable à Louga, au-dessus ou en dessous de la moyenne des 14 régions ?',
      ],
      [/77[,.]07 %/, /18[,.]73 (point|percentage)/],
    );
  });
});
