import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Derived figures the planner computes from the catalog (issue 12): ratios of age groups, a place
 * with others taken out, and every reading of an ambiguous name across the years asked. Each rule
 * is held by a family of phrasings in both languages.
 */

const { family } = analystFixture();

describe('ratios of age groups (OCHA 2020 bands)', () => {
  it('computes the dependency ratio: (0–14 + 65 and over) / 15–64 × 100', async () => {
    // sen_admpop_adm1_2020.csv Sédhiou: (274 146 + 16 518) / 269 733 × 100 = 107.8.
    await family(
      [
        ['Quel est le rapport de dépendance démographique de la région de Sédhiou ?'],
        ['ratio de dependance a sedhiou region, donnees OCHA'],
        ['What is the dependency ratio of Sedhiou region?'],
        ['Sédhiou region: age dependency ratio (under 15 and 65+ over 15-64)?'],
      ],
      [/107[,.]8/, '290664', '269733'],
    );
  });

  it('computes the youth and old-age ratios apart, and ranks by a ratio', async () => {
    // Dakar region: 65+ 122 163 / 15–64 2 486 866 × 100 = 4.9.
    await family(
      [['old-age dependency ratio of Dakar region'], ['rapport de dépendance des personnes âgées, région de Dakar']],
      [/\b4[,.]9\b/, '122163'],
    );
    await family(
      [['classement des régions par rapport de dépendance'], ['rank the regions by dependency ratio']],
      [/S[ée]dhiou[^\n]*107[,.]8/],
    );
  });
});

describe('a place with others taken out', () => {
  it('subtracts a department from its region, in any year', async () => {
    // population_ansd_departements 2029: Kaffrine region 1 009 698 − Kaffrine department 345 574 = 664 124.
    await family(
      [
        ["la région de Kaffrine hors département de Kaffrine, ça fait combien d'habitants en 2029 ?"],
        ['Kaffrine region excluding Kaffrine department, population in 2029?'],
        ['pop 2029 rég. de Kaffrine sans le dépt de Kaffrine'],
      ],
      ['664124', '1009698', '345574'],
    );
    // Census 2023: Dakar 4 004 425 − Pikine 764 597 − Guédiawaye 372 708 = 2 867 120.
    await family(
      [
        ['population of Dakar region excluding Pikine and Guediawaye departments'],
        ['Dakar (région) sauf Pikine et Guédiawaye : combien d’habitants ?'],
      ],
      ['2867120'],
    );
  });

  it('leaves the place out of a list, and refuses a place that is not inside', async () => {
    await family(
      [
        ['classement des départements de la région de Dakar sans Pikine'],
        ['rank the departments of Dakar region except Pikine'],
      ],
      ['Rufisque', 'Keur Massar'],
      ['764597'],
    );
    await family(
      [['combien d’habitants à Kolda sans Ziguinchor'], ['population of Kolda region minus Ziguinchor region']],
      [/Ziguinchor/],
      ['−'],
    );
  });
});

describe('every reading of a name, across the years asked', () => {
  it('gives the other readings of an ambiguous name beside a series or a source comparison', async () => {
    // Kédougou department 2024–2027: 127 780, 131 423, 135 193, 139 087 (the region is read first).
    await family(
      [
        ['évolution année par année de la pop de Kédougou entre 2024 et 2027'],
        ['Kedougou population year by year 2024 to 2027'],
      ],
      ['127780', '131423', '135193', '139087'],
    );
    // Kolda department: 324 192 (2023 census) and 304 320 (OCHA 2020).
    await family(
      [
        ["Kolda : le chiffre ANSD 2023 et celui d'OCHA 2020, c'est combien chacun ?"],
        ['Kolda: ANSD 2023 vs OCHA 2020 figures?'],
      ],
      ['324192', '304320'],
    );
    // Saint-Louis region 1 202 438, department 387 368, commune 254 171 (census 2023).
    await family(
      [
        [
          'Saint-Louis est à la fois une région, un département et une commune : quelle est la population de chacun en 2023 ?',
        ],
        ['Saint-Louis the region, the department and the town: their 2023 census figures?'],
      ],
      ['1202438', '387368', '254171'],
    );
  });

  it('gives no other reading when a level word fixed it', async () => {
    await family([['Mbour vs Matam departments in 2026: which has more people?']], ['Mbour', 'Matam'], ['also names']);
  });
});

