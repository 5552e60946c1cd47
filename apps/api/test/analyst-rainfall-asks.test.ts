import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Rainfall asked without the word "pluviométrie" (issue 12): a place's "normale", rain a year, the
 * season's totals across stations — the rainfall facts, never a population share, an area or an
 * actor whose text names stations. Values from data/knowledge/rainfall.
 */

const { family } = analystFixture();

describe('rainfall asked in other words', () => {
  it("reads a place's normal as rainfall (Podor 2009: 174 % of a 187 mm normal)", async () => {
    await family(
      [
        "En 2009, à fin septembre, quel pourcentage de sa normale Podor avait-elle reçu, et à combien s'élève cette normale ?",
      ],
      ['187', '174'],
      ['non renseigné'],
    );
  });

  it('compares annual rain between places (Ziguinchor 1 500–1 700 mm, Saint-Louis area 150–400 mm)', async () => {
    await family(
      ['How much rain falls a year in Ziguinchor compared with the Saint-Louis and Richard-Toll area?'],
      ['1500', '1700', '150', '400'],
    );
  });

  it("gives the season's totals across stations, not the DGPRE's card (2 Sep 2025: 85.2 to 994.9 mm)", async () => {
    await family(
      [
        'Au 2 septembre 2025, entre quelles valeurs variaient les cumuls de pluie saisonniers, et dans quelles stations ?',
      ],
      [/85[,.]2/, /994[,.]9/, /Tendouck/],
      ['DGPRE'],
    );
    // …while a question naming the DGPRE still gets its card.
    await family(['Combien de stations hydrologiques la DGPRE gère-t-elle ?'], ['72', 'DGPRE']);
  });
});

describe('heavy rains on a date are a recorded flood', () => {
  it("gives the places of the 16 September 2024 rains' record, not every department", async () => {
    await family(
      [
        'the heavy rains of 16 September 2024: which departments got hit?',
        'les fortes pluies du 16 septembre 2024 : quels départements touchés ?',
      ],
      [/SEN-2024-01/, /Rufisque/, /Diourbel/],
      ['Bignona', '46 d'],
    );
  });
});
