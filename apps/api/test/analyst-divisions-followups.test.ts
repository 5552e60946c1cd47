import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * The administrative divisions and follow-ups that reach back to earlier answers (issue 12), each
 * rule held by a family of phrasings in both languages.
 */

const { family } = analystFixture();

describe('a place’s own department or region beside its figures', () => {
  it('answers "et son département ?" in a multi-part question, and in SMS', async () => {
    // Diamal (commune) → Birkelane department, Kaffrine region; Ndendory → Kanel; Keur Massar → Dakar.
    await family(
      [
        [
          "Pour la commune de Diamal, pouvez-vous me donner la population totale, le nombre de femmes et d'hommes au recensement de 2023, et son département ?",
        ],
        ['Diamal commune: total, women, men (2023) and which department?'],
      ],
      ['15776', '7276', '8500', /Birkelane \((département|department)\)/],
    );
    await family(
      [['dept keur massar c ds kel region ?'], ['which region is Keur Massar department in?']],
      [/Dakar \((région|region)\)/],
    );
    await family([['reg sedhiou cb d dept et lesquels']], [/\*\*3 départements\*\*/, 'Bounkiling', 'Goudomp']);
  });
});

describe('follow-ups that reach back, and names as sources spell them', () => {
  it('ranks the departments of the region asked before, in its year', async () => {
    // pop_2028, departments of Saint-Louis: Podor 546 840 first.
    await family(
      [
        [
          "Combien d'habitants compte le département de Dagana en 2028 ?",
          'Quel est le département le plus peuplé de la même région ?',
        ],
        ['Dagana department, 2028?', 'and the biggest department in that region?'],
      ],
      [/1 \| Podor \| 546 ?840/],
    );
  });

  it('computes the growth between the years of the last two answers', async () => {
    // Gossas 2026 133 927 → 2029 146 473: +9.4 %.
    await family(
      [
        [
          'Quelle est la population du département de Gossas en 2026 ?',
          'Et en 2029 ?',
          'Quel taux de croissance entre les deux ?',
        ],
        ['Gossas department population in 2026?', 'And in 2029?', 'What growth rate is that between the two?'],
      ],
      [/9[,.]37 %/, '12546'],
    );
  });

  it('keeps the place and source when only the age range changes', async () => {
    // OCHA 2020 Matam: 0–4 117 416, 65+ 26 751.
    await family(
      [
        ['under-5s in Matam region, OCHA 2020?', 'and the 65+?'],
        ['moins de 5 ans, région de Matam, OCHA 2020 ?', 'et les 65 ans et plus ?'],
      ],
      ['26751'],
    );
  });

  it('says another source’s spelling of a place, and reads a bracketed age span', async () => {
    // OCHA adm3 "Nianing" is COD-AB's Niaming: total 83 290.
    await family(
      [['arrdt nianing pop + femmes ocha 2020'], ['Nianing arrondissement: total and women, OCHA 2020?']],
      ['83290', /Nianing/],
    );
    // OCHA 2020 Diourbel region 5–9 + 10–14.
    await family(
      [['How many school-age children (5 to 14) live in Diourbel region according to OCHA 2020?']],
      ['531735'],
    );
  });
});

describe('the administrative divisions', () => {
  it('names the region or department a place lies in', async () => {
    await family(
      [
        ['Dans quelle région se trouve le département de Foundiougne ?'],
        ['which region is Foundiougne department in?'],
        ['Foundiougne, c’est dans quelle région ?'],
      ],
      ['Fatick'],
    );
    await family(
      [
        ['La commune de Niani Toucouleur relève de quel département et de quelle région ?'],
        ['Niani Toucouleur commune belongs to which department?'],
      ],
      [/Tambacounda \((département|department)\)/],
    );
  });

  it('counts and lists the units a place holds, and lets another measure count them', async () => {
    // ansd_area_codes: 10 communes under Koumpentoum; Kaolack region: Guinguinéo, Kaolack, Nioro du Rip.
    await family(
      [
        ['Combien de communes compte le département de Koumpentoum ?'],
        ['how many communes in Koumpentoum department?'],
      ],
      [/\*\*10 communes\*\*/, 'Payar'],
    );
    await family(
      [['Quels sont les départements de la région de Kaolack ?'], ['Kaolack region: how many departments, and which?']],
      [/\*\*3 (départements|departments)\*\*/, 'Nioro du Rip'],
    );
    await family(
      [['combien de régions compte le Sénégal ?'], ['how many regions does Senegal have?']],
      [/\*\*14 r[ée]gions\*\*/],
    );
    // population_ansd_regions pop_2030 > 1 500 000: Dakar, Thiès, Diourbel, Kaolack.
    await family(
      [
        ['Nb de rég. > 1 500 000 hab. en 2030, et lesquelles ?'],
        ['how many regions have more than 1,500,000 people in 2030?'],
      ],
      ['Kaolack', '1639958'],
      ['Louga'],
    );
  });
});

