import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A volume of water over the litres each person gets a day is the people it serves (issue 12),
 * rounded down: the rate quoted, else the water standard (response_standards.csv WAT-01, 15 L per
 * person per day). 10 m³ / 15 = 666.7 → 666; 20 000 / 15 = 1 333; 30 000 / 20 = 1 500;
 * 5 000 / 7.5 = 666; 45 000 / (15 × 3 days) = 1 000. "10 m³" is cubic metres, never 10 million; a
 * stock of water for people counted is no market's stock: 90 000 / (1 500 × 15) = 4 days.
 */

const { family } = analystFixture();

describe('people a volume of water serves', () => {
  it('divides the volume by the litres per person per day quoted or of the standard', async () => {
    await family(
      [
        'Une citerne de 10 m³ peut servir combien de personnes pendant une journée à 15 L/j ?',
        'citerne de 10 m3 : cb de personnes desservies par jour a 15 l/pers/j ?',
      ],
      ['666 personnes'],
    );
    await family(
      [
        'A 20,000-litre bladder tank: how many people can it supply for one day at 15 l/p/d?',
        'How many people can a 20,000 L tank serve for a day under the Sphere water standard?',
      ],
      ['1333 people'],
    );
    await family(
      ['Avec 30 000 litres et 20 litres par personne et par jour, on alimente combien de personnes ?'],
      ['1500 personnes'],
    );
    await family(['How many people does a 5,000 L tank cover for a day at 7.5 litres per person?'], ['666 people']);
    await family(
      ['How many people can a 45,000-litre tank serve for 3 days at 15 litres per person per day?'],
      ['1000 people'],
    );
  });

  it('reads a stock of water for people counted as days of their need', async () => {
    await family(
      [
        'We have 90,000 litres in stock for 1,500 people. How many days will it last?',
        "On a un stock de 90 000 litres d'eau pour 1 500 déplacés : ça tient combien de jours ?",
      ],
      [/4[.,]00/],
    );
  });
});
