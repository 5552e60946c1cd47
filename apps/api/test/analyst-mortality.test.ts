import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * The sub-Saharan mortality thresholds HEA-05's note quotes (curated/response-standards-in-notes.csv):
 * baseline 0.44 and emergency 0.9 deaths per 10,000 people a day, under-fives 1.14 and 2.3. For a
 * place's population: Birkelane department 2030 (ANSD projection) 192 626 × 0.9 / 10 000 = 17.3 a day,
 * at the global 1 / 10 000: 19.3.
 */

const { family } = analystFixture();

describe('the mortality thresholds of a region', () => {
  it('gives the sub-Saharan baseline and emergency threshold, for everyone and for under-fives', async () => {
    await family(
      [
        'Pour l’Afrique subsaharienne, quels sont le taux brut de mortalité de référence et le seuil d’urgence, pour toute la population et pour les moins de 5 ans ?',
        'en afrique sub-saharienne, la mortalité de base et le seuil d urgence c combien ?',
        'For sub-Saharan Africa, what are the baseline crude mortality rate and the emergency threshold, all ages and under-fives?',
      ],
      [/0[,.]44/, /0[,.]9\b/, /1[,.]14/, /2[,.]3\b/, 'HEA-05'],
      ['children under 5 per day pour', 'pour 10,000 children'],
    );
  });

  it('turns a threshold into deaths a day for a place’s population, never rounded up', async () => {
    await family(
      [
        'Using the sub-Saharan regional emergency threshold, from how many deaths a day would the 2030 population of Birkelane department be in an emergency?',
        'Notre épidémiologiste préfère le seuil régional de l’Afrique subsaharienne. Pour la population 2030 du département de Birkelane, à partir de combien de décès par jour serait-on en urgence ?',
      ],
      ['192626', /17[,.]3/],
    );
    await family(
      [
        'From how many deaths a day would the 2030 population of Birkelane department be in an emergency, at the mortality threshold?',
      ],
      ['192626', /19[,.]3/],
    );
  });
});
