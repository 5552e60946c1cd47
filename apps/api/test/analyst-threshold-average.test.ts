import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: "les régions au-dessus de la moyenne nationale" keeps the units over the mean of their
 * level, said with its computation — not every unit listed with the mean beside it. Above or below
 * is said just before the average word (lexicon `thanAverage`), in a scope or not.
 */

const { family } = analystFixture();

describe('units kept against their mean', () => {
  it('regions above the mean population, French and English', async () => {
    await family(
      [
        'régions au-dessus de la moyenne nationale en population en 2023',
        'Quelles régions ont une population supérieure à la moyenne des régions en 2023 ?',
        'regions au dessus de la moyenne, pop 2023',
        'which regions are above the average regional population in 2023?',
        'regions with more people than the average region in 2023',
      ],
      ['1294742', '4004425', '1336718'],
      ['1202438', '245147'],
    );
  });

  it('a rate below the mean keeps the lowest regions only', async () => {
    await family(
      [
        "les régions où l'accès à l'eau potable est en dessous de la moyenne nationale",
        "accès à l'eau potable : quelles régions sont sous la moyenne ?",
        'which regions have drinking water access below the average?',
      ],
      ['77,07', '41,75', '62,33'].map((n) => new RegExp(n.replace(',', '[.,]'))),
      ['96,62', '96.62', '89,13', '89.13'],
    );
  });

  it('within a scope: the departments of one region', async () => {
    await family(
      [
        'départements moins peuplés que la moyenne dans la région de Thiès en 2025',
        'departments of Thiès region below the average population in 2025',
      ],
      ['686255'],
      ['990570'],
    );
  });
});
