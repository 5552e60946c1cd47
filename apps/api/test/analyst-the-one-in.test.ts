import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Population de la commune de Patar ? — Je parle de celle du département de Fatick." (issue 12):
 * after a name that exists twice, the follow-up naming the unit above one of them picks it.
 * ansd_rgph5_2023_population_by_sex.csv: Patar (Diourbel) 26 656, Patar (Fatick) 30 583;
 * Missirah (Mbacké) 8 416, Missirah (Tambacounda) 57 580.
 */

const { family } = analystFixture();

describe('the one of two same-named units the follow-up means', () => {
  it('gives the figure before for the unit under the place named', async () => {
    await family(
      [
        [
          'Quelle est la population de la commune de Patar au recensement de 2023 ?',
          'Je parle de celle du département de Fatick.',
        ],
        ['Population of Patar commune at the census?', 'I mean the one in Fatick department'],
      ],
      ['30583'],
      ['408566'],
    );
    await family(
      [
        ['Population de la commune de Missirah ?', 'celle de la région de Tambacounda'],
        ['How many people live in Missirah commune?', 'the one in Tambacounda region'],
      ],
      ['57580'],
    );
  });
});
