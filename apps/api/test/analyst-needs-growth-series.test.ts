import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Needs for the people of the answer before, growth and series asked in words the reader did not
 * take (issue 12). Figures from data/knowledge (ANSD departments, sums of departments for regions
 * and the country; response_standards.csv): Goudiry 2026 183 898 × WAT-04 50 L = 9 194 900 L;
 * SEN-2024-02 56 000 displaced × SHE-02 45 m² = 2 520 000 m²; SEN-2020-01 3 285 displaced × 45 =
 * 147 825 m²; Senegal 2025 19 075 965 → 2030 21 734 278 (+2 658 313); Dagana 2023–2026 329 063,
 * 336 769, 344 738, 352 975; Diourbel region 2025–2028 2 208 281, 2 275 508, 2 345 014, 2 416 821;
 * Kolda department 2030 399 384; Bakel department 2026 207 884; Mbacké 2023 1 359 756 → 2030
 * 1 678 078 (+318 322, 45 475 a year); Bignona 2023 287 500 → 2029 322 039 (+34 539, +12.0 %);
 * 12 600 people × WAT-04 50 L = 630 000 L; NFI-02 4 singles or 2 doubles × 50 families = 200 / 100;
 * WAT-03 2.5–3 L × 2 000 people × 10 days = 50 000 – 60 000 L; NUT-02 > 70 % (urban), NUT-01 > 50 %;
 * Kaolack department +146 479 (2023–2030), the most of its region; Tambacounda department 2024–2026
 * 439 979, 453 681, 467 953; SEN-2016-01 12 180 affected (Kaffrine 7 500 of them) × 2 100 kcal.
 */

const { family } = analystFixture();

describe('needs for the people of the answer before', () => {
  it('sizes a need for the population just given, when the follow-up says "for them"', async () => {
    await family(
      [
        ['Population du département de Goudiry en 2026 ?', 'et l’eau pour eux au standard urbain de 50 litres ?'],
        [
          'What is the population of Goudiry department in 2026?',
          'how much water for them at the urban 50 litres standard?',
        ],
        ['pop dept goudiry 2026', 'cb de litres d eau pr eux en milieu urbain'],
      ],
      ['183898', '9194900'],
    );
  });

  it('sizes a camp for the people a flood displaced, the whole episode’s when no place has its own', async () => {
    await family(
      [
        [
          'Combien de personnes ont été déplacées par les crues du fleuve en 2024 ?',
          'Et quelle surface de camp faudrait-il pour elles ?',
        ],
        ['How many people were displaced by the 2024 river floods?', 'what camp area would they need?'],
      ],
      ['56000', '2520000'],
    );
    await family(
      [
        [
          'How many people were displaced by the 2020 floods in Dakar and Thies?',
          'and what camp area would they need?',
        ],
        ['combien de déplacés lors des inondations de 2020 à Dakar et Thiès ?', 'quelle superficie de camp pour eux ?'],
      ],
      ['3285', '147825'],
    );
  });
});

describe('growth with no measure named', () => {
  it('ranks the units of a level named in the singular', async () => {
    await family(
      [
        'Which region grows fastest between 2023 and 2030?',
        'Quelle région croît le plus vite entre 2023 et 2030 ?',
        'quelle region augmente le plus entre 2023 et 2030',
      ],
      [/\| 1 \| Kaffrine \| 820 ?404 \| 1 ?046 ?120/],
    );
    await family(
      [
        'which department grows the least between 2024 and 2028?',
        'quel département croît le moins entre 2024 et 2028 ?',
      ],
      [/\| 1 \| Pikine \|/],
    );
  });

  it('reads the country as the place', async () => {
    await family(
      [
        'slt de combien le senegal augmente entre 2025 et 2030 ?',
        'By how much does Senegal grow between 2025 and 2030?',
        'De combien le Sénégal grandit-il de 2025 à 2030 ?',
      ],
      ['2658313'],
    );
  });
});

describe('series asked as a course, a follow-up span or the latest projection', () => {
  it('gives every year of a place’s evolution over a span', async () => {
    await family(
      [
        'evolution de la population de dagana entre 2023 et 2026',
        'How did Dagana department’s population evolve from 2023 to 2026?',
        'évolution pop dépt Dagana 2023-2026 ?',
      ],
      ['329063', '336769', '344738', '352975'],
    );
  });

  it('runs a follow-up from the year before to the year named', async () => {
    await family(
      [
        ['Population of Diourbel region in 2025?', 'and year by year until 2028?'],
        ['pop région diourbel 2025', 'et chaque année jusqu’en 2028 ?'],
        ['Population de la région de Diourbel en 2025', 'et pour les années suivantes jusqu’en 2028 ?'],
      ],
      ['2208281', '2275508', '2345014', '2416821'],
    );
  });

  it('gives the last projected year for the latest projection, and a place’s latest figure', async () => {
    await family(
      [
        'Quelle est la dernière projection disponible pour le département de Kolda ?',
        'Most recent projection for Kolda department?',
        'latest projection for Kolda dept?',
      ],
      ['399384', '2030'],
    );
    await family(
      ['what is the most recent figure for Bakel department?', 'dernier chiffre pour le département de Bakel ?'],
      ['207884'],
    );
  });
});