describe('words that name a split or a comparison', () => {
  it('reads F/H, H/F and M/F as women and men', async () => {
    // ansd_rgph5_2023_population_by_sex.csv Louga department: women 240 956, men 236 809.
    await family(
      [['Dept de Louga : F / H (RGPH 2023) ?'], ['Louga department M/F 2023'], ['département de Louga H/F']],
      ['240956', '236809'],
    );
  });

  it('compares two percentages in points, with the relative gap beside', async () => {
    // EHCVM electricity: Ziguinchor 89.91 − Kolda 53.57 = 36.34 points (67.8 % more).
    await family(
      [["Comparez l'accès à l'électricité entre Kolda et Ziguinchor"], ['electricity access: Kolda vs Ziguinchor?']],
      [/36[,.]34 (point|percentage point)/, /67[,.]8 %/],
    );
  });

  it('reads "exceed by how many and by what percentage" as a comparison', async () => {
    // Mboro 40 811 − Mekhe 27 566 = 13 245, 48.0 % more.
    await family(
      [
        ['By how many people, and by what percentage, does Mboro commune exceed Mekhe at the 2023 census?'],
        ['De combien de personnes et de quel pourcentage la commune de Mboro dépasse-t-elle Mekhe en 2023 ?'],
      ],
      ['13245', /48[,.]0 %/],
    );
  });

  it('says "no data" when what is counted is a subject no data set holds', async () => {
    await family(
      [
        ["Combien d'écoles compte le département de Mbacké, et combien ont servi d'abri aux sinistrés ?"],
        ['how many schools in Nioro du Rip department were used as shelters?'],
        ['how much money did Ziguinchor region lose to floods?'],
      ],
      [/pas de donn|no data|aucun co[uû]t|no cost/i],
    );
  });
});

describe('thresholds as people write them', () => {
  it('reads signs, decimals and percentages', async () => {
    // EHCVM severe food insecurity > 7.5 %: Tambacounda 9.6, Kédougou 9.4, Matam 8.1.
    await family(
      [
        ["les régions où l'insécurité alimentaire sévère dépasse 7,5 %"],
        ['regions where severe food insecurity is above 7.5%'],
        ['régions avec insécurité alimentaire sévère > 7,5 %'],
      ],
      ['Tambacounda', 'Matam', /9[,.]6/],
      ['Kolda'],
    );
    // pop_2026 < 250 000: 16 departments.
    await family(
      [
        ['y a combien de départements sous les 250 000 habitants en 2026 ?'],
        ['departments below 250,000 people in 2026?'],
      ],
      [/\b16\b/, 'Salémata'],
    );
  });

  it('reads a band, a strict bound on any unit, and the order said first', async () => {
    // Census 2023 regions between 500 000 and 1 000 000: 7 (Kolda 914 797 in, Louga 1 125 910 out).
    await family(
      [
        ["Quelles régions comptent entre 500 000 et 1 million d'habitants ?"],
        ['which regions have between 500,000 and 1,000,000 people?'],
      ],
      [/\b7\b/, 'Kolda'],
      ['Louga —'],
    );
    // Density > 500 inhabitants/km²: Dakar only (one region, said in the singular).
    await family([['régions dont la densité dépasse 500 hab/km²']], [/1 région a plus de 500/, 'Dakar']);
    // "de la plus dense à la moins dense": Dakar first.
    await family(
      [['Classe les régions par densité de population, de la plus dense à la moins dense.']],
      [/1 \| Dakar/],
    );
    // …while "le plus faible" is one ascending phrase: electricity, Tambacounda 53.09 % first.
    await family(
      [
        ["classe-moi les 3 régions avec l'accès des ménages à l'électricité le plus faible"],
        ['the 3 regions with the lowest electricity access'],
      ],
      [/1 \| Tambacounda/],
    );
  });

  it('answers a share of the country after a figure, for the same place and year', async () => {
    // Dakar 2026 4 236 012 / national 19 575 062 = 21.6 %.
    await family(
      [
        [
          'Quelle est la population de la région de Dakar en 2026 ?',
          'Cela représente quel pourcentage de la population nationale ?',
        ],
        ['Dakar region population in 2026?', 'what share of the national population is that?'],
      ],
      [/21[,.]6 %/],
    );
  });
});

