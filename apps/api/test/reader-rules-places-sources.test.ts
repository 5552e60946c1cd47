import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Rules of the reader and planner found on unseen questions (issue 12), each as a family of
 * phrasings in both languages. Expected values are read off data/knowledge by hand.
 */

const { family } = analystFixture();

describe('places and sources', () => {
  it('reads names set side by side at one level, the broadest they all have', async () => {
    // population_ansd_departements: Bakel 2025 201 544, Tambacounda (department) 2025 453 681.
    await family(
      [
        ['bakel vs tambacounda pop 2025'],
        ['Which is bigger in 2025, Bakel or Tambacounda?'],
        ['Bakel ou Tambacounda, lequel est le plus peuplé en 2025 ?'],
      ],
      ['201544', '453681', '252137'],
    );
  });

  it('takes each year from the source that publishes it when two sources are asked', async () => {
    // Kaolack women: 2023 census (sum of its departments) 661 808; OCHA 2020 (adm1) 601 814.
    await family(
      [
        ['Combien de femmes dans la région de Kaolack selon le RGPH-5 de 2023, et combien selon OCHA 2020 ?'],
        ['Women in Kaolack region: 2023 census and OCHA 2020 figures, separately'],
      ],
      ['661808', '601814'],
    );
  });

  it('names the department of each commune when two communes share a name', async () => {
    // Mlomp: SN-ZG-BI4-5 (Bignona) 3 128; SN-ZG-OU3-1 (Oussouye) 11 426.
    await family(
      [['Mlomp commune, census population?'], ['cb d hbts a mlomp rgph 2023']],
      ['3128', '11426', 'Bignona', 'Oussouye'],
    );
  });
});

describe('operations', () => {
  it('sums over the departments of a region for each value of a dimension asked', async () => {
    // ansd_rgph5_2023_population_by_sex, Kolda's departments: women 446 887, men 467 910.
    await family(
      [
        ["How many women and how many men were counted in Kolda region's departments in the 2023 census, in total?"],
        ["nombre de femmes et d'hommes recensés en 2023 dans la région de Kolda, tous départements confondus"],
      ],
      ['446887', '467910'],
    );
  });

  it('reads "for how many inhabitants" as inhabitants per facility, and 10k as 10 000', async () => {
    // Louga 2023 1 125 910 / 161 health posts = 6 993,2; Dakar 2024 680 posts / 4 080 503 × 10 000 = 1.67.
    await family(
      [
        ["Louga : un poste de santé pour combien d'habitants, en 2023 ?"],
        ['how many inhabitants does each health post serve in Louga region in 2023?'],
      ],
      [/6[ ,]?993[.,]2/],
    );
    await family(
      [['Dakar: health posts per 10k people in 2024?'], ['postes de santé pour 10k habitants à Dakar en 2024']],
      [/1[.,]67/],
    );
  });
});

describe('needs of households and of a flood’s people', () => {
  it('counts a two-part kit per household, households named after an adjective', async () => {
    // SHE-03: 2 tarpaulins + 30 m rope per household: 900 households → 1 800 tarpaulins, 27 000 m.
    await family(
      [
        ['How many tarpaulins and how much rope do 900 affected households need?'],
        ['baches + corde pr 900 menages svp'],
      ],
      ['1800', '27000'],
    );
  });

  it('totals a bare period ("10 days") and answers a long needs follow-up for the flood’s people', async () => {
    // WAT-04 50 L × 15 250 × 10 days = 7 625 000 L; Rufisque SEN-2020-01 3 741 affected × 15 L = 56 115 L.
    await family(
      [
        ['water for 15,250 people, 10 days, the 50 L urban standard?'],
        ['eau pour 15 250 personnes, 10 jours, norme urbaine de 50 L'],
      ],
      ['7625000'],
    );
    await family(
      [
        [
          'Combien de personnes ont été sinistrées dans le département de Rufisque lors des inondations de septembre 2020 ?',
          "Et pour l'eau ? Combien de litres par jour leur faut-il avec 15 L par personne et par jour ?",
        ],
        [
          'How many people were affected in Rufisque department by the September 2020 floods?',
          'And how much water do they need per day at 15 L per person per day?',
        ],
      ],
      ['56115'],
    );
  });
});

