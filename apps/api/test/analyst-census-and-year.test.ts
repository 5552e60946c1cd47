import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * The census named with no year, joined to another year ("au recensement et en 2030"), gives both
 * figures; a name that exists twice followed by its department in brackets ("Missirah
 * (département de Tambacounda)") is that department's commune (population files of
 * data/knowledge), in both languages.
 */

const { family } = analystFixture();

describe('the census and another year in one ask', () => {
  it('gives the census figure and the projection', async () => {
    // Podor department: census 2023 486 007; projection 2028 546 840.
    await family(
      [
        'Population du département de Podor au recensement et en 2028 ?',
        'pop dept podor en 2028 et au recensement',
        "Podor department's population at the census and in 2028?",
        'Podor department population in 2028 and at the census?',
      ],
      ['486007', '546840'],
    );
  });
});

describe('a twin commune settled by its department in brackets', () => {
  it("answers the department's commune, not its twin", async () => {
    // Missirah (Tambacounda) census 57 580, 2030 70 453; its twin in Mbacké: 8 416, 10 386.
    await family(
      [
        'Population de la commune de Missirah (département de Tambacounda) au recensement ?',
        'pop de Missirah (departement de Tambacounda) au recensement',
        'Population of Missirah (department of Tambacounda) at the census?',
      ],
      [/57[ ,]?580 (habitants|inhabitants)/],
    );
    await family(
      [
        'Pour la commune de Missirah (département de Tambacounda) : population au recensement et en 2030 ?',
        'Missirah commune (department of Tambacounda): population at the census and in 2030?',
      ],
      [/57[ ,]?580 (habitants|inhabitants)/, /70[ ,]?453 (habitants|inhabitants)/],
    );
  });
});