describe('words of a growth, a standard or a count that took another sense', () => {
  it('reads "per year" in a growth as its yearly average, not a ratio of people per facility', async () => {
    await family(
      [
        'How many people per year on average does Mbacke department add between 2023 and 2030?',
        'combien d’habitants par an en moyenne gagne le département de Mbacké entre 2023 et 2030 ?',
        'Mbacké dept: how many inhabitants a year does it gain from 2023 to 2030?',
      ],
      ['1359756', '1678078', '45475'],
    );
  });

  it('reads "prend combien d’habitants" as a growth, asked in percent too', async () => {
    await family(
      [
        'bignona prend combien d’habitants entre 2023 et 2029 et ca fait combien en pourcentage',
        'Le département de Bignona prendra combien d’habitants de 2023 à 2029, et quel pourcentage ?',
      ],
      ['34539', /12[,.]0 %/],
    );
  });

  it('reads an urban middle-income context as the urban water standard, not the share of income', async () => {
    await family(
      [
        'daily water for 12,600 displaced people using the urban middle-income figure?',
        'eau par jour pour 12 600 déplacés en contexte urbain à revenu intermédiaire ?',
      ],
      ['630000', 'WAT-04'],
      ['WAT-10'],
    );
  });

  it('never multiplies a share of income by households', async () => {
    await family(
      [
        'water affordability: what share of household income for 2,000 people?',
        'quelle part du revenu des ménages pour l’eau, pour 2 000 personnes ?',
      ],
      [/≤ ?5 %/],
      ['1115'],
    );
  });

  it('counts families followed by "per the kit" as households', async () => {
    await family(
      ['Blankets for 50 families per the flood kit?', 'couvertures pour 50 familles selon le kit inondation ?'],
      ['200', '100'],
    );
  });
});

describe('a standard given as a range, over a period', () => {
  it('gives both ends of the range over the days asked', async () => {
    await family(
      [
        'En pure survie (boisson et alimentation), combien d’eau faut-il pour 2 000 personnes pendant 10 jours ?',
        'survival water (drinking and food) for 2,000 people over 10 days, low and high end?',
        'eau de survie pr 2000 pers sur 10 jours',
      ],
      ['50000', '60000'],
    );
  });
});

describe('a standard asked as a minimum', () => {
  it('says what the standard is when asked for its minimal or acceptable level', async () => {
    await family(
      [
        'Taux de couverture minimal du traitement de la malnutrition aiguë en zone urbaine ?',
        'What is the minimal acceptable coverage of acute malnutrition treatment in urban areas?',
        'couverture minimale prise en charge malnutrition aigue en ville ?',
      ],
      ['NUT-02', /> ?70 %/],
    );
  });
});

describe('more words of a growth, a course or the people before', () => {
  it('reads "adds" as a growth, ranked within a region', async () => {
    await family(
      [
        'In Kaolack region, which department adds the most people from 2023 to 2030?',
        'Which department of Kaolack region increases the most between 2023 and 2030, in people?',
      ],
      [/\| 1 \| Kaolack \|/, '146479'],
    );
  });

  it('gives every year when a follow-up asks the course up to a year', async () => {
    await family(
      [
        ['Population du département de Tambacounda en 2023', 'et son évolution jusqu’en 2026 ?'],
        ['Tambacounda department population in 2023', 'and how does it evolve until 2026?'],
      ],
      ['439979', '453681', '467953'],
    );
  });

  it('sizes a need for a flood’s whole figure when the answer before gave several places', async () => {
    await family(
      [
        [
          'Combien de personnes ont été affectées par les inondations de 2016 à Kaffrine et Kolda ?',
          'combien de kcal par jour pour elles ?',
        ],
        ['How many people were affected by the 2016 floods in Kaffrine and Kolda?', 'how many kcal a day for them?'],
      ],
      ['12180', '25578000'],
    );
    await family(
      [
        [
          'combien de personnes affectées à Kaffrine par les inondations de juillet 2016 ?',
          'et l’eau par jour pour elles ?',
        ],
      ],
      ['7500', '112500'],
    );
  });
});
