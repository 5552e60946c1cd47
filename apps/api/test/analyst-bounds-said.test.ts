import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Bounds said other ways than "plus de / moins de" ("qui n'atteignent pas 800 000", "qui ne
 * dépassent pas 150 000", "au-delà de 1 500 000", "sous 250000", "don't reach", "with 500,000 to
 * 750,000 people"), the yearly gains of a span asked as people "added each year", and the year one
 * place "becomes more populated than" another (issue 12). Figures from
 * population_ansd_departements_2023_2030.csv.
 */
const { family } = analystFixture();

describe('bounds said other ways', () => {
  it('reads a ceiling said by a verb denied', async () => {
    await family(
      [
        "les régions qui n'atteignent pas 800 000 habitants en 2025, tu peux me les donner ?",
        'regions that do not reach 800,000 people in 2025?',
      ],
      ['640576', '625044', '259266'],
      ['1049252'],
    );
    await family(
      [
        'départements qui ne dépassent pas 150 000 hab. en 2024',
        "which departments don't exceed 150,000 people in 2024?",
      ],
      ['139894', '127780', '55565'],
      ['156252'],
    );
  });

  it('reads a floor past a number and a bare "sous"', async () => {
    await family(
      [
        'régions au-delà de 1 500 000 habitants en 2023 : combien et lesquelles ?',
        'regions beyond 1,500,000 inhabitants in 2023?',
      ],
      ['4004425', '2463679', '2080332'],
      ['1336718'],
    );
    await family(
      [
        'nombre de depts sous 250000 hbts en 2026',
        'Combien de départements ont une population inférieure à 250 000 habitants en 2026 ?',
      ],
      [/16 (départements|departments)|: 16\b/, '227236'],
    );
  });

  it('reads a band said with "to"', async () => {
    await family(
      ['regions with 500,000 to 750,000 people in 2028?', 'les régions de 500 000 à 750 000 habitants en 2028 ?'],
      ['685045', '678313'],
      ['4394691'],
    );
  });
});

describe('gains added each year, and the year one place gets past another', () => {
  it('gives the change on each year of the span', async () => {
    await family(
      [
        "combien d'habitants en plus chaque année pour le département de Kébémer, de 2026 à 2029 ?",
        'Kébémer dept: how many people are added each year from 2026 to 2029?',
      ],
      ['9870', '10193', '10510'],
    );
  });

  it('gives the year of the crossing', async () => {
    await family(
      [
        'A partir de quelle annee le departement de Kaffrine devient-il plus peuple que celui de Bignona ?',
        'In which year does Kaffrine dept become more populated than Bignona dept?',
      ],
      [/2025/, '300515'],
    );
  });
});

describe('one place against others put together, and a gain said "en +"', () => {
  it('sets the first place against the sum when it outweighs or "dépasse" them', async () => {
    await family(
      [
        'In 2024, does Kolda region outweigh Linguère and Kébémer departments combined?',
        'la région de Kolda dépasse-t-elle Linguère et Kébémer (départements) réunis en 2024 ?',
      ],
      ['670406', '271105'],
    );
  });

  it('reads "en +" between two years as a gain', async () => {
    await family(
      [
        'dept diourbel pop en + entre 2024 et 2030 ? nbre et %',
        'Diourbel dept: people added between 2024 and 2030, number and %?',
      ],
      ['70146', /19[,.](8\b|79)/],
    );
  });
});
