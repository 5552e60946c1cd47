import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A flood's figure split over the places its record names (issue 12): the rest outside the places
 * named (event total minus their figures), and a place's share among the places named. Expected
 * values are read off data/knowledge/floods (flood_events.csv, flood_event_areas.csv) by hand.
 */

const { family } = analystFixture();

describe('a flood figure over the places named', () => {
  it('gives the rest outside the places named', async () => {
    // SEN-2024-01 houses flooded 4,900 − Dakar 350 − Rufisque 150 − Guédiawaye 235 − Diourbel 1,238 = 2,927.
    await family(
      [
        'On 16 September 2024, how many houses were flooded outside Dakar, Rufisque, Guédiawaye and Diourbel?',
        '16 septembre 2024 : combien de maisons inondées en dehors de Dakar, Rufisque, Guédiawaye et Diourbel ?',
        'pluies du 16/09/2024 : maisons inondées hors Dakar, Rufisque, Guédiawaye, Diourbel ?',
      ],
      ['2927'],
    );
  });

  it("gives a place's share among the places named", async () => {
    // SEN-2024-02 schools inaccessible: Bakel 24 / (24 + 19 + 30 = 73) = 32.9 %.
    await family(
      [
        "2024 river flood: Bakel's share of the schools cut off (Bakel + Matam + Podor)?",
        'crue 2024 : quelle part des écoles inaccessibles se trouve à Bakel, parmi Bakel, Matam et Podor ?',
      ],
      [/32[.,]9/, '73'],
    );
  });
});
