import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A flood's figure and a population figure asked in one question, the second added by "and the…",
 * "et sa…" (flood and population files of data/knowledge): the flood handlers answer the first ask,
 * the reader the second, and the reply gives both, in both languages.
 */

const { family } = analystFixture();

describe('a flood figure and a population figure in one question', () => {
  it('answers the census population added after a flood figure', async () => {
    // SEN-2020-01 per department: Rufisque 3 741 affected; Rufisque 2023 census 818 337.
    await family(
      [
        'Département de Rufisque : les sinistrés des inondations de septembre 2020 et sa population au recensement de 2023 ?',
        'Rufisque department: people affected by the September 2020 floods, and its 2023 census population?',
      ],
      ['3741', '818337'],
    );
    // Thiès department: 8 411 affected in September 2020; 879 186 at the 2023 census.
    await family(
      [
        'Pour le département de Thiès, les personnes affectées en septembre 2020, et la population du département en 2023 ?',
        'Thiès department: the people affected in the September 2020 floods and the 2023 population of the department?',
      ],
      ['8411', '879186'],
    );
  });

  it("gives a flood's figure at the place the ask before named", async () => {
    // Pikine 2023 census 764 597; SEN-2020-01 people affected in Pikine 3 250 (the event's 16 798 in all).
    await family(
      [
        'Pour le département de Pikine, la population en 2023 et les sinistrés de septembre 2020 ?',
        'For Pikine department, the 2023 population and the people affected in September 2020?',
      ],
      ['764597', '3250'],
    );
  });

  it('keeps two floods added up as one ask ("…and the 2024 river flood")', async () => {
    // people_displaced: SEN-2020-01 3 285 + SEN-2024-02 56 000 = 59 285.
    await family(
      [
        'Combien de personnes déplacées au total lors des inondations de septembre 2020 et la crue du fleuve de 2024 ?',
        'How many people displaced in total in the September 2020 floods and the 2024 Senegal River flood?',
      ],
      ['59285'],
    );
  });
});
