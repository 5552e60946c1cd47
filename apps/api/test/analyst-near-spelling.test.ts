import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: OCHA's arrondissements (2019 boundaries, figures up to 2020) are often named after
 * their chief town, which the ANSD lists as a commune spelled otherwise (« Darou Mouhty », « Coki »,
 * « Toubacouta »). When the unit read has no figure for the year asked, the unit of the same
 * department whose name differs by one letter is given after the "no data", as another unit named
 * as its source spells it — never in place of the unit read.
 */

const { chat } = analystFixture();
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('a near spelling in the same department', () => {
  it.each([
    ['population de Koki en 2023 ?', 'Coki (commune)', '29 317', 'fr'],
    ['combien d’habitants à Toubakouta au recensement de 2023', 'Toubacouta (commune)', '43 592', 'fr'],
    ['pop darou mousty 2025 svp', 'Darou Mouhty (commune)', '54 425', 'fr'],
    ['How many people lived in Koki in 2023?', 'Coki (commune)', '29,317', 'en'],
    ['What is the 2024 projection for Toubakouta?', 'Toubacouta (commune)', '44,829', 'en'],
  ])('%s → %s, %s', async (question, other, value, lang) => {
    const md = plain((await chat(question)).markdown);
    expect(md).toMatch(
      lang === 'fr'
        ? /Pas de donnée de population pour .+ \(arrondissement\)/
        : /No data on population for .+ \(arrondissement\)/,
    );
    const line = md.split('\n').find((l) => l.includes(other));
    expect(line).toContain(value);
    expect(line).toMatch(lang === 'fr' ? /porte un nom presque identique/ : /has almost the same name/);
  });

  it('says nothing of a near spelling when the unit read has its figure', async () => {
    const md = (await chat('population de l’arrondissement de Koki en 2020')).markdown;
    expect(md).not.toMatch(/presque identique|Coki/);
  });
});

/**
 * A producer and a kind (or either with a year) that no source holds together: OCHA's figures are
 * 2020 estimates, the 2023 census is the ANSD's. The year's figure is given, saying the source
 * asked has none — not "no data" beside a list of years that holds the year asked. And a series
 * word in the context ("dans les tableaux OCHA") with one year asked is one figure.
 */
describe('a source asked that has no figure for the year', () => {
  it.each([
    ['pop pikine 2023 d’après OCHA', '764 597', 'fr'],
    ['OCHA population of Pikine department in 2023?', '764,597', 'en'],
    ['population de Bignona selon OCHA en 2024', '292 759', 'fr'],
    ["What is OCHA's estimate for Tambacounda department in 2025?", '453,681', 'en'],
  ])('%s → %s, said to be of another source', async (question, value, lang) => {
    const md = plain((await chat(question)).markdown);
    expect(md).toMatch(lang === 'fr' ? /Pas de donnée de population \(OCHA/ : /No data on population \(OCHA/);
    expect(md).toContain(`**${value} ${lang === 'fr' ? 'habitants' : 'inhabitants'}**`);
    expect(md).not.toMatch(/années disponibles|years available/);
  });

  it.each([
    ['population de Mbour selon OCHA au recensement de 2023', '935 304'],
    ['According to OCHA, how many people in Mbour at the 2023 census?', '935,304'],
  ])('%s gives the census figure, never as OCHA’s', async (question, value) => {
    const md = plain((await chat(question)).markdown);
    expect(md).toContain(value);
    expect(md).not.toMatch(/années disponibles|years available/);
    expect(md).not.toMatch(new RegExp(`${value}[^\n]*OCHA`));
  });
});
