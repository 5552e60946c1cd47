import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "How many people per X" read by what X is (issue 12): a unit a standard counts users per (toilet,
 * tap, hand pump) asks that standard, not the country's population; a level word asks the mean of
 * the units of that level in the scope named ("en moyenne par département dans la région de
 * Thiès"). Expected values are read off data/knowledge by hand.
 */

const { family } = analystFixture();

describe('people per a unit', () => {
  it('reads people per toilet, tap or hand pump as the standard', async () => {
    // SAN-01: 50 people per toilet (first phase), SAN-02: 20 (medium term).
    await family(
      [
        'how many people per toilet?',
        'combien de personnes par latrine ?',
        'combien de personnes par toilette dans un camp ?',
      ],
      ['SAN-01', '50', '20'],
      ['18126390'],
    );
    // WAT-07: 250 users per tap; WAT-08: 500 per hand pump.
    await family(
      ['max users per tap?', 'combien de personnes par robinet au maximum ?'],
      ['WAT-07', '250'],
      ['18126390'],
    );
    await family(['how many people per hand pump at most?', "combien d'usagers par pompe à main ?"], ['WAT-08', '500']);
  });

  it('reads people per level word on average as the mean of the units in the scope', async () => {
    // Thiès region 2023: 2,463,679 over its 3 departments = 821,226.3.
    await family(
      [
        "combien d'habitants en moyenne par département dans la région de Thiès ?",
        'population moyenne des départements de la région de Thiès ?',
        'average population of the departments of Thiès region?',
        'how many people per department in Thiès region on average?',
      ],
      [/821.?226/],
    );
  });
});

describe('food asked as rice', () => {
  it('sizes rice for a head count as the food energy standard, saying no rice ration is set', async () => {
    // FOO-01: 2,100 kcal per person per day; 1,000 people × 7 days = 14,700,000 kcal.
    await family(
      ['how much rice for 1,000 people for a week?', 'combien de riz pour 1 000 personnes pendant une semaine ?'],
      ['FOO-01', '14700000', /kilo/],
      ['18126390'],
    );
  });
});
