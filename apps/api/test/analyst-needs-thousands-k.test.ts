import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A head count written with k (issue 12): "2k" is 2,000 people, never the year 2000.
 * response_standards.csv WAT-01 15 L per person per day, SAN-01 1 toilet per 50 people:
 * 2,000 people need 30 000 L a day and 40 toilets in the first phase.
 */

const { family } = analystFixture();

describe('thousands written with k', () => {
  it('reads 2k as 2,000 people, not as a year', async () => {
    await family(
      [
        'water 4 2k ppl per day minimum?',
        'h2o for 2k people a day?',
        'eau pr 2k pers par jour svp',
        "de l'eau pour 2k sinistrés ?",
      ],
      ['30000'],
      ['No data on population for 2000', 'Pas de données de population pour 2000'],
    );
    await family(['latrines pr 2k sinistrés ?', 'toilets for 2k displaced in the first phase?'], [/\b40\b/]);
  });
});
