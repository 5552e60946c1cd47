import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { digits } from './helpers/chat.ts';

/**
 * Two communes of one name compared (issue 12, "compare"): each settled by the parent named right
 * after it ("Mlomp (Bignona) et Mlomp (Oussouye)"), or both asked for ("les deux communes de
 * Missirah", "both Patars"). ansd_rgph5_2023_population_by_sex.csv: Mlomp (Bignona) 3 128,
 * Mlomp (Oussouye) 11 426; Missirah (Mbacké) 8 416, Missirah (Tambacounda) 57 580; Patar
 * (Diourbel) 26 656, Patar (Fatick) 30 583.
 */

const { chat, family } = analystFixture();

describe('two communes of one name side by side', () => {
  it('reads each name with the parent named after it', async () => {
    await family(
      [
        'Mlomp (Bignona) et Mlomp (Oussouye) : laquelle des deux communes est la plus peuplée en 2023 ?',
        'Compare Mlomp in Bignona and Mlomp in Oussouye at the 2023 census',
        'Mlomp Bignona vs Mlomp Oussouye, population 2023 ?',
      ],
      ['3128', '11426', '8298'],
      ['28642', '5705'],
    );
    await family(
      [
        'Missirah (Mbacké) vs Missirah (Tambacounda) : population en 2023 ?',
        'Missirah in Tambacounda or Missirah in Mbacké: which is bigger?',
      ],
      ['8416', '57580'],
      ['149071'],
    );
  });

  it('gives both units of the name when both are asked', async () => {
    await family(
      [
        'Compare the two communes named Missirah at the 2023 census.',
        'Population des deux communes de Missirah ?',
        'Missirah : les deux communes, combien d habitants chacune ?',
      ],
      ['8416', '57580'],
    );
    await family(
      ['Both Patar communes: how many inhabitants each?', 'Les deux Patar, population 2023'],
      ['26656', '30583'],
    );
  });

  it('labels each of the two by its department, and offers neither as the other reading', async () => {
    const md = digits((await chat('Population de Mlomp (Bignona) et de Mlomp (Oussouye) en 2023')).markdown).replace(
      /[\u00a0\u202f]/g,
      ' ',
    );
    expect(md).toContain('Mlomp (commune) — Bignona');
    expect(md).toContain('Mlomp (commune) — Oussouye');
    expect(md).not.toContain('désigne aussi');
  });
});

describe('a commune of a twin name, its department named after a level word', () => {
  it('is the commune of that department, not a comparison with the department', async () => {
    await family(
      [
        'pop Missirah dept Tambacounda 2023',
        'Missirah (dépt Tambacounda) : population 2023',
        'Missirah dpt Tambacounda population?',
      ],
      ['57580'],
      ['427419', 'comparison', 'comparaison'],
    );
    await family(
      ['Mlomp dept Oussouye : pop en 2023', 'population of Mlomp dept Oussouye'],
      [/\*\*11426/],
      ['comparison', 'comparaison'],
    );
  });
});
