import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Households of a department (issue 12): the household size is published by region only (curated/
 * household-size-by-region.csv, from the note of response_standards.csv CRS-01), so a department's
 * households are not reported — but its own population, asked beside them ("la population … et
 * combien de ménages cela fait-il ?") or just before ("ça fait combien de ménages ?"), is given,
 * with its region's size. Tivaouane 649 189 (2023, Thiès has no size); Rufisque 849 671 (2025,
 * Dakar 6); Goudiry 178 289 (2025, Tambacounda 12).
 */

const { family } = analystFixture();

describe("a department's households, asked beside or after its population", () => {
  it('gives the population asked beside the households the data cannot size', async () => {
    await family(
      [
        'Quelle est la population du département de Tivaouane en 2023, et combien de ménages cela fait-il ?',
        'Tivaouane department: population in 2023 and how many households is that?',
      ],
      ['649189', /non renseigné|not reported/],
    );
    await family(
      [
        'Give me the population of Rufisque department in 2025, also the number of households it represents',
        'pop dept rufisque 2025 et cb de menages',
      ],
      ['849671', /\b6 (personnes par ménage|people per household)/],
      ['692959'],
    );
  });

  it('keeps the population of the answer before when households follow', async () => {
    await family(
      [
        ["Combien d'habitants dans le département de Goudiry en 2025 ?", 'ça fait combien de ménages ?'],
        ['How many people in Goudiry department in 2025?', 'how many households is that?'],
      ],
      ['178289', /\b12 (personnes par ménage|people per household)/, /non renseigné|not reported/],
    );
  });
});
