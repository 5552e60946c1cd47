import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A context that names a flood and a place, then an ask with a catalog measure of its own: the
 * measure of that place is answered (vulnerability_ehcvm_2021_2022_by_region.csv), in both
 * languages; an ask about the flood's own people still goes to the flood.
 */

const { family } = analystFixture();

describe('a measure asked after a context naming a flood and a place', () => {
  it('takes the place of the context for a measure of the ask (sentence before)', async () => {
    // Matam drinking_water_access_households_pct 89.04.
    await family(
      [
        'Nous préparons le relèvement dans la région de Matam, touchée par la crue de 2024. Pour situer la vulnérabilité de départ, quel est l’accès des ménages à l’eau potable ?',
        'We are planning recovery in Matam region, hit by the 2024 river flood. To set the baseline vulnerability, what is household access to drinking water?',
      ],
      [/89[,.]04 %/],
    );
  });

  it('takes the place of the context for a measure of the ask (after a colon)', async () => {
    // Kaffrine households_with_shock_last_3y_pct 80.5.
    await family(
      [
        'Kaffrine region, hit by the July 2016 floods: what is the share of households hit by a shock in the last 3 years?',
        'Région de Kaffrine, touchée par les inondations de juillet 2016 : quelle part des ménages a subi un choc ces 3 dernières années ?',
      ],
      [/80[,.]5 %/],
    );
  });

  it("still answers the flood's own people from the flood", async () => {
    // SEN-2020-01 notes: 640 children under 5 among those affected.
    await family(
      [
        'Je prépare une note pour la cellule de crise. Combien d’enfants de moins de 5 ans parmi les sinistrés de septembre 2020 ?',
        'I am writing a brief for the crisis room. How many children under 5 were among those affected by the September 2020 floods?',
      ],
      ['640'],
    );
  });
});
