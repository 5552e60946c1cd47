import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Ça fait combien de ménages ?" after a flood's people (issue 12, lexicon `eventHouseholdsFollow`):
 * the households its record counts (flood_events.csv SEN-2019-01 families_or_households_affected
 * 991; SEN-2016-02 1 313), never the country's households sized from its population (18 126 390 / 9
 * = 2 014 043); after needs for a number of people, the households those people make.
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

  it('gives the households of the people of a needs answer', async () => {
    // response_standards.csv CRS-01: 9 persons per household; 5 000 / 9 = 555.6 → 556; 1 800 / 9 = 200.
    await family(
      [["Combien d'eau par jour pour 5 000 sinistrés ?", 'ça fait combien de ménages ?']],
      ['**556** ménages'],
      ['2014043'],
    );
    await family([['water for 1,800 people?', 'how many households is that?']], ['**200** households'], ['2014043']);
  });
});
