import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: a kind of actor asked with no year, place or number ("liste des plans et programmes
 * de lutte contre les inondations", "how much was the ten-year flood programme worth?") is asked of
 * the actors' records, not the floods'; asked in the plural, every actor of that kind.
 */

const { family } = analystFixture();

describe('plans, programmes and ministries asked by kind', () => {
  it('lists every actor of the kind asked in the plural', async () => {
    await family(
      [
        'liste des plans et programmes de lutte contre les inondations',
        'Quels sont les programmes de gestion des inondations ?',
        'which programmes deal with floods?',
      ],
      ['PDGI', 'PROGEP'],
      ['SEN-2005-01'],
    );
    await family(
      ['which ministries deal with floods?', 'Quels ministères interviennent dans les inondations ?'],
      ['Intérieur', 'Hydraulique'],
      ['SEN-2005-01', 'BNSP'],
    );
  });

  it('answers one programme named by its words', async () => {
    await family(
      [
        'How much was the ten-year flood programme worth?',
        'combien coûtait le programme décennal de lutte contre les inondations ?',
      ],
      ['766'],
      ['SEN-2005-01'],
    );
  });
});
