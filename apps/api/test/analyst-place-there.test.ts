import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Units asked "there" after an answer about one place (issue 12): the units of that place, not of
 * the country (lexicon `placeBefore`). population_ansd_departements_2023_2030.csv: Kaffrine region
 * 2023 — Kaffrine 280 787, Koungheul 253 304, Birkelane 151 064, Malem-Hodar 135 249 (Mbacké,
 * 1 359 756, is the country's largest); Sédhiou region 2027 — Bounkiling 234 289 first.
 */

const { family } = analystFixture();

describe('units of the place before, asked "there"', () => {
  it('ranks the units of the place before', async () => {
    await family(
      [
        ['Population of Kaffrine region in 2023?', 'And the most populated department there?'],
        ['Population de la région de Kaffrine en 2023 ?', 'et le département le plus peuplé là-bas ?'],
        ['pop region kaffrine 2023', 'et les départements dedans, classés ?'],
        ['Kaffrine region 2023 population', 'which departments are in it, biggest first?'],
      ],
      ['280787', 'Kaffrine'],
      ['1359756'],
    );
    await family(
      [
        ['Combien d’habitants dans la région de Sédhiou en 2027 ?', 'quel est le plus gros département là-bas ?'],
        ['How many people live in Sédhiou region in 2027?', 'and the largest department over there?'],
      ],
      ['234289', 'Bounkiling'],
      ['1532759'],
    );
  });
});
