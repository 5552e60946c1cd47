import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A follow-up restricted to one place by a word that names no subject ("uniquement", "seul",
 * "alone", "only") keeps the subject before: after a flood's figure, that flood's figure in the
 * place (flood_event_areas.csv of data/knowledge), in both languages.
 */

const { family } = analystFixture();

describe('a follow-up restricted to one place', () => {
  it("gives the flood's figure in the department named", async () => {
    // SEN-2020-01 per department: Rufisque 3 741, Guédiawaye 786, Dakar 610 people affected.
    await family(
      [
        ['How many people were affected by the September 2020 floods?', 'and in Rufisque alone?'],
        ['How many people were affected by the September 2020 floods?', 'what about Rufisque department only?'],
        ['Combien de sinistrés lors des inondations de septembre 2020 ?', 'et à Rufisque uniquement ?'],
        ['cb de sinistres inondations sept 2020', 'et pr le seul dept de rufisque ?'],
      ],
      ['3741', 'SEN-2020-01'],
      ['outside', 'hors du champ'],
    );
    await family(
      [
        ['Inondations de septembre 2020 : combien de personnes touchées ?', 'et Guédiawaye seulement ?'],
        ['September 2020 floods: how many people affected?', 'just Guédiawaye?'],
      ],
      ['786'],
      ['outside', 'hors du champ'],
    );
  });
});
