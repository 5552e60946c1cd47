import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Follow-ups that correct, widen or derive the answer before (issue 12), by family in both
 * languages. Expected values are read off data/knowledge by hand: population_ansd_departements_
 * 2023_2030.csv (Louga department 2024 485 297), ansd_rgph5_2023_population_by_sex.csv (Louga region
 * 2023: women 561 965 of 1 125 910, 49.9 %), sen_admpop_adm1_2020.csv (0–14 summed over the 14 regions:
 * 7 028 714), health_facilities_count_by_region_type.csv (2 349 health posts; 2023 census
 * 18 126 390 → 1.30 per 10,000), floods (SEN-2020-01: Thiès 8 411 affected; 2023 census 879 186 →
 * 9.57 per 1,000; Pikine 3 250, Rufisque 3 741).
 */

const { family } = analystFixture();

describe('follow-ups', () => {
  it('swaps the place for its namesake at the level named alone', async () => {
    await family(
      [
        ['Louga population 2024?', 'oops, the department I mean'],
        ['Population de Louga en 2024 ?', 'non, le département'],
      ],
      [/Louga \(department\): \*\*485297|Louga \(département\) : \*\*485297/],
    );
  });

  it('gives a share of one sex of the place’s own population', async () => {
    await family(
      [
        [
          'Combien de femmes dans la région de Louga au recensement de 2023 ?',
          'Cela représente quel pourcentage de sa population ?',
        ],
        ['How many women lived in Louga region at the 2023 census?', 'What share of its population is that?'],
      ],
      ['561965', '1125910', /49[,.]9 %/],
    );
  });

  it('moves to the whole country', async () => {
    await family(
      [
        ['How many children under 15 live in Matam region according to OCHA 2020?', 'And in the whole country?'],
        ["Combien d'enfants de moins de 15 ans dans la région de Matam selon OCHA 2020 ?", 'et dans tout le pays ?'],
      ],
      ['7028714'],
    );
    await family(
      [
        [
          'How many health posts does Louga region have?',
          'How many per 10,000 inhabitants is that, with the 2023 population?',
          'And for Senegal as a whole?',
        ],
      ],
      ['2349', /1[,.]30/],
    );
  });

  it("derives a flood's figures before: per head, and by department", async () => {
    await family(
      [
        [
          'How many people were affected in Thiès department by the September 2020 floods?',
          'And per 1,000 inhabitants?',
        ],
        ['Combien de sinistrés dans le département de Thiès en septembre 2020 ?', 'et pour 1000 habitants ?'],
      ],
      [/9[,.]57/],
    );
    await family(
      [
        [
          'Combien de personnes ont été touchées par les inondations de septembre 2020 ?',
          'Et dans quels départements ?',
        ],
        ['How many people did the September 2020 floods affect?', 'In which departments, with what figures?'],
      ],
      ['3250', '3741', '8411'],
    );
  });
});