describe('more derived figures', () => {
  it('computes the sex ratio from the men and women of a source', async () => {
    // RGPH-5 2023 Médina-Yorofoula: 95 799 men / 89 657 women × 100 = 106.9; OCHA 2020 Dakar: 101.3.
    await family(
      [
        [
          "Quel est le rapport de masculinité (nombre d'hommes pour 100 femmes) dans le département de Médina-Yorofoula au recensement de 2023 ?",
        ],
        ['sex ratio of Medina Yorofoula department, 2023 census'],
      ],
      [/106[,.]9/, '95799', '89657'],
    );
    await family(
      [
        ['According to OCHA 2020, how many men are there per 100 women in Dakar region?'],
        ['hommes pour 100 femmes, région de Dakar, OCHA 2020'],
      ],
      [/101[,.]3/],
    );
  });

  it('gives the average yearly change, and the change since the census', async () => {
    // Birkelane: (179 472 − 151 064) / 5 = 5 682 a year; Kolda department 2023 → 2030: +75 192.
    await family(
      [
        [
          "En moyenne, combien d'habitants supplémentaires le département de Birkelane gagne-t-il chaque année entre 2023 et 2028 ?",
        ],
        ['Birkelane department: average yearly population gain 2023 to 2028?'],
      ],
      [/5 ?682/],
    );
    await family(
      [
        ['How many people will Kolda department gain between the census and 2030?'],
        ['le département de Kolda va gagner combien d’habitants d’ici 2030 par rapport au recensement ?'],
      ],
      ['75192'],
    );
  });

  it('gives the share asked beside other measures of a multi-part question', async () => {
    // pop_2024 Vélingara 416 980 / Kolda region 941 511 = 44.3 %; density 416 980 / 5 483.4 = 76.0.
    await family(
      [
        ['Pour le département de Vélingara en 2024 : population, part dans la région et densité ?'],
        ['Velingara department in 2024: population, share of the region and density?'],
      ],
      ['416980', /44[,.]3 %/, /76[,.]0/],
    );
  });

  it('adds places up as a share of their common whole', async () => {
    // pop_2029: Tambacounda 1 189 250 + Dakar 4 474 685 = 5 663 935 / 21 170 493 = 26.8 %.
    await family(
      [
        [
          'Quelle part de la population du Sénégal les régions de Tambacounda et de Dakar représentent-elles ensemble en 2029 ?',
        ],
        ['What share of Senegal’s population do Tambacounda and Dakar regions make up together in 2029?'],
      ],
      [/26[,.]8 %/, '5663935'],
    );
  });

  it('reads "moins de 5 ans" as an age in a rank, and a name given twice once', async () => {
    // OCHA 2020 T_00_04, departments of Matam: Matam 53 413 first.
    await family(
      [
        ['Dans la région de Matam, quel département compte le plus d’enfants de moins de 5 ans selon OCHA 2020 ?'],
        ['which department of Matam region has the most children under 5 (OCHA 2020)?'],
      ],
      [/1 \| Matam \| 53 ?413/],
    );
    // pop_2024: Ziguinchor 628 865 + Sédhiou 606 772 + Kolda 941 511 = 2 177 148.
    await family(
      [['What is the combined population of Ziguinchor, Sédhiou and Kolda regions (the Casamance) in 2024?']],
      ['2177148'],
    );
  });

  it('gives the total and one sex when both are asked apart', async () => {
    // OCHA 2020 adm3 Makacoulibantang: total 84 991, women 41 997.
    await family(
      [
        [
          "Quelle est la population de l'arrondissement de Makacoulibantang selon OCHA (2020), et combien de femmes y vivent ?",
        ],
        ['population of Makacoulibantang arrondissement (OCHA 2020), and how many women?'],
      ],
      ['84991', '41997'],
    );
  });
});

