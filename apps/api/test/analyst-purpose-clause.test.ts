import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A first clause saying what the figures are for ("Pour le plan ORSEC de Kaffrine, …", "As part of
 * the ORSEC plan for Louga region, …") names a plan or an actor as context: the rest, asking a
 * catalog measure, is answered (population and health files of data/knowledge), in both
 * languages; a clause with no measure after it still asks the actor.
 */

const { family } = analystFixture();

describe('a plan or an actor named in the purpose clause', () => {
  it('answers the series asked after the clause', async () => {
    // Kaffrine region (sum of its departments): 2027 941 072, 2028 974 684, 2029 1 009 698.
    await family(
      [
        "Pour le plan ORSEC de Kaffrine, j'ai besoin de la population de la région pour chaque année de 2027 à 2029.",
        'dans le cadre du plan ORSEC de kaffrine, pop de la region annee par annee 2027-2029 stp',
        'For the ORSEC plan of Kaffrine region, I need the population for each year from 2027 to 2029.',
      ],
      ['941072', '974684', '1009698'],
      ['Mandat', 'Mandate'],
    );
  });

  it('reads no share in "as part of", and answers each ask', async () => {
    // Louga region: 2028 projection 1 285 401; 161 health posts.
    await family(
      [
        'As part of the ORSEC plan for Louga region, what is the population in 2028 and how many health posts are there?',
        'Dans le cadre du plan ORSEC de la région de Louga, quelle est la population en 2028 et combien de postes de santé ?',
      ],
      ['1285401', /\b161 (postes|health)/],
      ['%'],
    );
  });

  it('still answers the actor when nothing after the clause asks a measure', async () => {
    await family(
      ['Pour le plan ORSEC, qui le déclenche ?', 'For the ORSEC plan, who triggers it?'],
      [/ORSEC/],
      ['habitants', 'inhabitants'],
    );
  });
});
