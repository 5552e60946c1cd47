import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: one age range per 100 people of another ("60 ans et + pour 100 moins de 15 ans", "aged
 * 65+ per 100 aged 15–64") is the ratio of the two, computed from OCHA's 2020 age bands with its
 * inputs shown; the ageing index (60 and over per 100 under 15) is a measure of the catalog.
 * Expected values: population/sen_admpop_adm{1,2}_2020.csv, bands summed.
 */

const { chat } = analystFixture();
const text = async (question: string) => (await chat(question)).markdown.replace(/[\u00a0\u202f]/g, ' ');

describe('an age range per 100 of another', () => {
  it.each([
    ['dans la région de Kolda, y a combien de 60 ans et + pour 100 moins de 15 ans (OCHA 2020) ?', '9,2', '35 837'],
    ['Région de Louga : combien de personnes de 65 ans et plus pour 100 personnes de 15 à 64 ans ?', '7,7', null],
    ['people aged 65 and over per 100 aged 15 to 64 in Matam region?', '7.9', '26,751'],
    ['Dakar region: children under 5 for every 100 people aged 15-64?', '18.0', null],
  ])('%s → %s', async (question, ratio, input) => {
    const markdown = await text(question);
    expect(markdown.split('\n')[0]).toMatch(/pour 100 personnes de|per 100 people/);
    expect(markdown).toContain(`**${ratio}**`);
    if (input) expect(markdown).toContain(input);
  });

  it('is the ageing index by its name, in both languages', async () => {
    expect(await text('indice de vieillissement de la région de Dakar')).toContain('**16,1**');
    const en = await text(
      'What is the ageing index in Bambey department — people aged 60+ per 100 children under 15 — according to OCHA 2020?',
    );
    expect(en).toContain('**12.9**');
    expect(en).toContain('22,610');
  });

  it("leaves one age range per 100 inhabitants a rate of the population — OCHA's own 2020 population", async () => {
    // Never OCHA's 2020 children over the 2023 census population (390 328 / 914 797).
    const fr = await text('combien de moins de 15 ans pour 100 habitants dans la région de Kolda ?');
    expect(fr).toContain('390 328 pour 819 538 habitants');
    expect(fr).toContain('47,63 pour 100 habitants');
    const en = await text('under-5s per 1,000 inhabitants in Pikine department?');
    expect(en).toContain('182,467 for 1,448,341 inhabitants');
  });
});
