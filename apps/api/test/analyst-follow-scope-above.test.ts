import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A follow-up listing units of a level "of the department" / "du département" after a commune's
 * figure lists them within that commune's department (census by commune of data/knowledge), in
 * both languages.
 */

const { family } = analystFixture();

describe('units of the level above the place before', () => {
  it("lists the communes of the commune's department", async () => {
    // Guédiawaye department, census 2023: Golf Sud 114 069, Wakhinane Nimzatt 105 461, Sam Notaire
    // 80 566, Medina Gounass 36 588, Ndiareme Limamoulaye 36 024.
    await family(
      [
        ['population de la commune de Golf Sud au recensement', 'et les autres communes du département ?'],
        ['pop commune golf sud recensement', 'et ttes les communes du dept ?'],
        ['Population of Golf Sud commune at the census?', 'and the other communes of the department?'],
        ['Golf Sud commune population, 2023 census', 'what about all the communes of its department?'],
      ],
      ['114069', '105461', '80566', '36588', '36024'],
    );
  });
});
