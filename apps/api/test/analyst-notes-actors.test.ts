import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Figures the data states in a note beside a standard (curated/response-standards-in-notes.csv,
 * each checked against response_standards.csv's note), two standards quoted in one question, and
 * actors asked about during a dated flood (senegal_response_actors.csv), by family in both languages.
 */

const { family } = analystFixture();

describe('a standard stated in the note of another', () => {
  it('counts laundry facilities at 100 people each (WAT-10 note)', async () => {
    await family(
      [
        'Combien de lavoirs faut-il prévoir pour un site de 730 personnes déplacées ?',
        'how many laundry areas for 730 displaced ppl?',
      ],
      ['**8**', 'WAT-10.laundry'],
      ['HYG-02'],
    );
  });

  it('counts doctors for a region at one per 50,000 (HEA-04 note), from its projected population', async () => {
    // Kolda region 2025 (population_ansd_regions_2023_2030.csv) 969 385 / 50 000 = 19.4 → 20.
    await family(
      [
        'Selon la norme du HCR, combien de médecins au minimum pour la population 2025 de la région de Kolda ?',
        'Minimum number of doctors for Kolda region in 2025 under the UNHCR standard?',
      ],
      ['969385', '**20**', 'HEA-04.doctor'],
      ['SAN-01', 'SAN-03'],
    );
  });

  it('counts out-patient nurses at one per 10,000 (HEA-04 note)', async () => {
    await family(
      ["Combien d'infirmiers faut-il pour 36 000 personnes ?", 'How many nurses are needed for 36,000 people?'],
      ['**4**', 'HEA-04.nurse'],
    );
  });

  it('takes the rural variant of the health facility standard when the question says rural', async () => {
    await family(
      [
        'Combien de structures de santé faut-il pour 120 000 personnes en zone rurale ?',
        'How many health facilities for 120,000 people in a rural area?',
      ],
      ['**3**', 'HEA-01.rural'],
    );
  });

  it('says the ceiling of household income spent on water', async () => {
    await family(
      [
        'Quelle part du revenu du ménage la norme accepte-t-elle de consacrer à l’eau ?',
        'What share of household income may go on water under the standard?',
      ],
      [/≤ ?5 %/, 'WAT-10.affordability'],
    );
  });
});

describe("a region's own household size (curated/household-size-by-region.csv, read in CRS-01's note)", () => {
  it('turns households into people at the size of their region', async () => {
    // Matam 12 per household: 250 × 12 = 3 000 people, × 15 L = 45 000 L a day.
    await family(
      [
        '250 ménages sinistrés dans la région de Matam : combien de personnes, et combien d’eau par jour ?',
        '250 flooded households in Matam region: how many people is that, and how much water a day?',
      ],
      ['3000', '**45000**', /12 (personnes|people)/],
    );
  });

  it('counts the households of a number of people at the size of their region', async () => {
    // Dakar 6 per household: 5 000 / 6 = 833.3 → 834 households.
    await family(
      [
        'eau pour 5 000 personnes dans la région de Dakar, et combien de ménages ?',
        'water for 5,000 people in Dakar region, and how many households?',
      ],
      ['**834**'],
    );
  });

  it('keeps the national size where the note gives a region two sizes, and computes both', async () => {
    // Kaolack listed with 12 and 11: 300 households are 3 300 or 3 600 people; 9 nationally (2 700).
    await family(
      [
        '300 ménages sinistrés dans la région de Kaolack : combien d’eau par jour ?',
        '300 flooded households in Kaolack region: water per day?',
      ],
      ['2700', '**40500**', /11 (et|and) 12/, '**3300', '**3600'],
    );
  });

  it('gives the people at the national average too, and counts households of a number of people', async () => {
    // Dakar 6: 540 households are 3 240 people, 4 860 at the national 9; Kolda 11: 3 025 people are 275 households.
    await family(
      [
        '540 ménages sinistrés à Dakar : combien de personnes avec la taille des ménages de Dakar ?',
        'For 540 affected households in Dakar, how many people at the region’s household size?',
      ],
      ['3240', '4860'],
    );
    await family(
      [
        '3 025 sinistrés dans la région de Kolda, ça fait combien de ménages ?',
        '3,025 flood victims in Kolda region: how many households is that?',
      ],
      ['**275**'],
    );
  });
});

describe('a coverage standard applied to a number of children', () => {
  it('gives the minimum to reach in each context named (NUT-01, NUT-02, NUT-01 camp note)', async () => {
    // 520 children: > 50 % rural = 260, > 70 % urban = 364, > 90 % camp = 468.
    await family(
      [
        'Pour 520 enfants en malnutrition aiguë, combien faut-il en prendre en charge au minimum en zone rurale, en zone urbaine et dans un camp ?',
        'Of 520 children with acute malnutrition, what minimum should treatment reach in rural areas, in urban areas and in a camp?',
      ],
      ['**260**', '**364**', '**468**'],
      ['BNSP'],
    );
  });
});

describe('two standards of one kind quoted in one question', () => {
  it('computes each water quantity quoted', async () => {
    await family(
      [
        'Pour 1 200 sinistrés, combien d’eau par jour à 50 L en milieu urbain, et combien aux 15 L de base ?',
        'For 1,200 flood victims, what daily water at the urban 50 L, and at the basic 15 L?',
      ],
      ['**60000**', '**18000**', 'WAT-04', 'WAT-01'],
    );
  });

  it('computes both toilet ratios quoted', async () => {
    await family(
      [
        'combien de toilettes pour 1 000 personnes, à 1 pour 50 puis 1 pour 20 ?',
        'toilets for 1,000 people at 1 per 50 and then 1 per 20?',
      ],
      ['**20**', '**50**'],
    );
  });
});

describe('an actor asked about during a dated flood', () => {
  it('names the interior minister of the October 2024 river flood', async () => {
    await family(
      [
        'Pendant la crue du fleuve d’octobre 2024, quel ministre de l’Intérieur a piloté la riposte ?',
        'Which Interior minister led the response during the October 2024 river flood?',
      ],
      ['Tine'],
    );
  });

  it('says what the armed forces deployed in the 2024 flood', async () => {
    await family(
      [
        'Lors de la crue de 2024, quelle structure de soins les forces armées ont-elles installée ?',
        'During the 2024 flood, what care facility did the armed forces set up?',
      ],
      [/niveau 1|level-1/],
    );
  });

  it('reads a plan named by its years as the plan, not as floods of those years', async () => {
    await family(
      [
        'Le plan pluriannuel 2025-2029 de gestion des inondations a donné combien de recommandations ?',
        'How many recommendations does the 2025-2029 multi-year flood management plan hold?',
      ],
      ['15 recommandations|15 recommendations'].map((p) => new RegExp(p)),
    );
  });
});
