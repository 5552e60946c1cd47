import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { digits } from './helpers/chat.ts';

/**
 * Pikine in OCHA 2020 beside Pikine at the 2023 census (issue 12, "compare"): Keur Massar was
 * carved out of Pikine and Rufisque in 2021 (curated/caveats.json keur-massar-2021), so OCHA's
 * figure still holds it. sen_admpop_adm2_2020.csv Pikine 1 448 341; population_ansd_departements
 * 2023: Pikine 764 597, Keur Massar 770 314 (together 1 534 911, +86 570).
 */

const { chat, family } = analystFixture();

describe('a department split after the older source', () => {
  it('says the carved-out department and the two together', async () => {
    await family(
      [
        'OCHA gives Pikine a 2020 population: can it be compared with the 2023 census figure?',
        'Pikine : OCHA 2020 contre recensement 2023 ?',
        'Population de Pikine en 2020 et en 2023 ?',
      ],
      ['1448341', '764597', '770314', '1534911', /Keur Massar/],
    );
  });
  it('says nothing of a split where there was none', async () => {
    const md = digits((await chat('Dakar department: OCHA 2020 vs census 2023?')).markdown);
    expect(md).toContain('1417745');
    expect(md).not.toContain('Keur Massar');
  });
});
