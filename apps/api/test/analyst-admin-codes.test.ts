import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: a unit's codes. The ANSD's code (knowledge.unit.ansd_code) is a catalog measure beside
 * OCHA's p-code, and names its unit as the p-code does ("SN-LG-LI"); "le code de…" gives both; a
 * code's digits are no figure, age or year ("SN-MT-MA2-1" read an age band 2–1).
 */

const { chat } = analystFixture();

describe('administrative codes', () => {
  it.each([
    ['le code ANSD de Linguère ?', 'Le code ANSD de Linguère (département) est **SN-LG-LI**.'],
    ['ANSD code of Ourossogui commune?', 'The ANSD code of Ourossogui (commune) is **SN-MT-MA2-1**.'],
    ["code ansd de l'arrondissement de Ndame", "n'a pas de code ANSD dans nos données"],
    [
      'quel est le code de la région de Matam ?',
      'Le p-code OCHA de Matam (région) est **SN09** ; son code ANSD est **SN-MT**.',
    ],
    ['the code of Pikine department?', 'is **SN0103**; its ANSD code is **SN-DK-PI**.'],
    ["c'est quoi SN1202 comme code ?", 'Goudiry (département)'],
  ])('%s', async (question, said) => {
    expect((await chat(question)).markdown).toContain(said);
  });

  it.each([
    ['population de SN-MT-MA2-1', 'Ourossogui (commune)', '27'],
    ['SN-LG-LI, c’est quel département ?', 'Linguère (département)', null],
  ])('%s names %s, and its digits are no age', async (question, place, start) => {
    const { markdown } = await chat(question);
    expect(markdown).toContain(place);
    expect(markdown).not.toMatch(/par âge|by age/);
    if (start) expect(markdown.replace(/[\u00a0\u202f]/g, ' ')).toContain(`**${start} 222 habitants**`);
  });
});
