import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Asks separated by question marks, each with its own year or group, some of one word ("area?"):
 * each ask is answered at its own date (population, census by sex and admin files of
 * data/knowledge), in both languages.
 */

const { family } = analystFixture();

describe('asks ended by question marks', () => {
  it('reads each ask with its own year, a one-word measure included', async () => {
    // Saraya department: 2027 projection 103 930; women at the 2023 census 40 341; area 7 894.3 km².
    await family(
      [
        'Saraya dept: population 2027? women 2023? area?',
        'Département de Saraya : population 2027 ? femmes au recensement ? superficie ?',
        'dept saraya: pop 2027 ? nb de femmes en 2023 ? superficie ?',
        'Saraya department — population in 2027? number of women at the 2023 census? area?',
      ],
      ['103930', '40341', /7[ ,]?894[.,]3/],
    );
  });

  it('gives a region its own figures ask by ask', async () => {
    // Fatick region: 2030 projection 1 113 873; men at the 2023 census 453 865; 2 hospitals.
    await family(
      [
        'Région de Fatick : population en 2030 ? hommes au recensement 2023 ? hôpitaux ?',
        'Fatick region: population in 2030? men at the 2023 census? hospitals?',
      ],
      ['1113873', '453865', /\b2 (hôpitaux|hospitals)/],
    );
  });
});