describe('a survey’s indicators, rain and floods not held, and an actor’s own figures', () => {
  it('gives every EHCVM household indicator of a place', async () => {
    // vulnerability_ehcvm_2021_2022_by_region Saint-Louis: water 93.82, electricity 77.14, food 42.1, severe 6.4.
    await family(
      [
        ['Saint-Louis : tu me donnes tous les indicateurs EHCVM ?'],
        ['Saint-Louis region — all the EHCVM household indicators?'],
      ],
      [/93[,.]82/, /77[,.]14/, /42[,.]1/, /6[,.]4/],
    );
  });

  it('names the place and year of rainfall or floods it does not hold', async () => {
    await family(
      [['pluviometrie totale de la saison 2019 a Kaolack, en mm'], ['total 2019 rainy-season rainfall in Kaolack?']],
      [/Kaolack/, /pas de donn|no data/],
    );
    await family(
      [['how many people hit by floods in 2025?'], ['combien de sinistrés des inondations en 2025 ?']],
      [/2025/, /pas de donn|no data/],
      ['19075965'],
    );
  });

  it('answers a figure of an actor named by its acronym from its record', async () => {
    // senegal_response_actors ACT-12 (OMVS): the Senegal River basin, 289,000 km².
    await family(
      [
        ["Je prépare une réunion du CRGI. Quelle est la superficie du bassin du fleuve Sénégal géré par l'OMVS ?"],
        ['What is the area of the Senegal River basin managed by the OMVS?'],
      ],
      ['289000'],
      ['196767'],
    );
  });
});

describe('the survey’s shocks by milieu', () => {
  it('ranks the shocks of a milieu, and gives the gap between two milieux', async () => {
    // household_shocks_ehcvm_2021_2022_by_milieu, urban Dakar: food prices 23.6, death of a member 11.1.
    await family(
      [['top two household shocks in urban Dakar?'], ['les deux chocs les plus fréquents à Dakar urbain ?']],
      [/23[,.]6/, /11[,.]1/],
      ['42,6', '42.6'],
    );
    // inondations: rural 7.0, urban Dakar 7.5 → 0.5 point; other urban 11.1 vs national 8.2 → 2.9 points.
    await family(
      [
        ['inondations comme choc : en milieu rural contre à Dakar (urbain), ça fait quelle différence ?'],
        ['flood shock: rural areas vs urban Dakar, what is the gap?'],
      ],
      [/0[,.]5 (percentage )?point/],
    );
    await family(
      [["flood shock: in other urban areas vs nationwide, what's the gap?"]],
      [/2[,.]9 (percentage )?point/],
    );
  });
});

describe('small words that changed the reading', () => {
  it('reads "relevée" as measured rain, not as "relève de", and says rain metrics in French', async () => {
    // rainfall_facts: Sébikotane, 5 September 2020, more than 170 mm.
    await family(
      [['Combien de pluie a-t-on relevée à Sébikotane le 5 septembre 2020 ?']],
      ['170', 'pluie journalière'],
      ['daily rainfall', 'rattachement'],
    );
  });

  it('reads "ça fait combien" after a place as its population, and "sa région" as the region of the place before', async () => {
    // pop_2025, departments of Kaolack: Kaolack 699 586 first.
    await family(
      [
        ['Guinguinéo en 2025, ça fait combien ?', "et c'est quoi le plus gros département de sa région ?"],
        ['Guinguineo department in 2025?', 'and the biggest department in its region?'],
      ],
      [/1 \| Kaolack \| 699 ?586/],
    );
  });
});
