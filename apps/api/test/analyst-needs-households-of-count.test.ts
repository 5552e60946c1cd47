import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Combien de ménages représentent 2 200 sinistrés ?" (issue 12): a head count between the households
 * word and the status word makes it the households those people make (CRS-01 and its note: 12 people
 * per household in Tambacounda region, 2,200 / 12 = 184 rounded up), not an event's households
 * counted, nor the region's population. "Combien de ménages déplacés en 2019 ?" stays the event's
 * figure (flood_events.csv SEN-2019-01: 46 families displaced).
 */

const { family } = analystFixture();

describe('households a head count makes', () => {
  it('sizes the people given, in the region named', async () => {
    await family(
      [
        'combien de ménages représentent 2 200 sinistrés dans la région de Tambacounda ?',
        'combien de ménages font 2 200 sinistrés dans la région de Tambacounda ?',
        'How many households do 2,200 affected people in Tambacounda region make?',
        'how many households are 2,200 affected people in Tambacounda region?',
      ],
      [/\b184\b/],
      ['987154', '987 154'],
    );
  });

  it("keeps an event's households counted", async () => {
    await family(['combien de ménages déplacés en 2019 ?'], [/\b46\b/]);
  });
});
