import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Where a place lay before today's layout (issue 12): sen_communes552_2013era_simplified.geojson puts
 * Keur Massar, Malika, Yeumbeul Nord and Yeumbeul Sud (today Keur Massar department, SN0105) in
 * Pikine department in 2013, and Diaxay Parcelle Niakoulrap in Rufisque.
 */

const { chat } = analystFixture();

describe('the layout before today’s', () => {
  it('gives the 2013 departments of today’s communes, in both languages', async () => {
    for (const q of [
      'Keur Massar, avant de devenir un département, c’était rattaché à quoi ?',
      'Before 2021, which department was Keur Massar part of?',
      'Keur Massar before it became a department in 2021 — which dept was it part of?',
      'Keur Massar faisait partie de quel département auparavant ?',
    ]) {
      const md = (await chat(q)).markdown;
      expect(md, q).toMatch(/Pikine \((département|department)\) \(4 communes/);
      expect(md, q).toContain('Rufisque');
      expect(md, q).toMatch(/2013/);
    }
    const malika = (await chat('Dans quel département était Malika en 2013 ?')).markdown;
    expect(malika).toMatch(/relevait de : Pikine/);
    expect(malika).toMatch(/se trouve dans : Keur Massar/);
  });

  it('keeps today’s layout when no earlier one is asked', async () => {
    const md = (await chat('Dans quel département se trouve Malika ?')).markdown;
    expect(md).toMatch(/se trouve dans : Keur Massar/);
    expect(md).not.toContain('2013');
  });

  it('places the unit below a name that is also the level asked ("In which region is Kolda?")', async () => {
    for (const q of ['In which region is Kolda?', 'Dans quelle région se trouve Matam ?']) {
      const md = (await chat(q)).markdown;
      expect(md, q).toMatch(/(Kolda|Matam) \((department|département)\) (lies in|se trouve dans)/);
      expect(md, q).not.toMatch(/No data|Pas de donnée/);
    }
  });
});
