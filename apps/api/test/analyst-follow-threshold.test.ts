import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: after units of a level listed or ranked, a follow-up naming only a bound ("et celles de
 * plus de 2 millions ?", "only those above 2 million") keeps the units over it — not a refusal.
 */

const { family } = analystFixture();

describe('a bound asked as a follow-up of units listed', () => {
  it('regions over 2 million in 2023', async () => {
    await family(
      [
        ['population des régions en 2023', 'et celles de plus de 2 millions ?'],
        ['pop des regions 2023', 'seulement celles au-dessus de 2 000 000'],
        ['population of regions in 2023', 'only those above 2 million'],
        ['population of regions in 2023', 'which ones are above 2,000,000?'],
      ],
      ['4004425', '2463679', '2080332'],
      ['1336718'],
    );
  });

  it('after a ranking, the other end by a bound', async () => {
    await family(
      [
        ['les 5 départements les plus peuplés en 2024', 'et ceux de moins de 100 000 ?'],
        ['top 5 most populated departments in 2024', 'and those under 100,000?'],
      ],
      ['95481', '55565', '28819'],
      ['1400897'],
    );
  });
});
