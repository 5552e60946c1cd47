import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A surface asked for a camp is its site area too (issue 12). response_standards.csv SHE-02 45 m² of
 * site per person in planned camps, SHE-01 3.5 m² covered per person. flood_events.csv SEN-2020-01:
 * 3,285 people displaced → 147 825 m² of site; 2,000 people → 90 000 m².
 */

const { family } = analystFixture();

describe('a camp named beside a surface', () => {
  it('gives the site area beside the covered space', async () => {
    await family(
      [
        'camp pr ts les deplaces des inondations de septembre 2020 : cb d m2 ?',
        'How many square metres for a camp for everyone displaced by the September 2020 floods?',
      ],
      ['147825'],
    );
    await family(
      ['How many m2 for a camp of 2,000 displaced people?', 'combien de m² pour un camp de 2 000 déplacés ?'],
      ['90000'],
    );
  });
});
