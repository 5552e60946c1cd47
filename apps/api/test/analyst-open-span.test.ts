import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A change with one end named ("d'ici 2030", "up to 2030") runs from the data's first year, for one
 * place or ranked over units; a rate published by region only gives the region's value beside a
 * department. Kolda region 914 797 (2023) → 1 126 971 (2030): +3.02 % a year. Louga region's
 * departments 2023 → 2030: Linguère +21.9 %, Kébémer +20.9 %, Louga +19.2 %.
 */

const { family } = analystFixture();

describe('a change up to a year', () => {
  it('gives the yearly growth of a place up to the year named', async () => {
    await family(
      [
        'la région de Kolda ça grandit de combien de % par an en moyenne jusqu’en 2030 ?',
        'De combien de % par an la région de Kolda grossit-elle en moyenne d’ici 2030 ?',
        'How fast does Kolda region grow each year on average up to 2030, in %?',
      ],
      ['914797', '1126971', /3[,.]02/],
    );
  });

  it('ranks the units that grow fastest up to the year named', async () => {
    await family(
      [
        'dans la région de Louga, c’est quel département qui grossit le plus vite d’ici 2030 (en %) ?',
        'Which department of Louga region grows fastest until 2030, in percent?',
      ],
      ['Linguère', /21[,.]9/, /20[,.]9/],
    );
  });
});

describe('a change between two sources', () => {
  it('gives the gap between OCHA 2020 and the 2023 census as one change', async () => {
    // Fatick region: OCHA 2020 883 785, 2023 census (sum of its departments) 906 922 → +23 137.
    await family(
      [
        'For Fatick region, what is the gap between OCHA’s 2020 population and the 2023 census?',
        'Région de Fatick : quel écart entre la population OCHA de 2020 et celle du recensement de 2023 ?',
      ],
      ['883785', '906922', '23137'],
    );
  });
});

describe('a rate published by region only', () => {
  it('gives the region’s value beside a department, said to be the region’s', async () => {
    await family(
      [
        'Quel est le taux d’insécurité alimentaire modérée ou sévère dans le département de Birkelane ?',
        'What is the moderate or severe food insecurity rate in Birkelane department?',
      ],
      ['Kaffrine', /41[,.]2/, /publié que par région|published by region only/],
    );
  });
});

describe('one value of a dimension per another', () => {
  it('divides health posts by health centres, for each place', async () => {
    // Health posts / health centres: Sédhiou 75 / 7 = 10.71, Kaffrine 70 / 4 = 17.5, Louga 161 / 30 = 5.37.
    await family(
      [
        'Combien de postes de santé compte-t-on par centre de santé dans la région de Sédhiou, et dans celle de Kaffrine ?',
        'How many health posts per health centre in Sédhiou and Kaffrine regions?',
      ],
      [/10[,.]71/, /17[,.]50?/],
    );
    await family(['posts per health centre: Louga vs Sédhiou?'], [/5[,.]37/, /10[,.]71/]);
  });
});

describe('a share of the unit above, named by a possessive or an adjective', () => {
  it('takes the region as the whole of a commune’s share', async () => {
    // Bele 25 861 / Tambacounda region 987 154 = 2.62 %; Ndioum 20 270 / Saint-Louis 1 202 438 = 1.69 %.
    await family(
      [
        'Quelle part de la population de sa région la commune de Bele représente-t-elle au recensement de 2023 ?',
        'What share of its region’s population does the commune of Bele make up at the 2023 census?',
      ],
      ['987154', /2[,.]62/],
    );
    await family(['Part de la pop. régionale de la commune de Ndioum (RGPH-5 2023) ?'], ['1202438', /1[,.]69/]);
  });
});

describe('a caveat for one value of a dimension', () => {
  it('says the EHCVM report gives floods 7.2 % in its text and 8.2 % in its table', async () => {
    await family(
      [
        'Au niveau national, quelle part des ménages a subi des inondations selon l’EHCVM 2021-2022 ?',
        'Nationally, what share of households were hit by floods according to the EHCVM 2021-2022?',
      ],
      [/8[,.]2/, /7[,.]2/],
    );
  });
});
