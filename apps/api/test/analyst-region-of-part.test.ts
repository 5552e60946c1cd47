import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Population du département de Bignona, et le nombre de postes de santé de la région" (issue 12):
 * a part (or a follow-up) asking a measure of "its region" / "the region" with no level to rank is
 * about the region of the place asked before, not the place itself nor nothing.
 * health_facilities_count_by_region_type.csv: Ziguinchor posts 146, Louga hospitals 3 (their
 * departments have only the geolocated ones).
 */

const { family } = analystFixture();

describe('the region of the place before, asked in a later part', () => {
  it("answers the part about the place's region", async () => {
    await family(
      [
        'Population of Ziguinchor department in 2023, plus the number of health posts in its region',
        'Population du département de Bignona en 2023, et le nombre de postes de santé de la région',
        ['Population du département de Bignona en 2023', 'et combien de postes de santé dans sa région ?'],
        ['Population of Bignona department in 2023?', 'and how many health posts in the region?'],
      ],
      [/146 (postes de santé|health posts)/, /Ziguinchor \((région|region)\)/],
    );
    await family(
      [
        'Population of Kébémer department in 2023, and the number of hospitals in its region',
        'pop dept kebemer 2023 et nb d hopitaux dans sa région',
      ],
      ['335921', /\*\*3 (hôpitaux|hospitals)/],
    );
  });
});
