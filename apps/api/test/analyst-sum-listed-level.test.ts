import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Names joined by "et"/"and" with one level word after the last ("thies et mbour (dept)"), and the
 * words "joint"/"conjointe" that add places up (population files of data/knowledge), in both languages.
 */

const { family } = analystFixture();

describe('a list of names and an adding word', () => {
  it('gives every name of a list the level written after the last, even singular', async () => {
    // Departments 2028: Louga 539 759 + Kébémer 384 913 = 924 672 (never Kébémer within Louga region).
    await family(
      [
        'cb d hbts en tt a louga et kebemer (dept) en 2028',
        'Population totale de Louga et Kébémer (département) en 2028 ?',
        'total population of Louga and Kebemer (dept) in 2028?',
      ],
      ['924672'],
    );
  });

  it('reads "joint", "jointly", "conjointe" as a sum', async () => {
    // Departments 2024: Bambey + Diourbel = 742 377; 2027: Goudomp + Sédhiou = 429 861.
    await family(
      [
        "What's the joint population of Bambey and Diourbel departments in 2024?",
        'Quelle est la population conjointe des départements de Bambey et de Diourbel en 2024 ?',
      ],
      ['742377'],
    );
    await family(['How many people do Goudomp and Sédhiou departments have jointly in 2027?'], ['429861']);
  });
});
