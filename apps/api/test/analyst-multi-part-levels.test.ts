import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Several asks in one question where a later ask names only a level ("de la région", "of its
 * region"): that ask is of the unit above the place named, the others stay on the place
 * (population, health and EHCVM files of data/knowledge), in both languages.
 */

const { family } = analystFixture();

describe('an ask of the unit above the place, inside a multi-part question', () => {
  it('gives the region its own figures after a department figure', async () => {
    // Linguère department 2026: 341 927 (projection); Louga region: 161 health posts, electricity 66.15 %.
    await family(
      [
        "Je prépare le plan de contingence de Linguère : il me faut la pop. 2026 du dept de Linguère, le nombre de postes de santé de la région et le taux d'accès à l'électricité de la région.",
        'pop 2026 du departement de Linguere, nb de postes de sante de sa region et acces a l electricite de la region',
        'For Linguère department I need the 2026 population, the number of health posts of the region and the electricity access of the region.',
        'Linguere dept: 2026 population, health posts in its region, and electricity access for the region?',
      ],
      ['341927', '161', /66[.,]15/],
    );
  });

  it('keeps the department for the ask that names no level', async () => {
    // Mbour department 2028: 1 066 542; Thiès region: 16 health centres (Mbour department: 6 geolocated).
    await family(
      [
        'Population du département de Mbour en 2028 et nombre de centres de santé de la région ?',
        'Mbour department population in 2028 and the number of health centres of the region?',
      ],
      ['1066542', /\b16 (centres|health)/, /Thiès \(r[ée]gion\)/],
    );
  });
});
