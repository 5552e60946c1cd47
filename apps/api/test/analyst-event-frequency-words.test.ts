import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Flood counts asked in words the record handlers did not read (issue 12). Figures from
 * data/knowledge/floods: SEN-2024-02 (river floods, Sept–Nov 2024) 55 600 people affected; SEN-2020-01
 * Pikine 3 250 affected; Matam named by SEN-2009-01b and SEN-2024-02, Pikine by SEN-2005-01,
 * SEN-2009-01b, SEN-2012-01, SEN-2020-01; three records in 2024, one in 2005, 2007, 2012, 2013,
 * 2019, 2020 and 2022.
 */

const { family } = analystFixture();

describe('flood counts asked in other words', () => {
  it('"ça a touché combien de gens": the flood’s toll, not the population of a place', async () => {
    await family(
      [
        'La crue du fleuve Sénégal en 2024, ça a touché combien de gens ?',
        'Les crues de 2024 sur le fleuve ont affecté combien de personnes ?',
      ],
      ['55600'],
      ['18593258'],
    );
    await family(['Les inondations de septembre 2020 ont touché combien de personnes à Pikine ?'], ['3250']);
    // English "did … affect": the toll too, here per 1,000 inhabitants (3 741 / 818 337 census, / 607 020 OCHA 2020).
    await family(
      [
        'Per 1,000 inhabitants, how many people did the September 2020 floods affect in Rufisque department?',
        'How many people did the September 2020 floods affect in Rufisque dept, per 1000 inhabitants?',
      ],
      ['3741', '4.57', '6.16'],
      ['1000.00'],
    );
  });

  it('"combien de fois", "how often": the floods that name the place', async () => {
    await family(
      [
        'Matam a été touchée combien de fois ?',
        'how many times was Matam hit?',
        'How often has Matam been hit by floods?',
      ],
      [/\b2\b/, 'SEN-2009-01b', 'SEN-2024-02'],
    );
    await family(
      ['combien de fois Pikine a été frappée ?', 'how often does it flood in Pikine?'],
      ['SEN-2005-01', 'SEN-2020-01'],
    );
    // "Combien de fois plus peuplé": a ratio, still.
    await family(['Dakar est combien de fois plus peuplé que Kédougou ?'], [/population/], ['SEN-']);
  });

  it('the year with the most (or fewest) recorded floods', async () => {
    await family(
      [
        'Which year had the most flood events?',
        'En quelle année y a-t-il eu le plus de crues ?',
        "L'année avec le plus d'inondations ?",
        'what year saw the most floods in Senegal',
      ],
      [/2024[^|\n]*3/, 'SEN-2024-01', 'SEN-2024-03'],
    );
    await family(
      ['quelle année a connu le moins d’inondations recensées ?'],
      [/2005, 2007, 2012, 2013, 2019, 2020 et 2022/],
    );
    // The year with the most people affected is a toll, not a count of floods.
    await family(['Which year had the most people affected by floods?'], ['360000'], ['recorded floods in one year']);
  });
});