describe('shares, ranks and honest refusals', () => {
  it('gives an age group’s share of the same place, source and year', async () => {
    // sen_admpop_adm2_2020 Foundiougne: 0–14 = 167 711 of 345 691 = 48.5 %.
    await family(
      [
        ['Quelle part de la population du département de Foundiougne a moins de 15 ans selon OCHA 2020 ?'],
        ["What share of Foundiougne department's people are under 15 (OCHA 2020)?"],
      ],
      [/48[.,]5/, '345691'],
    );
  });

  it('ranks the regions of a survey share asked "with the %"', async () => {
    // vulnerability_ehcvm_2021_2022_by_region, households with a shock in 3 years: Diourbel 82.4, Kaffrine 80.5.
    await family(
      [
        ["c'est quoi les 3 régions où le plus de ménages ont subi un choc ces trois dernières années ? avec les %"],
        ['the 3 regions where most households had a shock in the last three years, with the %'],
      ],
      [/82[.,]4/, /80[.,]5/, 'Diourbel'],
    );
  });

  it('reads a share of households hit by floods in a milieu as the survey, not an event', async () => {
    // household_shocks_ehcvm_2021_2022_by_milieu: floods, Dakar urban 7.5 %.
    await family(
      [
        ['à Dakar (milieu urbain), combien de ménages en % ont été touchés par des inondations ?'],
        ['% of households hit by floods in urban Dakar'],
      ],
      [/7[.,]5 ?%/],
    );
    // The survey's transcriber notes are in English: quoted as the source's words in French (in the
    // survey's table; the figure of one milieu says the catalog's own French note instead).
    await family(
      [
        [
          'Dans quel milieu les inondations touchent-elles la plus grande part des ménages : Dakar, les autres villes ou le milieu rural ?',
        ],
      ],
      [/« Report text[^»]*» \(texte de la source, en anglais\)/],
    );
    await family(
      [['à Dakar (milieu urbain), combien de ménages en % ont été touchés par des inondations ?']],
      [/le texte du rapport EHCVM 2021–2022 \(p\. 96\) donne 7,2 %/],
    );
  });

  it('says no rain forecast is held, refuses bed counts, and gives an event’s households', async () => {
    await family(
      [
        ['Combien de millimètres de pluie tomberont à Dakar en août prochain ?'],
        ['How much rain will fall in Dakar next August?'],
      ],
      [/(Pas de données sur les prévisions|no data on forecasts)/],
    );
    await family(
      [['Saint-Louis region hospital bed capacity?'], ['capacité en lits des hôpitaux de Louga']],
      [/(pas de donn|no data)/i],
    );
    // flood_events.csv SEN-2024-02: 774 households affected.
    await family(
      [
        ['How many affected households were there in the 2024 Senegal River flood?'],
        ['Combien de ménages touchés par la crue du fleuve Sénégal en 2024 ?'],
      ],
      ['774'],
    );
  });
});

describe('several asks in one question', () => {
  it('reads parts asked at different dates or from different sources apart', async () => {
    // Dakar department: women 2023 census (by sex file) and under-5 OCHA 2020 (adm2 T_00_04) 139 746.
    await family(
      [
        [
          "Dans le département de Dakar, combien de femmes et d'hommes au recensement de 2023, et combien d'enfants de moins de 5 ans selon OCHA 2020 ?",
        ],
        ['For Dakar department: women and men at the 2023 census, and children under five per OCHA 2020?'],
      ],
      ['139746', /femmes|women/i],
    );
  });

  it('answers two asks of different subjects in turn, the second taking the first one’s place', async () => {
    // flood_events SEN-2024-02 affected 55 600; health_facilities Bakel department 35 health posts.
    await family(
      [
        ['Combien de personnes affectées à Bakel en 2024 et combien de postes de santé ?'],
        ['How many people were affected in Bakel in 2024, and how many health posts are there?'],
      ],
      ['55600', /35 (postes|health posts)/],
    );
  });

  it('leaves asks of one subject to its handler, whole', async () => {
    // SAN-01 20 000 / 50 = 400 toilets; SAN-03 3:1 → 300 for women, 100 for men.
    await family(
      [
        [
          'Combien de toilettes faut-il en première phase pour 20 000 personnes, et combien pour les femmes et pour les hommes ?',
        ],
        ['How many toilets for 20,000 people in the first phase, and how many for women and for men?'],
      ],
      ['400', '300', '100'],
    );
  });
});

describe('ages and places outside Senegal', () => {
  it('reads "under-5", "under 5s" and "les moins de 5 ans" as an age group, never a threshold or a rank', async () => {
    // sen_admpop_adm2_2020 T_00_04: Matam 53 413, Podor 77 023; adm1 Kolda 139 320, Matam 117 416.
    await family(
      [
        ['Compare the under-5 population of Matam and Podor departments'],
        ['moins de 5 ans : Matam vs Podor (départements)'],
      ],
      ['53413', '77023'],
    );
    await family([['under 5s in Kolda region'], ['les moins de 5 ans dans la région de Kolda']], ['139320']);
  });

  it('answers nothing of Senegal for a place abroad, and keeps the shared rivers ours', async () => {
    await family(
      [
        ['How many people died in the 2022 Pakistan floods?'],
        ['population du Mali'],
        ['inondations en Gambie en 2020'],
      ],
      [/(hors du champ|outside)/],
      ['18126390', '18 126 390'],
    );
    // flood_events SEN-2024-02, the Senegal, Falémé and Gambia rivers: 55 600 affected.
    await family(
      [
        ['crue du fleuve Sénégal à la frontière mauritanienne en 2024'],
        ['Gambia river floods in 2024: people affected?'],
      ],
      ['55600'],
    );
  });
});

