import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Follow-ups that use what the answer before showed (issue 12). Kolda region's departments 2027
 * (ANSD): Vélingara 455 626, Kolda 364 583 → together 820 209. Kaolack region 2026 1 457 179 →
 * 2030 1 639 958: +182 779. Matam region 2025 879 983 → 2028 960 814: +80 831.
 */

const { family } = analystFixture();

describe('a follow-up on the answer before', () => {
  it('adds up the units a ranking showed when asked for them together', async () => {
    await family(
      [
        [
          'Quels sont les deux départements les plus peuplés de la région de Kolda en 2027 ?',
          'Combien d’habitants font-ils ensemble ?',
        ],
        ['Top 2 departments of Kolda region by population in 2027?', 'How many people do they have together?'],
        ['les 2 depts les + peuplés de la rég. de Kolda en 2027 ?', 'et à eux deux, ça fait combien ?'],
      ],
      ['455626', '364583', '820209'],
    );
  });

  it('gives the change from the year before to the year named', async () => {
    await family(
      [
        ['Pop. rég. de Kaolack 2026 ?', 'Et 2030, hausse en nb d’hab. ?'],
        ['Kaolack region population in 2026?', 'And the increase to 2030, in inhabitants?'],
      ],
      ['1457179', '1639958', '182779'],
    );
    await family(
      [['Population de la région de Matam en 2025 ?', 'et la hausse jusqu’en 2028 ?']],
      ['879983', '960814', '80831'],
    );
  });
});

describe('a measure asked of the things counted before', () => {
  it('keeps the facility type for "how many of them are geolocated?"', async () => {
    // Matam region health posts: 101, 90 geolocated; Thiès 228, 179 geolocated.
    await family(
      [
        ['Combien de postes de santé compte la région de Matam ?', 'Et combien d’entre eux sont géolocalisés ?'],
        ['How many health posts in Matam region?', 'How many of them are geolocated?'],
      ],
      [/\*\*90 /],
      ['129'],
    );
    await family([['Nb de PS dans la rég. de Thiès ?', 'Dont combien géolocalisés ?']], [/\*\*179 /]);
  });
});
