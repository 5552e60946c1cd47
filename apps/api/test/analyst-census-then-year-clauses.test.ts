import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: "quelle était la population de X au recensement et quelle sera-t-elle en 2030 ?": the
 * second clause names no measure of its own, so the question is read whole — and read whole, the
 * census joined to another year is two dates, the census figure and that year's projection.
 */

const { family } = analystFixture();

describe('the census and a later year asked in two clauses', () => {
  it('gives both figures', async () => {
    await family(
      [
        'Quelle était la population de Sédhiou (dép.) au recensement et quelle sera-t-elle en 2030 ?',
        'quelle etait la pop du departement de Sedhiou au recensement et quelle sera t elle en 2030',
        "What was Sédhiou department's population at the census, and what will it be in 2030?",
      ],
      ['193295', '239330'],
    );
  });
});
