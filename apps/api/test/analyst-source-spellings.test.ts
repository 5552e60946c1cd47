import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: a unit's name as the source of its figure writes it. OCHA's 2020 tables were made on the
 * 2019 boundaries and spell many units otherwise than the names the advisor uses (« Tattaguine »
 * for Tataguine, « Cas-Cas », « M'Bour », « Diakhao » for Ndiob): whoever checks the figure in the
 * source must find the unit. And a level word written short beside a name ("arrdt", "arrond.")
 * says which unit the name is.
 */

const { chat } = analystFixture();

describe("the source's own spelling of a unit", () => {
  it.each([
    ["Quel est l'arrondissement le plus peuplé du département de Fatick selon OCHA 2020 ?", 'Tattaguine', 'fr'],
    ['Which is the most populated arrondissement of Fatick department according to OCHA 2020?', 'Tattaguine', 'en'],
    ['Cas Cas arrondissement, % women (OCHA 2020)?', 'Cas-Cas', 'en'],
    ["population de l'arrondissement de Ndiob en 2020", 'Diakhao', 'fr'],
    ['OCHA 2020 population of Mbour department', 'M’Bour', 'en'],
    ['pop. du département de Koumpentoum selon OCHA 2020', 'Koupentoum', 'fr'],
  ])('%s → « %s »', async (question, spelled, lang) => {
    const { markdown } = await chat(question);
    const line = markdown.split('\n').find((l) => l.includes(spelled));
    expect(line).toMatch(
      lang === 'fr' ? /^Dans les tableaux OCHA 2020, .+ figure sous le nom « / : /^In OCHA 2020's tables, /,
    );
  });

  it('is not said for a figure of a source that writes the name as the answer does, nor twice', async () => {
    const census = (await chat('Population du département de Mbour en 2023 ?')).markdown;
    expect(census).not.toMatch(/M’Bour|figure sous le nom/);
    // The question used the source's spelling: the answer says it once.
    const asked = (await chat("pop de l'arrondissement de Koulor en 2020 ?")).markdown;
    expect(asked.match(/Koulor/g)).toHaveLength(1);
  });
});

describe('level words written short', () => {
  it.each([
    ['Arrdt de Dar Salam : % de la pop. du dépt de Salémata (OCHA 2020) ?', 63.8],
    ['arrond. de Dar Salam, part de la pop du departement de Salemata en 2020 ?', 63.8],
  ])('%s reads the arrondissement, not the commune of that name', async (question, share) => {
    const { markdown } = await chat(question);
    expect(markdown).toContain('Dar Salam (arrondissement)');
    expect(markdown).toContain(String(share).replace('.', ','));
  });
});