describe('differences and shares of the whole country', () => {
  it('computes moderate food insecurity only as moderate or severe minus severe', async () => {
    // EHCVM Kaolack: 27.8 − 2.6 = 25.2 %.
    await family(
      [
        ['In Kaolack region, what share of households is in moderate food insecurity only, leaving out severe?'],
        ['Kaolack : insécurité alimentaire modérée seulement, hors sévère ?'],
      ],
      [/25[,.]2 %/, /27[,.]8/, /2[,.]6/],
    );
  });

  it('gives an age group’s or a sex’s share of the whole country, in plain French', async () => {
    // OCHA 2020, 14 regions: 60+ 922 559 / 16 711 573 = 5.5 %.
    await family(
      [
        ["Quelle proportion de la population du Sénégal a 60 ans ou plus, d'après les données OCHA 2020 ?"],
        ['What share of Senegal’s population is 60 or over (OCHA 2020)?'],
      ],
      [/5[,.]52 %/, '922559'],
    );
    await family([['part des femmes au Sénégal en 2023']], [/49[,.]4 %/, 'du Sénégal'], ['de le Sénégal']);
  });
});

describe('a part of a split, added up', () => {
  it('sums the facility types named, beside the whole', async () => {
    // health_facilities_count_by_region_type: Kédougou posts 48 + centres 5 = 53; Sédhiou posts 75 + hospitals 3 = 78.
    await family(
      [
        ['Rég. de Kédougou : nb total de PS et de CS ?'],
        ['Kédougou region: health posts and health centres, in total?'],
      ],
      [/\*\*53\*\*/],
    );
    await family(
      [
        ['How many health posts and hospitals does Sédhiou region have altogether?'],
        ['postes de santé et hôpitaux de la région de Sédhiou, au total ?'],
      ],
      [/\*\*78\*\*/],
    );
  });
});

describe('units ranked by a change or a rate', () => {
  it('ranks regions or departments by their growth between two years', async () => {
    // population_ansd_regions (pop_2030 − pop_2025) / pop_2025: Kaffrine 19.1 %, Tambacounda 17.0 %, Sédhiou 16.7 %.
    await family(
      [
        ['Quelles sont les 3 régions dont la population croît le plus vite, en pourcentage, entre 2025 et 2030 ?'],
        ['the 3 fastest-growing regions between 2025 and 2030?'],
      ],
      [/1 \| Kaffrine/, /2 \| Tambacounda/, /3 \| S[ée]dhiou/, /19[,.]1 %/],
    );
    // Departments of Thiès 2023 → 2030, slowest first: Thiès +17.1 %.
    await family([['which departments of Thiès region grow slowest between 2023 and 2030?']], [/1 \| Thi[èe]s \| 879/]);
  });

  it('reads a level and a span of its own as a new question, even in a conversation', async () => {
    // After the dependency ratio (OCHA 2020 only), the growth of the population 2025 → 2030.
    await family(
      [['What is the dependency ratio of Sedhiou region?', 'the 3 fastest-growing regions between 2025 and 2030?']],
      [/1 \| Kaffrine/, /19[,.]1 %/],
    );
  });

  it('ranks regions by facilities per head, said per 10,000 inhabitants', async () => {
    // Health posts / census 2023 × 10 000: Ziguinchor 2.36 highest, Diourbel 0.59 lowest.
    await family(
      [
        ["c'est quelle région qui a le plus de postes de santé par habitant ?"],
        ['which region has the most health posts per inhabitant?'],
      ],
      [/1 \| Ziguinchor \| 2[,.]36/],
    );
    await family(
      [
        ['fewest health posts per head — which region?'],
        ['quelle région a le moins de postes de santé par habitant ?'],
      ],
      [/1 \| Diourbel \| 0[,.]59/],
    );
  });
});