describe('wave-3 rules', () => {
  it('adds places joined by + or plus, and reads "X est plus peuplé" as a verb', async () => {
    // population_ansd_departements 2029, sums of departments: Kaffrine 1 009 698 + Sédhiou 706 860 = 1 716 558.
    await family(
      [['pop kaffrine + sedhiou en 2029 cb'], ['Kaffrine plus Sédhiou, ça fait combien de monde en 2029 ?']],
      ['1716558'],
    );
    await family([['Thiès est plus peuplé que Louga ?']], ['Thiès (région)'], ['Thies Est']);
  });

  it('never reads a period or a survey’s years as a standard or a series', async () => {
    // FOO-01 2 100 kcal × 1 000 × 10 days = 21 000 000; HYG-01 250 g × 1 000 = 250 000 g a month.
    await family(
      [
        ['What total food energy must be covered for 1,000 people over 10 days?'],
        ['énergie alimentaire pour 1 000 personnes pendant 10 jours'],
      ],
      ['21000000', 'FOO-01'],
    );
    await family([['savon de toilette et savon de lessive pour 1 000 personnes pendant 1 mois']], ['250000', '200000']);
    // vulnerability_ehcvm_2021_2022_by_region, severe food insecurity: Tambacounda 9.6, Kédougou 9.4.
    await family(
      [['Which 2 regions have the highest severe food insecurity according to EHCVM 2021-2022?']],
      [/9\.6/, /9\.4/],
    );
  });

  it('reads "60 ans et +", "60 or over" and households with a per-person standard', async () => {
    // sen_admpop_adm1_2020 Tambacounda 60+ = 37 534; WAT-04 50 L × 1 200 households × 9 = 540 000 L.
    await family(
      [
        ['Nb de pers. de 60 ans et + dans la rég. de Tambacounda (OCHA 2020) ?'],
        ['people aged 60 or over in Tambacounda region, OCHA 2020'],
      ],
      ['37534'],
    );
    await family(
      [
        ['1,200 urban households at 50 L/person/day — daily volume?'],
        ['1 200 ménages urbains à 50 L par personne et par jour : volume journalier ?'],
      ],
      ['540000'],
    );
  });

  it('compares two places in value and percent, and gives an age group’s share in each place', async () => {
    // Thiare 35 776 − Keur Mandongo 13 488 = 22 288 (165.2 %); OCHA 2020 60+: Dakar 5.3 %, Matam 5.7 %.
    await family(
      [['ecart de population entre les communes de Thiare et Keur Mandongo en 2023, en valeur et en %']],
      ['22288', /165[.,]2/],
    );
    await family(
      [
        [
          'En proportion, où les 60 ans et plus pèsent-ils le plus selon OCHA 2020 : la région de Dakar ou la région de Matam ?',
        ],
        ['percentage of people over 60 in Dakar and Matam regions, OCHA 2020'],
      ],
      [/5[.,]28 ?%/, /5[.,]69 ?%/],
    );
  });

  it('splits by sex when the total is asked beside one sex', async () => {
    // ansd_rgph5_2023_population_by_sex: Dinguiraye (Bambey) total 11 881, women 5 659.
    await family(
      [
        ['Dinguiraye, la commune qui est dans la région de Diourbel : population et femmes en 2023 ?'],
        ['Dinguiraye commune in Diourbel region — total and women, 2023?'],
      ],
      ['11881', '5659'],
    );
  });

  it('sums places "réunis", names the nearest unit when none passes a threshold, and never reads a count as an age', async () => {
    // Matam's departments 2023: 831 632; Dakar region's largest commune: Keur Massar Nord 224 765.
    await family(
      [
        ["Les départements de Matam réunis, ça fait combien d'habitants ?"],
        ["Matam region's departments put together: how many inhabitants?"],
      ],
      ['831632'],
    );
    await family(
      [
        ['Quelles communes de la région de Dakar dépassent 300 000 habitants ?'],
        ['Which communes of Dakar region have over 300,000 inhabitants?'],
      ],
      ['224765'],
    );
    await family(
      [['departments under 100,000 inhabitants in 2023'], ['départements de moins de 100 000 habitants en 2023']],
      [/Salémata/, '28026'],
      ['0–9', '0-9'],
    );
    // OCHA 2020 regions summed: under-5s of Senegal 2 465 324 (a sum, said so).
    await family(
      [
        ['How many children under five did Senegal have in total according to OCHA 2020?'],
        ['senegal cb d enfants - 5 ans ocha 2020'],
      ],
      ['2465324', /(sum of its regions|somme de ses régions)/],
    );
  });
});
