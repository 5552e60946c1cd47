import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: after an actor's card, "et combien de volontaires ?" / "how many pumping stations?"
 * asks a count of that actor (no place, year, measure or flood named); after a flood's figures,
 * "où ?" / "où ça ?" / "quelles zones ?" asks where it fell, as "where?" does.
 */

const { family } = analystFixture();

describe('a count asked of the actor before', () => {
  it('keeps the actor of the card before', async () => {
    await family(
      [
        ['Qui est la CRS ?', 'et combien de volontaires / départements ?'],
        ['What is the Senegalese Red Cross?', 'and how many volunteers?'],
      ],
      ['45 d'],
    );
    await family(
      [
        ["C'est quoi le CSAR ?", 'combien de magasins ?'],
        ['What is CSAR?', 'how many warehouses?'],
      ],
      ['71'],
    );
  });

  it('leaves a flood’s count or a place’s population to them', async () => {
    await family([["C'est quoi le CSAR ?", 'et combien de morts en 2020 ?']], ['7'], ['71 magasins']);
    await family([["C'est quoi le CSAR ?", "combien d'habitants à Dakar ?"]], ['4004425'], ['71 magasins']);
  });
});

describe('where a flood fell, asked after its figures', () => {
  it('answers the flood before with its areas', async () => {
    await family(
      [
        ['Combien de morts en 2019 ?', 'où ?'],
        ['Combien de morts en 2019 ?', 'où ça ?'],
        ['Combien de morts en 2019 ?', 'et dans quelles zones ?'],
        ['how many deaths in 2019?', 'where?'],
      ],
      ['Rufisque', 'Kaolack', 'SEN-2019-01'],
    );
  });
});
