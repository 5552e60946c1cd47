import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A bound right after a word of change is on each unit's change, not its value ("les départements
 * dont la population augmente de plus de 20 % d'ici 2030", "regions that gain at least 100,000
 * people by 2030"); a fall asked over units keeps those below zero, and "by 2030" beside a change
 * is a span's end (issue 12). Figures from population_ansd_departements_2023_2030.csv.
 */
const { family } = analystFixture();

describe('a bound on a change over units', () => {
  it('keeps the units whose change in percent passes it', async () => {
    await family(
      [
        "départements où la population augmente de plus de 20 % d'ici 2030",
        'quels depts ont une croissance de plus de 20% entre 2023 et 2030 ?',
        'Which departments grow by more than 20% between 2023 and 2030?',
      ],
      [/31 (départements|departments)/, 'Malem-Hodar', /27[,.]5/],
    );
    await family(
      [
        'which regions grow by more than 25% between 2023 and 2030?',
        'les régions dont la croissance dépasse 25 % entre 2023 et 2030',
      ],
      [/^1 (region|région)|\n1 (region|région)/, 'Kaffrine'],
      ['Diourbel'],
    );
  });

  it('in numbers when the bound is a count, with "by 2030" a span', async () => {
    await family(
      [
        'Which departments will gain at least 100,000 people by 2030?',
        "quels départements gagnent au moins 100 000 habitants d'ici 2030 ?",
      ],
      [/11 (départements|departments)/, '318322'],
    );
    await family(['Which departments will gain the most people by 2030?'], [/2023/, '318322']);
  });

  it('names the nearest when none passes, and a fall asked is below zero', async () => {
    await family(
      [
        'which regions grow by more than 30% between 2023 and 2030?',
        'régions qui augmentent de plus de 30 % entre 2023 et 2030',
      ],
      ['Kaffrine', /27[,.]5/],
    );
    await family(
      [
        'communes de Pikine dont la population baisse entre 2023 et 2030',
        'which regions lose people between 2023 and 2030?',
      ],
      [/(ne perd|falls)/],
      ['Mbacké'],
    );
    await family(["départements qui perdent le plus d'habitants entre 2023 et 2030"], [/du plus faible au plus élevé/]);
  });

  it('leaves a bound on values as before', async () => {
    await family(["départements de plus de 1 million d'habitants en 2030"], [/4 départements/, 'Mbacké']);
    await family(['quels départements passent les 300 000 habitants entre 2023 et 2030 ?'], [/passent/]);
  });
});
