import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "How does it compare with the national figure?" after a place's figure (issue 12): the place
 * before and the country side by side, not the country alone (and "not reported" for the country
 * when the survey gives regions only). vulnerability_ehcvm_2021_2022_by_region.csv: Tambacounda
 * electricity 53.09 %, Kolda severe food insecurity 7.0 %; population_ansd_regions_2023_2030.csv:
 * Louga 1 186 521 of 19 075 965 in 2025.
 */

const { family } = analystFixture();

describe('the country set beside the place before', () => {
  it('keeps the place and adds the country', async () => {
    await family(
      [
        ['Electricity access in Tambacounda region?', 'how does it compare with the national figure?'],
        ["Accès à l'électricité dans la région de Tambacounda ?", 'et comparé au niveau national ?'],
      ],
      [/53[.,]09/, /Tambacounda/, /(Sénégal|Senegal)/],
    );
    await family(
      [
        ['Severe food insecurity in Kolda region?', 'compare it with the national level'],
        ['insécurité alimentaire sévère dans la région de Kolda ?', 'par rapport au niveau national ?'],
      ],
      [/\b7([.,]0)? %/, /(Sénégal|Senegal)/],
    );
    await family(
      [
        ['Population de la région de Louga en 2025', 'et comparé au niveau national ?'],
        ['Louga region population 2025?', 'compared with the whole country?'],
      ],
      ['1186521', '19075965'],
    );
  });
});
