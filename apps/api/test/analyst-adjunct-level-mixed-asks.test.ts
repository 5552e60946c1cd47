import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: "department populations in Dakar region" — a singular level word before a measure in the
 * plural asks that level's units (an English noun adjunct). And a question joining a flood's fact
 * only its texts hold to an ask of the catalog ("combien d'habitants à Podor en 2024 et combien
 * d'écoles inaccessibles là-bas pendant la crue ?") answers both, in turn.
 */

const { family } = analystFixture();

describe('a level word used as a noun adjunct', () => {
  it('department populations of a region', async () => {
    await family(
      [
        'department populations in Dakar region, 2024',
        'population of the departments of Dakar region in 2024',
        'populations des départements de la région de Dakar en 2024',
      ],
      ['1302758', '833884', '379789'],
    );
    await family(['commune populations of Bakel department, 2023 census'], ['28612', '18939']);
  });

  it('a place with its level word stays that place', async () => {
    await family(['Dakar department population in 2024'], ['1302758'], ['833884']);
  });
});

describe('a flood text fact beside a catalog ask', () => {
  it('population and schools cut off, both answered', async () => {
    await family(
      [
        "combien d'habitants à Podor en 2024 et combien d'écoles inaccessibles là-bas pendant la crue ?",
        'how many people live in Podor department in 2024, and how many schools were cut off there in the 2024 flood?',
      ],
      ['497389', '30'],
    );
  });
});
