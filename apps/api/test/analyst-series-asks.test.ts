import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * What a series is asked for (issue 12): the year of the highest yearly growth, and the first year
 * a place is some percent above its census figure. Linguère department (ANSD): 312 224 (2023) →
 * 324 331 (2024), +3.88 %, its highest. Kolda department: 324 192 (2023) × 1.15 = 372 821, passed in
 * 2028 (375 755). Bambey: 376 467 × 1.05 = 395 290, passed in 2025 (399 621).
 */

const { family } = analystFixture();

describe('a series asked for one of its years', () => {
  it('gives each year’s growth and the year it is highest', async () => {
    await family(
      [
        'le département de Linguère : c’est quelle année que la croissance est la plus forte en %, d’après l’ANSD ?',
        'wich year has the highest yearly growth % for Linguere departmnet?',
        'En quelle année la hausse de population du département de Linguère est-elle la plus forte ?',
      ],
      [/2024 : \+3[,.]88|in 2024: \+3[,.]88/],
    );
  });

  it('gives the first year a place is a percent above its census figure', async () => {
    await family(
      [
        'From which year is Kolda department’s population more than 15% above its 2023 census figure, per ANSD?',
        'À partir de quelle année la population du département de Kolda dépasse-t-elle de plus de 15 % son chiffre du recensement de 2023 ?',
      ],
      ['324192', '372821', /(en|in) 2028/],
    );
    await family(
      [
        'Bambey dept: first year it’s 5%+ above the 2023 census?',
        'dépt de Bambey : 1re année à +5 % au-dessus du recensement 2023 ?',
      ],
      ['395290', /(en|in) 2025/],
    );
  });
});
