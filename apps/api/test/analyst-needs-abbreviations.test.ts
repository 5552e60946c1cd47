import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * The period of an abbreviation ("pop.", "dépt.", "hab.") ends no sentence (issue 12): the needs of
 * a place's population written in abbreviations. population_ansd_departements_2023_2030.csv:
 * Salémata 2025 29 640 × 15 L (response_standards.csv WAT-01) = 444 600; Ranérou 2030 126 673 × 15 =
 * 1 900 095; Oussouye 2026 57 673 × 15 = 865 095; Kanel 2023 341 520 / 50 (SAN-01) = 6 831 toilets.
 */

const { family } = analystFixture();

describe('needs of a population written with abbreviations', () => {
  it('reads "pop." and "dépt." inside the ask', async () => {
    await family(['Besoin en eau/jour (15 L/pers.) pour la pop. 2025 du dépt de Salémata ?'], ['444600']);
    await family(
      ['Eau/jour pour la pop. 2030 du dept. de Ranérou ?', 'eau par jour pr la pop. 2030 du dépt. de Ranérou'],
      ['1900095'],
    );
    await family(
      ['Water per day for the pop. of Oussouye dept. in 2026?', 'daily water, pop. 2026, Oussouye dept.?'],
      ['865095'],
    );
    await family(['Toilettes pour la pop. du dept. de Kanel ?', 'toilets for the pop. of Kanel dept.?'], ['6831']);
  });
});
