import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Ça fait combien de ménages ?" after a flood's people (issue 12, lexicon `eventHouseholdsFollow`):
 * the households its record counts (flood_events.csv SEN-2019-01 families_or_households_affected
 * 991; SEN-2016-02 1 313), never the country's households sized from its population (18 126 390 / 9
 * = 2 014 043).
 */

const { family } = analystFixture();

describe("a flood's households asked after its people", () => {
  it("gives the record's households", async () => {
    await family(
      [
        [
          'Combien de personnes ont été touchées par les inondations de septembre 2019 ?',
          'ça fait combien de ménages ?',
        ],
        ['How many people were affected by the September 2019 floods?', 'how many households is that?'],
        ['sinistrés des inondations de septembre 2019 ?', 'et en familles ?'],
      ],
      ['991'],
      ['2014043'],
    );
    await family(
      [['Bilan de la tempête de septembre 2016 à Saint-Louis et Dagana ?', 'combien de familles ?']],
      ['1313'],
      ['2014043'],
    );
  });
});
