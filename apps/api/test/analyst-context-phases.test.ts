import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Context given before the ask, people given as "a population of N", both phases of the toilet
 * standard and the precision of small percentages (issue 12), by family in both languages. Expected
 * values are read off data/knowledge by hand: population_ansd_departements_2023_2030.csv,
 * population_ansd_regions_2023_2030.csv and response_standards.csv (SAN-01 50 people per toilet in
 * the first phase, SAN-02 20 in the medium term, WAT-01 15 L, HEA-03 10 beds per 10,000, HEA-04 one
 * clinical officer per 10,000).
 */

const { family } = analystFixture();

describe('words of the context given before the ask', () => {
  it('answers the ask when it names its own measure and place', async () => {
    // Thiès department: 2023 census 879 186, ANSD projections 2024 888 249, 2025 910 266.
    await family(
      [
        'Nous travaillons sur les zones inondables de la petite côte. Pour le département de Thiès, donnez la population de chaque année de 2023 à 2025.',
        'We follow flood-prone areas closely. For Thiès department, what is the population each year from 2023 to 2025?',
        'On suit les zones inondables. Population du département de Thiès année par année, 2023-2025 ?',
      ],
      ['879186', '888249', '910266'],
    );
  });

  it('still says the data lacks flood-prone zones when the ask points back at them', async () => {
    await family(
      [
        'Nous cartographions les zones inondables. Combien de personnes y vivent à Pikine ?',
        'We map flood-prone areas. How many people live there in Pikine?',
        'Combien de personnes vivent en zone inondable à Pikine ?',
      ],
      [/zones inondables|flood-prone zones/, '764597'],
    );
  });
});

describe('people given as a population', () => {
  it('computes the needs of "a population of N"', async () => {
    // 30 000 people: HEA-03 10 per 10 000 → 30 beds; HEA-04 1 per 10 000 → 3 clinical officers.
    await family(
      [
        'For a population of 30,000, how many in-patient beds and clinical officers are needed at minimum?',
        "Pour une population de 30 000 habitants, combien de lits d'hospitalisation et de cliniciens faut-il ?",
      ],
      [/\*\*30\*\*/, /\*\*3\*\*/],
    );
    // 4 500 people × 15 L = 67 500 L per day.
    await family(
      [
        'For a camp with a population of 4,500, how much water per day?',
        "Un site d'une population de 4 500 : combien d'eau par jour ?",
      ],
      ['67500'],
    );
  });
});

describe('both phases of the toilet standard', () => {
  it('gives the first phase and the medium term when no phase is named', async () => {
    // 2 000 people: 40 toilets (1 per 50), 100 toilets (1 per 20).
    await family(
      [
        '2 000 personnes sur le site : combien de toilettes ?',
        'How many toilets for 2,000 people?',
        'latrines pr 2000 pers ?',
      ],
      [/\*\*40\*\*/, /\*\*100\*\*/],
    );
  });

  it('keeps only the phase named, and the other needs asked', async () => {
    // 900 people: medium term 45 toilets; water 13 500 L. First phase: 18 toilets.
    await family(
      [
        'Latrines pour 900 personnes à moyen terme, et combien d’eau ?',
        'Toilets and water for 900 people in the medium term',
      ],
      [/\*\*45\*\*/, '13500'],
      ['**18**'],
    );
    await family(
      [
        "Combien de toilettes pour 900 personnes en phase d'urgence ?",
        'How many toilets for 900 people in the first phase?',
      ],
      [/\*\*18\*\*/],
      ['**45**'],
    );
  });
});

describe('small percentages', () => {
  it('keeps two decimals under 10 %', async () => {
    // Kédougou region 2025: 259 266 of 19 075 965 = 1.36 %.
    await family(
      [
        'Quelle part de la population nationale vit dans la région de Kédougou en 2025 ?',
        "What share of Senegal's population lives in Kédougou region in 2025?",
      ],
      [/1[,.]36 %/],
    );
  });
});

