import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Needs computed from what the question gives (issue 12), response_standards.csv:
 * - an area alone ("un site de 9 000 m²"): 9 000 / 45 m² per person (SHE-02) = 200 people;
 * - a daily water rate no standard holds ("à 20 L/pers/j"): 2 500 × 20 × 7 days = 350 000 L, said as
 *   the question's rate beside WAT-01's 15 L;
 * - days in words ("for ten days", "pendant quinze jours"): 3 200 × 15 × 10 = 480 000 L;
 *   1 000 × 15 × 15 = 225 000 L; "1 sem", "une semaine": 3 500 × 15 × 7 = 367 500 L;
 * - rations: one person's daily food energy (FOO-01, 2 100 kcal), 1 200 × 15 days = 18 000 rations.
 */

const { family } = analystFixture();

describe('needs from the quantities a question gives', () => {
  it('reads the people an area alone holds', async () => {
    await family(
      [
        'Combien de personnes peut accueillir un site de 9 000 m² en camp planifié ?',
        'How many people can a 9,000 m² planned camp site hold?',
      ],
      ['200'],
    );
  });

  it('computes with a daily water rate the question quotes', async () => {
    await family(
      [
        'Eau potable pour 7 jours, 2 500 sinistrés, à 20 L/pers/j ?',
        'water for 2,500 people for 7 days at 20 litres per person per day?',
      ],
      ['350000', /\b15\b/],
    );
  });

  it('reads a period in words', async () => {
    await family(['If 3,200 people are evacuated for ten days, how much water in total?'], ['480000']);
    await family(['Eau pour 1 000 personnes pendant quinze jours ?'], ['225000']);
    // "1 sem" is a week
    await family(['besoin en eau pr 3500 pers pr 1 sem ?', 'eau pour 3 500 personnes pour une semaine ?'], ['367500']);
  });

  it('counts rations as people × days', async () => {
    await family(
      [
        'Combien de rations journalières pour 1 200 personnes pendant 15 jours ?',
        'How many daily rations for 1,200 people over 15 days?',
      ],
      ['18000 rations'],
    );
  });
});
