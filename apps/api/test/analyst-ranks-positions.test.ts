import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { digits } from './helpers/chat.ts';

/**
 * Ranks and counts (issue 12), by family in both languages: bands of sizes, a change ranked in
 * numbers, one place's position among all units of its level, and the count of several levels of
 * divisions at once. Expected values are read off data/knowledge by hand
 * (population_ansd_departements_2023_2030.csv, ansd_area_codes_regions_departments_communes.csv).
 */

const { chat, family } = analystFixture();

describe('bands, gains and positions', () => {
  it('reads "entre X et Y habitants" as a band, never as people to serve', async () => {
    // Regions 2025 between 1 and 2 million: Kaolack 1 415 481, Saint-Louis 1 259 716,
    // Louga 1 186 521, Tambacounda 1 049 252.
    await family(
      [
        "en 2025, c'est quelles régions qui sont entre 1 000 000 et 2 000 000 habitants ?",
        'Which regions had between 1,000,000 and 2,000,000 inhabitants in 2025?',
        'Rég. entre 1 000 000 et 2 000 000 hab. en 2025 ?',
      ],
      ['1415481', '1259716', '1186521', '1049252'],
      ['1143', 'Besoins'],
    );
  });

  it('ranks a change in numbers when asked so, with the percent beside it', async () => {
    // 2023→2027: Mbacké +173 003, Mbour +105 237 (Koumpentoum grows fastest in percent).
    await family(
      [
        "Quels sont les 2 départements qui gagnent le plus d'habitants, en nombre, entre 2023 et 2027 ?",
        'Which 2 departments gain the most inhabitants, in absolute numbers, between 2023 and 2027?',
      ],
      [/Mbacké \| 1\s?359\s?756 \| 1\s?532\s?759 \| \+173\s?003/, '105237'],
      ['Koumpentoum'],
    );
  });

  it("gives one place's position among every unit of its level", async () => {
    // Departments by 2024 population: Ziguinchor 280 541 is 29th of 46.
    await family(
      [
        'rang dept ziguinchor en pop 2024 sur les 46',
        'Where does Ziguinchor department rank among the 46 departments by population in 2024?',
      ],
      [/\b29\b/, '46', '280541'],
    );
    // Linguère 312 224 in 2023: 26th of 46.
    const md = digits((await chat('Quel est le rang du département de Linguère en population en 2023 ?')).markdown);
    expect(md).toMatch(/rang 26 sur 46/);
  });

  it('ranks the units of the level asked inside a place given another level', async () => {
    // sen_admpop_adm3_2020.csv, Fatick department: Tataguine 138 833 is the largest arrondissement.
    await family(
      [
        'Which is the most populated arrondissement of Fatick department according to OCHA 2020?',
        "Quel est l'arrondissement le plus peuplé du département de Fatick selon OCHA ?",
      ],
      ['138833', 'Tataguine'],
    );
  });

  it('counts several levels of divisions in one question', async () => {
    // 14 regions, 46 departments, 553 communes in the ANSD code list.
    await family(
      [
        'Combien le Sénégal compte-t-il de régions, de départements et de communes ?',
        'How many regions, departments and communes does Senegal have?',
        'senegal cb d regions, d depts et d communes ?',
      ],
      [/\*\*14 r[ée]gions\*\*/, /\*\*46 d[ée]parte?ments\*\*/, /\*\*553 communes\*\*/],
    );
  });
});

describe('the year a series crosses a value, its last year, the latest flood', () => {
  it('gives the first year a projection passes the value asked', async () => {
    // Senegal (sum of the 46 departments): 2026 19 575 062, 2027 20 090 628.
    await family(
      [
        "En quelle année le Sénégal passe-t-il le cap des 20 millions d'habitants ?",
        'when does Senegal hit 20 million people?',
      ],
      [/2027/, '20090628', '19575062'],
    );
    // Médina Yoro Foulah department: 2025 196 523, 2026 202 418.
    await family(
      ['Le département de Médina-Yorofoula, ça passe la barre des 200 000 habitants en quelle année ?'],
      ['2026', '202418'],
    );
    // Dakar region 2030 = 4 554 845: never 5 million within the projections.
    const md = digits((await chat("Quand la région de Dakar atteindra-t-elle 5 millions d'habitants ?")).markdown);
    expect(md).toMatch(/n'atteint pas 5000000 habitants d'ici 2030/);
  });

  it('reads the last projected year of a place', async () => {
    // Tambacounda region 2030 = 1 227 545.
    await family(
      [
        'Dernière année projetée (ANSD) pour rég. de Tambacounda et pop. correspondante ?',
        'What is the last projected year for Tambacounda region and its population then?',
      ],
      ['1227545', '2030'],
    );
  });

  it('takes the latest (or earliest) recorded flood of a place', async () => {
    await family(
      ['Quand a eu lieu la dernière inondation à Dakar ?', 'When was the most recent flood in Dakar?'],
      ['SEN-2024-01'],
      ['SEN-2005-01'],
    );
    await family(
      ['Quelle est la première inondation recensée dans la base ?', 'What is the earliest flood recorded?'],
      ['SEN-2005-01'],
      ['SEN-2024'],
    );
  });
});
