import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * One place's position in a ranking (issue 12) asked as a follow-up ("et son rang ?"), within the
 * unit above it ("à quelle place dans son département ?"), with no measure named, and beside other
 * parts of one question. Expected values are read off data/knowledge by hand
 * (population_ansd_regions_2023_2030.csv, population_ansd_departements_2023_2030.csv,
 * ansd_rgph5_2023_population_by_sex.csv for the communes).
 */

const { family } = analystFixture();

describe('positions asked after an answer, within a unit, beside other parts', () => {
  it("gives the place before its position among its level's units", async () => {
    // Regions by 2026 population: Tambacounda 1 082 259 is 7th of 14.
    await family(
      [
        ['Population de la région de Tambacounda en 2026', 'quel est son rang ?'],
        ['Tambacounda region population 2026?', 'how does it rank?'],
        ['pop region tamba 2026', 'et son rang parmi les régions ?'],
        ['Population of Tambacounda region in 2026', "what's its rank among the regions?"],
      ],
      [/(rang 7 sur 14|ranks 7 of 14)/, '1082259'],
    );
  });

  it('ranks the place inside the unit above it that the question names', async () => {
    // Louga region 2030: Louga department 569 676, Kébémer 406 247, Linguère 380 723 → Kébémer 2nd of 3.
    await family(
      [
        ['Population du département de Kébémer en 2030', 'et son rang dans sa région ?'],
        ['Kebemer department population 2030?', 'where does it rank in its region?'],
      ],
      [/(rang 2 sur 3 départements|ranks 2 of 3 departments)/, '406247'],
    );
    // Communes at the 2023 census: Kandiaye 15 351 is 12th of the 14 communes of Vélingara department.
    await family(
      [
        ['Population de la commune de Kandiaye en 2023', 'à quelle place dans son département ?'],
        'Kandiaye commune: where does it rank in its department?',
        'Kandiaye (commune) : à quelle place dans le département ?',
      ],
      [/(rang 12 sur 14 communes|ranks 12 of 14 communes)/, 'Vélingara'],
    );
  });

  it('reads a position with no measure named as one of population', async () => {
    // Departments 2023: Fatick 408 566 is 14th of 46.
    await family(
      [
        'Quel est le rang de Fatick (département) parmi les départements en 2023 ?',
        'Where does Fatick department rank among departments in 2023?',
        'dept de Fatick, à quelle place parmi les départements en 2023 ?',
      ],
      [/(rang 14 sur 46|ranks 14 of 46)/, '408566'],
    );
  });

  it('answers a position asked beside a value or a share as its own part', async () => {
    // Panal Ouolof 9 160 of Guinguinéo 160 057 = 5,72 %, 9th of 12 communes;
    // Podor 2025: 509 158, 11th of 46 departments.
    await family(
      [
        'Pour la commune de Panal Ouolof : population au recensement de 2023, part de la population de son département, et rang parmi les communes de ce département ?',
        'Panal Ouolof commune: 2023 census population, share of its department and rank among the communes of that department?',
      ],
      [/5[,.]72/, /(rang 9 sur 12 communes|ranks 9 of 12 communes)/],
    );
    await family(
      [
        'Podor : population 2025 et son rang parmi les départements ?',
        'Podor: population 2025 and its rank among departments?',
      ],
      ['509158', /(rang 11 sur 46|ranks 11 of 46)/],
    );
    // Kaffrine department 280 787 of its region's 820 404 = 34,2 %, 28th of 46 departments (its
    // region named for the share is no scope of the position).
    await family(
      [
        'Kaffrine department: population in 2023, rank among the departments, and share of its region?',
        'Département de Kaffrine : population 2023, part de sa région et rang parmi les départements ?',
      ],
      [/34[.,]2/, /(rang 28 sur 46|ranks 28 of 46)/],
    );
  });
});
