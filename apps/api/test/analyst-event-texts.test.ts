import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Facts only the flood events' own texts hold (floods/flood_events.csv other_impacts, notes,
 * names, source titles, and the titles of their areas' sources), asked in both languages, and the
 * dates of an event said in words.
 */

const { family } = analystFixture();

describe("a fact of a flood's own texts", () => {
  it('finds the floods whose sources name the International Charter', async () => {
    // SEN-2005-01 and SEN-2013-01 (organisation), SEN-2007-01, SEN-2009-01, SEN-2012-01 (notes).
    await family(
      [
        'La Charte internationale « Espace et catastrophes majeures » a été activée pour quelles inondations ?',
        'Which Senegal floods triggered an activation of the International Charter, per your sources?',
      ],
      ['SEN-2005-01', 'SEN-2007-01', 'SEN-2009-01', 'SEN-2012-01', 'SEN-2013-01'],
      ['SEN-2016-01', 'SEN-2020-01', 'SEN-2024-01', 'BNSP'],
    );
  });

  it('finds the roads a dated rain cut', async () => {
    // SEN-2024-01 other_impacts: Rufisque 5 roads blocked; Diourbel 16 roads impassable.
    await family(
      [
        'Pluies du 16 septembre 2024 : combien de routes coupées, et où ?',
        'Heavy rain of 16 September 2024: how many roads were blocked, and where?',
      ],
      ['5 roads blocked', '16 roads impassable'],
    );
  });

  it('reads the fact in the context when the ask itself names nothing', async () => {
    // SEN-2024-02 notes: Les Echos 913.5 ha rice; other_impacts: 1,002 ha of fields flooded.
    await family(
      [
        'La presse a parlé de rizières sous l’eau pendant la crue de 2024. Quel chiffre ont-ils donné pour le riz ?',
        'The press wrote about rice under water in the 2024 river flood. What figure did they give?',
      ],
      ['913.5', '1002'],
    );
  });

  it('keeps a question naming an actor with the actor', async () => {
    // senegal_response_actors.csv ACT-08 (CSAR): 681 t of rice to 6,810 households.
    await family(
      [
        'Combien de riz le CSAR a-t-il distribué aux ménages en 2024 ?',
        'How much rice did CSAR hand out to households in 2024?',
      ],
      ['681', '6810'],
    );
  });

  it('answers the ask after the context, not the fact the context names', async () => {
    // ansd_rgph5_2023_population_by_sex.csv: Kidira commune 13,551 (a child drowned there in 2024).
    await family(
      // (In French, "un enfant" in the context is still read as an age group: the reader reads
      // measures over the whole question, context included.)
      ['Kidira, where a child drowned during the 2024 river flood — how many people at the 2023 census?'],
      ['13551'],
    );
  });
});

describe('a fact of the context that does not narrow the floods named', () => {
  it('adds the families displaced of two floods named by month and year', async () => {
    // flood_events.csv families_displaced: SEN-2012-01 5 000 + SEN-2022-01 1 396 = 6 396 (the
    // context's "relogement" is a fact of SEN-2022-01's text only).
    await family(
      [
        'Dans le cadre d’un dossier sur le relogement, je fais la somme des familles déplacées des inondations d’août 2012 et d’août 2022. Total ?',
        'For a note on relocation, I add up the families displaced by the August 2012 and the August 2022 floods. Total?',
      ],
      ['6396'],
    );
  });
});

describe("an event's dates in words", () => {
  it('says the span in the language of the answer', async () => {
    await family(['Les inondations d’août 2012 ?'], ['du 26 août au 15 octobre 2012']);
    await family(['The August 2012 floods?'], ['26 August to 15 October 2012']);
  });
});