describe('a list of population groups', () => {
  it('answers each group listed, with the source and place they share', async () => {
    // sen_admpop_adm2_2020.csv, Linguère: T_00_04 46 151; 65+ 3 289 + 3 800 + 2 005 + 2 817 = 11 911;
    // Female 148 502.
    await family(
      [
        'According to OCHA 2020, how many children under 5, people aged 65 and over, and women live in Linguère department?',
        "Selon OCHA 2020, combien d'enfants de moins de 5 ans, de personnes de 65 ans et plus et de femmes dans le département de Linguère ?",
        'linguere ocha 2020: les moins de 5 ans, les 65 ans et +, et les femmes ?',
      ],
      ['46151', '11911', '148502'],
    );
  });

  it('keeps one group split by sex when only one age range is named', async () => {
    // Linguère 65+ by sex is not published: the total 11 911 is given, never a female total.
    await family(['femmes et hommes de 65 ans et plus à Linguère selon OCHA 2020'], ['11911'], ['148502']);
  });
});

describe('two measures ranked at one place', () => {
  it('gives each measure of the place instead of ranking its sub-units', async () => {
    // vulnerability_ehcvm_2021_2022_by_region.csv, Kaolack: drinking water 89.13 %, electricity 81.46 %.
    await family(
      [
        "Kaolack : l'eau potable ou l'électricité, qu'est-ce qui manque le plus aux ménages ?",
        'In Kaolack region, which is lacking more: electricity or drinking water?',
      ],
      [/89[,.]13/, /81[,.]46/],
    );
  });
});

describe('units ranked by a share of their own', () => {
  it('ranks by the share, not by the count', async () => {
    // health_facilities_count_by_region_type.csv, hospitals: Kaolack 1 geolocated of 4 = 25 %.
    await family(
      [
        'Which region has the lowest share of geolocated hospitals?',
        "Quelle région a la plus faible proportion d'hôpitaux géolocalisés ?",
      ],
      ['Kaolack', /25([,.]0)? ?%/],
    );
    // ansd_rgph5_2023_population_by_sex.csv: Diourbel region has the highest share of women (50.5 %).
    await family(
      [
        'Quelle région a la plus forte proportion de femmes en 2023 ?',
        'Which region has the highest share of women in 2023?',
      ],
      ['Diourbel', /50[,.]5/],
    );
  });
});

describe("a place's own department or region named beside it", () => {
  it('sets the unit above beside the place, with the same measure', async () => {
    // Ngoudiane commune: census 2023 33 350, projection 2030 39 477; Thiès department 879 186 → 1 029 674.
    await family(
      [
        'La commune de Ngoudiane croît-elle plus vite que son département entre 2023 et 2030 ?',
        'Does Ngoudiane commune grow faster than its department from 2023 to 2030?',
      ],
      ['33350', '39477', '879186', '1029674'],
    );
    // Ngoudiane 2025 34 899 (commune projections); Thiès department 2025 910 266.
    await family(
      [
        'Population de Ngoudiane et de son département en 2025',
        'population of Ngoudiane and of its department in 2025',
      ],
      ['34899', '910266'],
    );
  });

  it('still names the parent when nothing else is asked', async () => {
    await family(['Quel est le département de Ngoudiane ?', 'Ngoudiane et son département ?'], ['Thiès']);
  });
});

describe('two population groups set against each other', () => {
  it('gives both figures', async () => {
    // sen_admpop_adm2_2020.csv, Linguère: 65+ 11 911; 0–4 46 151.
    await family(
      [
        "Y a-t-il plus de personnes de 65 ans et plus que d'enfants de moins de 5 ans dans le département de Linguère, selon OCHA 2020 ?",
        'Are there more people aged 65 and over than children under 5 in Linguère department per OCHA 2020?',
        'linguere ocha 2020 : plus de 65 ans et + ou de moins de 5 ans ?',
      ],
      ['11911', '46151'],
    );
  });
});

describe('subject words in the context of a threshold question', () => {
  it('answers the threshold the ask names', async () => {
    // ansd_rgph5_2023_population_by_sex.csv: 7 communes above 200 000 at the 2023 census.
    await family(
      [
        'We are drafting urban flood plans for the big communes only. How many communes were above 200,000 people at the 2023 census?',
        'Nous préparons des plans contre les inondations urbaines. Combien de communes dépassaient 200 000 habitants au recensement de 2023 ?',
      ],
      [/\b7 communes/, 'Touba', 'Yeumbeul Nord'],
    );
  });
});

describe('two questions in a row are one ask, not context and ask', () => {
  it('keeps the subject of the first question', async () => {
    await family(
      ["les chiffres de la crue du fleuve Sénégal de 2024, ils sortent d'où ? c'est fiable ?"],
      [/SEN-2024-02/, /fiabilit/],
    );
  });
});
