import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Places named by their OCHA p-code, level short forms in English, and a department asked as a
 * region (issue 12), by family in both languages. Expected values are read off data/knowledge by
 * hand: population_ansd_departements_2023_2030.csv (Pikine 2028 839 113, Louga 2028 539 759),
 * admin/sen_admin_units_ocha_codab_2019.csv (SN1202 Goudiry, Tambacounda region; Dakar Plateau
 * arrondissement in Dakar department).
 */

const { family } = analystFixture();

describe('OCHA p-codes', () => {
  it('reads a p-code as its unit, never as OCHA the source', async () => {
    await family(
      [
        "Population de l'unité SN0103 (p-code OCHA) en 2028 ?",
        'pop SN0103 en 2028 stp (c le pcode)',
        'Could you give me the 2028 population for p-code SN0103? It is for our GIS layer.',
      ],
      ['839113', 'Pikine', /SN0103/],
    );
  });

  it('names the unit a code stands for, and where it lies', async () => {
    await family(
      ['SN1202, c’est quel département ?', 'Which department is SN1202, and in which region?'],
      ['Goudiry', 'Tambacounda'],
    );
  });
});

describe('short forms of levels in English', () => {
  it('reads "dept" as department', async () => {
    await family(
      ['Plateau arrondissement — what dept is that in?', 'what dept is Plateau arrondissement in?'],
      ['Dakar (department)'],
    );
  });
});

describe('a department asked as a region', () => {
  it('gives the department and the region it belongs to', async () => {
    await family(
      ['la région de Kébémer, elle fait combien d’habitants en 2023 ?', 'Kébémer region population in 2023?'],
      ['335921', 'Louga'],
    );
  });
});

describe('one place set against another or against the country', () => {
  it('says how many times larger one figure is', async () => {
    // Louga department 2024 485 297 / Diourbel department 354 520 = 1.37.
    await family(
      [
        "How many times larger is Louga department's population than Diourbel department's in 2024?",
        'Combien de fois plus peuplé est le département de Louga que celui de Diourbel en 2024 ?',
      ],
      ['485297', '354520', /1[,.]37/],
    );
  });

  it('sets the country beside the place, not as the whole it is a share of', async () => {
    // Kédougou region (sum of its departments) 245 147 → 274 386; Senegal 18 126 390 → 20 090 628.
    await family(
      [
        'Entre 2023 et 2027, la région de Kédougou croît-elle plus vite que le Sénégal ? Donnez les deux hausses en pourcentage.',
        'Between 2023 and 2027, does Kédougou region grow faster than Senegal as a whole? Both increases in percent, please.',
      ],
      ['245147', '274386', '18126390', '20090628'],
    );
    // Density 2026: Tambacounda region 25.40; Senegal (population over the sum of its regions' areas) 99.48.
    await family(
      [
        'Is Tambacounda region denser than the national average in 2026? Give both densities.',
        'La région de Tambacounda est-elle plus dense que la moyenne nationale en 2026 ?',
        'Is Tambacounda region denser than the national average in 2026?',
      ],
      [/25[,.]40/, /99[,.]48/],
    );
  });
});

describe('a share of a change', () => {
  it("gives a place's part of its whole's increase between two years", async () => {
    // Matam region (sum of its departments) +129 182 of Senegal's +2 496 131 from 2023 to 2028: 5.18 %.
    await family(
      [
        'Quelle part de la hausse de population du Sénégal entre 2023 et 2028 revient à la région de Matam ?',
        "What share of Senegal's population increase from 2023 to 2028 is in Matam region?",
        'Of all the new residents Senegal adds between 2023 and 2028, what percentage live in Matam region?',
      ],
      ['129182', '2496131', /5[,.]18 %/],
    );
  });
});

describe('asking for a code', () => {
  it("gives a unit's OCHA p-code, or says it has none", async () => {
    await family(
      ['Quel est le p-code OCHA de la région de Matam ?', 'What is the OCHA p-code of Matam region?'],
      [/SN09/],
    );
    await family(['Quel est le pcode du département de Podor ?', 'pcode of Podor dept?'], [/SN1002/]);
  });
});

describe('regressions of this wave', () => {
  it('keeps the country as the whole of a share', async () => {
    // Kaolack region 2023 1 336 718 / 18 126 390 = 7.37 %; 2030 1 639 958 / 21 734 278 = 7.55 %.
    await family(['Kaolack region: % of Senegal in 2023 vs 2030?'], [/7[,.]37 %/, /7[,.]55 %/]);
    await family([['Fatick region pop 2028?', 'as a share of the whole country?']], [/5[,.]08 %/]);
  });

  it('picks one of the places named, not their parents, when asked which grows faster', async () => {
    // Koumpentoum 209 222 → 244 523 (+16.9 %); Foundiougne 386 038 → 447 142 (+15.8 %).
    await family(['Koumpentoum vs Foundiougne: which dept grows faster 2024-2029, in %?'], ['244523', '447142']);
  });
});

describe('catalog measures computed from two others', () => {
  it('counts the facilities of a type that have no GPS coordinates', async () => {
    // health_facilities_count_by_region_type.csv, Matam health posts: 101 listed, 90 geolocated → 11.
    await family(
      [
        'Région de Matam : combien de postes de santé ne sont pas géolocalisés ?',
        'In Matam region, how many health posts have no GPS coordinates?',
      ],
      [/\*\*11\*\*/, '101', '90'],
    );
  });

  it('gives the severe cases as a share of the food-insecure households', async () => {
    // vulnerability_ehcvm_2021_2022_by_region.csv, Kolda: severe 7.0 / moderate or severe 50.0 = 14.0 %.
    await family(
      [
        'Dans la région de Kolda, parmi les ménages en insécurité alimentaire, quelle proportion l’est sévèrement ?',
        'Kolda region: what part of food insecure households are severe cases?',
      ],
      [/14[,.]0/],
    );
  });
});

describe('the country with a place taken out', () => {
  it('subtracts the place from the country', async () => {
    // 2024: Senegal 18 593 258 − Dakar region 4 080 503 = 14 512 755.
    await family(
      [
        'Population du Sénégal hors région de Dakar en 2024 ?',
        'What was the population of Senegal excluding Dakar region in 2024?',
      ],
      ['14512755', '4080503'],
    );
  });
});
