import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Reader rules that keep incidental words from choosing the answer (issue 12), each asked as a
 * family of phrasings in both languages. Expected values are read off data/knowledge by hand.
 */

const { chat, family } = analystFixture();

describe('reader rules', () => {
  it('a level word after several names gives each name that level', async () => {
    // population_ansd_departements_2023_2030.csv 2026: Mbour 1 015 214, Matam 421 381 → 593 833.
    await family(
      [
        "Mbour vs Matam departments in 2026: which has more people, and what's the gap?",
        'Mbour ou Matam (départements), lequel est le plus peuplé en 2026 et de combien ?',
        'compare Mbour and Matam depts pop 2026',
      ],
      ['1015214', '421381', '593833'],
      ['905778'],
    );
  });

  it('a level word after a list gives every name that level, none the scope of the others', async () => {
    // population_ansd_departements_2023_2030.csv 2025: Dakar 1 294 422… read by hand: Pikine 793 874, Rufisque 849 671.
    await family(
      [
        'Add up the 2025 populations of Dakar, Pikine and Rufisque departments',
        'Additionne la population 2025 des départements de Dakar, Pikine et Rufisque',
      ],
      ['793874', '849671', '2970967'],
    );
  });

  it('reads a level said after a name, a parent that qualifies it, and prefers a commune to an arrondissement', async () => {
    // ansd_projections_2023_2030_by_commune.csv: Diourbel commune 2023 157 554; Dakar Plateau 34 951.
    await family(
      ['habitants de Diourbel, la commune', 'population of Diourbel, the commune'],
      ['157554', /(Lu comme|Read as)[^\n]*Diourbel \(commune\)/],
    );
    await family(['population de Dakar-Plateau', 'How many people live in Dakar Plateau?'], ['34951']);
    await family(['population de l’arrondissement de Dakar Plateau'], [/OCHA/]);
    // "de la région de Dakar" qualifies Pikine; "et la région de Dakar" is a second place.
    await family(['population de Pikine de la région de Dakar'], ['764597'], ['4004425']);
    await family(['Compare Pikine et la région de Dakar', 'compare Pikine and Dakar region'], ['764597', '4004425']);
  });

  it('a dimension named alone asks for its measure (producer, kind, sex)', async () => {
    // ansd_projections_2023_2030_by_commune.csv Malicounda 2024..2026: 122 697, 125 739, 128 867.
    await family(
      [
        'Projections ANSD de la commune de Malicounda pour chaque année de 2024 à 2026 ?',
        'ANSD projections for Malicounda commune, each year 2024 to 2026',
        'projections malicounda 2024-2026 annee par annee',
      ],
      ['122697', '125739', '128867'],
    );
    // sen_admpop_adm2_2020.csv Birkelane 125 216 (OCHA 2020); departements 2023 151 064 (ANSD).
    await family(
      [
        'OCHA 2020 vs ANSD 2023 pour Birkelane (département), ça donne quoi ?',
        'Birkelane department: OCHA 2020 and ANSD 2023 figures?',
      ],
      ['125216', '151064', /producteurs différents|different producers/],
    );
  });

  it('relief items named beside catalog measures are context, not the subject', async () => {
    // Regions 2023 (sums of departments): Thiès 2 463 679, Kaffrine 820 404; health posts 228, 105.
    await family(
      [
        'On doit répartir des kits entre les régions de Thiès et de Kaffrine. Peux-tu comparer leur population en 2023 et leur nombre de postes de santé ?',
        'We must split blankets and kits between Thiès and Kaffrine regions: compare their 2023 population and their health posts.',
      ],
      ['2463679', '820404', '228', '105'],
    );
  });

  it('an age group alone, with no place, year or count, asks no figure', async () => {
    for (const q of [
      'mon enfant tousse depuis trois jours, que dois-je lui donner',
      'my children are bored, any ideas?',
    ]) {
      const a = await chat(q);
      expect(a.markdown, q).not.toMatch(/^\*(Lu comme|Read as)/);
      expect(a.data.figures, q).toEqual([]);
    }
    // …but with a place it is the OCHA 2020 age bands (sen_admpop_adm2_2020.csv Pikine, 0–14).
    const a = await chat("combien d'enfants à Pikine ?");
    expect(a.markdown).toMatch(/^\*Lu comme : population par âge · 0–14 ans · Pikine/);
  });

  it('an operation with a place and no measure asks the headline measure', async () => {
    // Sédhiou region (sum of departments) 2023 589 264 → 2030 729 603; Rufisque 2023 818 337 of Dakar 4 004 425.
    await family(
      [
        'Taux de croissance de la région de Sédhiou entre 2023 et 2030 ?',
        'growth of Sedhiou region between 2023 and 2030?',
      ],
      ['589264', '729603', /23[.,]8 %/],
    );
    await family(
      [
        'Poids démographique du département de Rufisque dans sa région en 2023 ?',
        'Demographic weight of Rufisque department in its region in 2023?',
      ],
      ['818337', '4004425', /20[.,]4 %/],
    );
  });

  it('reads thresholds in millions and with verbs, and "the 5 …" as a top N', async () => {
    // Regions 2030 over 1 000 000: 11 (Kédougou, Sédhiou, Ziguinchor below).
    await family(
      ["Quelles régions dépassent 1 million d'habitants en 2030 ?", 'Which regions exceed 1 million people in 2030?'],
      ['4554845', '1020537'],
      ['729603', '705637', '298855'],
    );
    // Least dense departments: Ranérou first; the 6th (Linguère) is not shown.
    await family(
      ['classement des 5 départements les moins denses', 'the 5 least dense departments'],
      ['Ranérou', 'Kédougou'],
      ['Linguère'],
    );
  });

  it('the share of women in a place is of its own inhabitants unless a wider whole is named', async () => {
    // Dakar region (sum of departments) 2023: women 1 985 666 of 4 004 425 → 49,6 %.
    await family(
      [
        'Part des femmes dans la population de la région de Dakar en 2023',
        'share of women in Dakar region population 2023',
      ],
      ['1985666', '4004425', /49[.,]6 %/],
    );
  });

  it('a change asked year by year gives every year; a change between two years gives the two ends', async () => {
    // population_ansd_regions_2023_2030.csv Kaffrine 2026..2028: 908 865, 941 072, 974 684.
    await family(
      [
        'How does the population of Kaffrine region evolve between 2026 and 2028, year by year?',
        'Évolution de la population de la région de Kaffrine entre 2026 et 2028, année par année ?',
      ],
      ['908865', '941072', '974684'],
    );
    await family(
      [
        'By how much does Kaffrine region grow between 2026 and 2028?',
        'De combien croît la région de Kaffrine entre 2026 et 2028 ?',
      ],
      ['908865', '974684', '65819'],
      ['941072'],
    );
  });

  it('gives inhabitants per health facility, of the kind asked, as a computed ratio', async () => {
    // Matam region 2023 (sum of departments) 831 632; health posts 101 → 8 234,0.
    await family(
      ['people per health post in Matam region', 'Combien d’habitants par poste de santé dans la région de Matam ?'],
      ['831632', '101', /8234[.,]0/],
    );
  });

  it('reads the usual short names of places (Tamba, Zig, St-Louis)', async () => {
    // Tambacounda region health posts 162, 2023 population 987 154 → 1,64 per 10 000.
    await family(
      [
        'slt, cb de postes de sante pr 10 000 hbts ds la region de tamba svp',
        'health posts per 10,000 people in Tamba region',
      ],
      ['162', '987154', /1[.,]64/],
    );
  });

  it('says so before the figure when a dimension asked is not published for the measure', async () => {
    // OCHA 2020 age bands are for both sexes only: Kaolack region 15–49 (T_15_19 … T_45_49).
    for (const q of [
      'combien de femmes de 15 a 49 ans dans la region de kaolack',
      'women aged 15 to 49 in Kaolack region',
    ]) {
      const md = (await chat(q)).markdown;
      const note = md.search(/ne publient pas|do not publish/);
      expect(note, q).toBeGreaterThan(0);
      expect(note, q).toBeLessThan(md.search(/\*\*[\d\s\u202f\u00a0,]+(habitants|inhabitants)\*\*/));
    }
  });

  it('reads a change asked as a gap, a variation or in percent for one place between two years', async () => {
    // population_ansd_regions_2023_2030.csv Louga 2023 1 125 910 → 2030 1 356 646: +230 736 (+20,5 %).
    await family(
      [
        'écart de population de Louga entre 2023 et 2030 en pourcentage',
        'Quelle est la variation de la population de la région de Louga entre 2023 et 2030 ?',
        'Louga region: population gap between 2023 and 2030, in percent?',
      ],
      ['1125910', '1356646', '230736', /20[.,]5 %/],
    );
  });

  it('answers density and population when both are asked, and density alone for "habitants au km²"', async () => {
    for (const q of [
      'How do Louga and Matam regions compare in density and population?',
      'densité et population de Kaffrine',
    ]) {
      const readings = (await chat(q)).markdown.split('\n').filter((l) => /^\*(Lu comme|Read as)/.test(l));
      expect(readings, q).toHaveLength(2);
    }
    const one = (await chat("nombre d'habitants au km2 à Pikine")).markdown
      .split('\n')
      .filter((l) => l.startsWith('*Lu comme'));
    expect(one).toEqual([expect.stringMatching(/densité de population · Pikine/)]);
  });

  it('a series with one end named runs to the data’s other end', async () => {
    // population_ansd_departements_2023_2030.csv Pikine 2023 764 597 … 2030 869 693; Mbour 2023 935 304 … 2028 1 066 542.
    await family(
      ['Pikine department population from 2023 onwards', 'population du département de Pikine à partir de 2023'],
      ['764597', '808816', '869693', /2023 →/],
    );
    await family(
      [
        'How will the population of Mbour department change each year until 2028?',
        'population du département de Mbour année par année jusqu’en 2028',
      ],
      ['935304', '1040541', '1066542', /→ 2028/],
      ['1093203'],
    );
  });
});
