import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A health standard sized for a place's population, and the covered space standard named by its own
 * words (issue 12). Expected values are read off response_standards.csv and
 * population_ansd_regions_2023_2030.csv by hand, never from the engine.
 */

const { family } = analystFixture();

describe('needs of a place, and the covered space per person', () => {
  it('sizes hospital beds for the population of a place, not the honest gap on beds held', async () => {
    // HEA-03 >10 beds per 10 000 people: Fatick region 2023, 906 922 → 907 beds.
    await family(
      [
        ["Combien de lits d'hospitalisation faudrait-il pour la population de Fatick en 2023 ?"],
        ['How many hospital beds would the population of Fatick need in 2023?'],
      ],
      ['906922', /\*\*907\*\*/, 'HEA-03'],
    );
  });

  it('reads the covered space per person as the shelter standard, never an area of Senegal', async () => {
    // SHE-01: 3.5 m² of covered living space per person.
    await family(
      [
        ['surface couverte minimale par personne'],
        ['surface au sol minimale par personne ?'],
        ['minimum covered floor area per person?'],
      ],
      [/3[.,]5/, 'SHE-01'],
      ['196767'],
    );
  });
});
