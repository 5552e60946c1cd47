import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Shares, changes and survey figures asked in words the reader did not know (issue 12).
 * population_ansd_regions_2023_2030.csv: Matam 932,715 of 20,090,628 in 2027 (4.64 %); Fatick
 * 1,113,873 of 21,734,278 in 2030 (5.12 %); Dakar 4,157,756 of 19,075,965 in 2025 (21.8 %); Thiès
 * 2,855,138 of 21,170,493 in 2029 (13.5 %). population_ansd_departements_2023_2030.csv: Mbour
 * 966,611 of Thiès region's 2,524,516 in 2024 (38.3 %); Keur Massar 770,314 → 876,196
 * (+105,882) 2023–2030. vulnerability_ehcvm_2021_2022_by_region.csv: Sédhiou water 43.1 %, Kolda
 * electricity 53.57 %, Matam severe food insecurity 8.1 %, Louga water 95.8 % and electricity
 * 66.15 %. household_shocks_ehcvm_2021_2022_by_milieu.csv: high food prices, urban Dakar 23.6 %,
 * rural 42.6 %.
 */

const { family } = analystFixture();

describe('shares, changes and survey figures in more words', () => {
  it('reads "account for", "make up", "slice", "compte pour" as a share of the whole', async () => {
    await family(
      [
        "How much of Senegal's population does Matam region account for in 2027?",
        'What slice of the national population is Matam region in 2027?',
        'La région de Matam compte pour combien dans la population nationale en 2027, en % ?',
      ],
      [/4[.,]64 %/],
    );
    await family(['Fatick region makes up what percent of the country in 2030?'], [/5[.,]12 %/]);
  });

  it('reads the population out of every 100 people as the share of the whole named', async () => {
    await family(
      [
        'Out of every 100 Senegalese, how many live in Dakar region in 2025?',
        'Out of every 100 people in Senegal, how many live in Dakar region in 2025?',
        'Sur 100 Sénégalais, combien vivent dans la région de Dakar en 2025 ?',
      ],
      [/21[.,]8 %/],
    );
    await family(
      [
        'out of every 100 inhabitants of Thiès region, how many live in Mbour department in 2024?',
        'Sur 100 habitants de la région de Thiès, combien vivent dans le département de Mbour en 2024 ?',
      ],
      [/38[.,]3 %/],
    );
  });

  it('reads "swell", "expand", "climb", "jump" as a change between two years', async () => {
    await family(
      [
        'How much does Keur Massar department swell between 2023 and 2030?',
        'By how much does Keur Massar department expand from 2023 to 2030?',
        'Keur Massar dept population jump from 2023 to 2030?',
        'De combien la population du département de Keur Massar grimpe-t-elle entre 2023 et 2030 ?',
      ],
      ['105882'],
    );
  });

  it('reads more names of the food-price shock, in a milieu named by the city alone', async () => {
    await family(
      [
        'In the EHCVM, what percentage of households in Dakar faced food price increases?',
        'share of households in Dakar hit by food price rises',
        'Ménages de Dakar urbain touchés par la cherté de la vie, en % ?',
      ],
      [/23[.,]6 %/],
    );
    await family(['la vie chère, ça touche quel % des ménages ruraux ?'], [/42[.,]6 %/]);
  });

  it('splits an elision written without its apostrophe in SMS French', async () => {
    await family(
      ['c koi le taux dacces a leau potable ds la reg de sedhiou', 'drinking water access in Sedhiou region?'],
      [/43[.,]1 %/],
    );
    await family(['taux dacces a lelectricite reg kolda'], [/53[.,]57 %/]);
    await family(['le taux dinsecurite alimentaire severe a matam'], [/8[.,]1 %/]);
  });

  it('reads "eau" or "water" alone beside another household indicator as drinking-water access', async () => {
    await family(['Louga region: water and electricity?', 'Louga : eau et électricité ?'], [/95[.,]8 %/, /66[.,]15 %/]);
  });

  it('reads "per cent" in two words as a share, and "numbers" beside a place as its population', async () => {
    await family(
      ["Kolda region — what per cent of Senegal's people in 2028?", 'Kolda region, what percent of Senegal in 2028?'],
      [/5[.,]14 %/],
    );
    await family(
      ["I need Pikine department's numbers for every year between 2025 and 2028.", 'Pikine dept figures 2025 to 2028'],
      ['793874', '808816', '823909', '839113'],
    );
  });

  it('reads households flooded as the survey flood shock, and a milieu named after it as a follow-up', async () => {
    await family(
      [
        ['share of households flooded in rural areas (EHCVM)?', 'and in other urban areas?'],
        ['% des ménages touchés par les inondations à Dakar urbain ?', 'et dans les autres villes ?'],
      ],
      [/11[.,]1 %/],
    );
    await family(
      [
        ['% des ménages touchés par les inondations à Dakar urbain ?', 'et en milieu rural ?'],
        ['% de ménages inondés à Dakar ?', 'et en milieu rural ?'],
        ['What share of households in urban Dakar were hit by floods?', 'and in rural areas?'],
      ],
      [/\b7([.,]0)? %/],
    );
  });

  it('reads a need word in a first-person request as no humanitarian need asked', async () => {
    await family(
      [
        "j'ai besoin des chiffres du département de Pikine de 2025 à 2028",
        "I need Pikine department's figures for every year between 2025 and 2028.",
      ],
      ['793874', '839113'],
    );
    await family(['I need water for 5000 people', "j'ai besoin d'eau pour 5000 personnes"], ['75000']);
  });

  it('reads a share of households in one milieu beside a flood word as the survey flood shock', async () => {
    await family(
      [
        ['les inondations dans les autres villes, ça touche combien de ménages en % ?', 'et en milieu rural ?'],
        'floods in rural areas: what % of households?',
      ],
      [/\b7([.,]0)? %/],
    );
  });

  it('reads a shock that "a touché" households as the survey shock, not a flood event', async () => {
    await family(
      [
        'Au niveau national, la hausse des prix alimentaires a touché quel pourcentage des ménages ?',
        'What share of households did high food prices touch nationally?',
      ],
      [/35[.,]9 %/],
    );
    await family(["le décès d'un membre a touché quelle part des ménages ruraux ?"], [/12[.,]6 %/]);
    await family(['les inondations ont touché combien de personnes à Pikine en 2020 ?'], ['3250']);
  });

  it('reads "behind", "trail", "lag", "derrière" as two places compared, the percentage asked being the gap', async () => {
    // Water: Dakar 96.62 %, Kaolack 89.13 % (7.49 points).
    await family(
      [
        'How far behind Dakar is Kaolack region on household access to drinking water, in percentage points?',
        'Kaolack lags Dakar on drinking water access by how much, in percentage points?',
        "Kaolack est derrière Dakar de combien de points pour l'accès à l'eau potable ?",
      ],
      [/7[.,]49/],
    );
  });

  it('reads the severe share "of the food-insecure households" as severe cases among them', async () => {
    // Matam: severe 8.1 / moderate or severe 44.0 = 18.4 %.
    await family(
      [
        'In Matam region, of the food-insecure households, what share is severely food insecure?',
        'Matam region: among the food insecure households, how many are severe cases, in %?',
        'Matam : parmi les ménages en insécurité, quelle part est sévère ?',
      ],
      [/18[.,]4/],
    );
  });

  it('reads households "off the grid", "unelectrified", "non électrifiés" as those without electricity', async () => {
    // Kolda electricity 53.57 % → 46.43 % without.
    await family(
      [
        'share of households off the grid in Kolda region?',
        'Kolda: % of unelectrified households',
        'Kolda : % de ménages non électrifiés ?',
      ],
      [/46[.,]43 %/],
    );
  });

  it('compares two places asked with "has more", "ratio" or "a plus d\'habitants", in the language asked', async () => {
    // 2030: Bignona 328,499, Ziguinchor 314,789 (13,710 more). 2027: Rufisque 881,818, Pikine 823,909 (1.07 times).
    await family(
      [
        'Which department has more residents in 2030: Bignona or Ziguinchor?',
        "Quel département a plus d'habitants en 2030 : Bignona ou Ziguinchor ?",
      ],
      ['13710'],
      ['administrative parent', 'rattachement administratif'],
    );
    await family(
      ['Pikine and Rufisque departments 2027: what ratio?', 'Pikine vs Rufisque departments 2027: ratio?'],
      [/1[.,]07 times/],
    );
    await family(['Pikine et Rufisque (départements) en 2027 : quel ratio ?'], [/1[.,]07 fois/]);
  });

  it('reads "TCAM", "évol." and "each year to 2030" as a change or a course over the years', async () => {
    // Kolda region 914,797 → 1,126,971 (3.02 % a year); Fatick region +206,951 (+22.8 %) 2023–2030;
    // Matam region 2024 855,290 … 2030 1,020,537.
    await family(['TCAM de la région de Kolda 2023-2030', 'Kolda region CAGR 2023-2030'], [/3[.,]02 %/]);
    await family(['évol. pop. rég. Fatick 2023-2030 en %', 'Fatick region pop. change 2023-2030 in %'], [/22[.,]8 %/]);
    await family(
      [
        "How is Matam region's population projected to change each year to 2030?",
        'Matam region population every year to 2030',
        "population de la région de Matam chaque année jusqu'en 2030",
      ],
      ['855290', '1020537'],
    );
  });

  it('reads villages as the rural milieu and the capital as urban Dakar of the shock survey', async () => {
    await family(
      [
        'flood shock in villages: what % of households?',
        'dans les villages, part des ménages touchés par les inondations ?',
      ],
      [/\b7([.,]0)? %/],
    );
    await family(
      [
        '% of households in the capital hit by floods',
        'dans la capitale, part des ménages touchés par les inondations ?',
      ],
      [/7[.,]5 %/],
    );
  });

  it('reads "per million" as a rate per 1,000,000 inhabitants', async () => {
    // health_facilities_count_by_region_type.csv: Dakar 35 hospitals / 4,004,425 × 1,000,000 = 8.74.
    await family(
      ['hospitals per million inhabitants in Dakar region?', "combien d'hôpitaux par million d'habitants à Dakar ?"],
      [/8[.,]74/],
    );
  });
});
