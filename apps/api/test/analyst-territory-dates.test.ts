import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: "sur tout le territoire" says the whole country (lexicon `national`), not the area
 * measure — an area is asked by its own words ("superficie", "pourcentage du territoire"). A date
 * written in figures, day first ("le 16/09/2024"), names the day and the month of a flood.
 */

const { family } = analystFixture();

describe('the whole territory is the country', () => {
  it('houses flooded on 16 September 2024, nationwide', async () => {
    await family(
      [
        'nombre de maisons inondées sur tout le territoire le 16 septembre 2024',
        "maisons inondées sur l'ensemble du territoire le 16 septembre 2024 ?",
        'houses flooded across the whole territory on 16 September 2024',
      ],
      ['4900'],
      ['196767'],
    );
  });

  it('an area asked with its own words stays an area', async () => {
    await family(['superficie du territoire de Matam', 'quelle est la taille du territoire de Kédougou ?'], [/km²/]);
    await family(['Bambey, ça fait quel pourcentage du territoire de la région de Diourbel ?'], [/27[,.]4/]);
  });
});

describe('a date written in figures', () => {
  it('16/09/2024 is the 16 September 2024 rains', async () => {
    await family(
      ['nombre de maisons inondées le 16/09/2024', 'houses flooded on 16/09/2024?'],
      ['SEN-2024-01', '4900'],
      ['55600'],
    );
    await family(['maisons inondees 16-09-2024 a diourbel'], ['1238']);
  });
});
