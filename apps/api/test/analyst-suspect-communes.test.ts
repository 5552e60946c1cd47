import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12 and the data README (November 2026): the 8 communes whose ANSD projection rows are
 * swapped as published (Paroumba and Pakour, Vélingara and Oudalaye, the three of Goudiry, Fissel)
 * have suspect later years too: a projected figure of theirs comes with that caveat; their 2023
 * figure is the census, with none.
 */

const { chat, family } = analystFixture();

describe('a projected figure of a commune whose rows are swapped as published', () => {
  it('comes with the caveat, in both languages', async () => {
    await family(
      ['population de Paroumba en 2027', 'pop de la commune de Paroumba en 2027 ?'],
      ['18260', /projections ANSD de Paroumba sont suspectes/],
    );
    await family(
      ['population of Fissel in 2026', 'Fissel commune: projected population for 2026?'],
      ['64845', /projections for Fissel are suspect/],
    );
  });

  it('is not said of the census year nor of another commune', async () => {
    const census = await chat('population de Paroumba en 2023');
    expect(census.markdown).toMatch(/19\s220/);
    expect(census.markdown).not.toMatch(/suspecte/);
    const other = await chat('population of Kounkané in 2027');
    expect(other.markdown).not.toMatch(/suspect/);
  });
});
