import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { digits } from './helpers/chat.ts';

/**
 * The catalog-driven reader and planner (issue 12), by family of question: each family is asked
 * in several phrasings, in French and English, and must give the figures computed from the files
 * (the expected values are read off data/knowledge by hand, not from the engine).
 */

const { chat, family } = analystFixture();

describe('the planner reads families of questions', () => {
  it('says how it read the question before answering', async () => {
    const a = await chat('Population du département de Pikine en 2029 ?');
    expect(a.markdown.split('\n')[0]).toBe('*Lu comme : population · Pikine (département) · 2029*');
    const en = await chat('Population of Pikine department in 2029?');
    expect(en.markdown.split('\n')[0]).toBe('*Read as: population · Pikine (department) · 2029*');
  });

  it('shares of a whole, computed with their formula', async () => {
    // population_ansd_departements_2023_2030.csv 2025: Mbour 990 570; Thiès region (sum) 2 587 091 → 38,3 %.
    await family(
      [
        ['Quelle part de la population de la région de Thiès vit dans le département de Mbour en 2025 ?'],
        ['What share of Thiès region’s population lives in Mbour department in 2025?'],
        ['% de la pop de la region de thies ds le dept de mbour en 2025'],
      ],
      ['990570', '2587091', /38[.,]3 %/],
    );
  });

  it('rates per N inhabitants, however N is written', async () => {
    // Kolda region: 101 health posts; 2023 census (from departments) 914 797 → 1,10 per 10 000.
    await family(
      [
        ['Nombre de postes de santé pour 10 000 habitants dans la région de Kolda'],
        ['How many health posts per 10,000 inhabitants are there in Kolda region?'],
        ['postes de sante pr 10000 hbts region kolda'],
      ],
      ['101', '914797', /1[.,]10/],
    );
  });

  it('answers every part of a multi-part question, in order', async () => {
    // Matam region: census 831 632; 101 health posts; electricity 55,65 %.
    const a = await chat('Population, postes de santé et accès à l’électricité dans la région de Matam ?');
    const md = digits(a.markdown);
    expect(md).toContain('831632');
    expect(md).toContain('101');
    expect(md).toMatch(/55,65 %/);
    expect(md.indexOf('831632')).toBeLessThan(md.indexOf('55,65'));
    const en = digits((await chat('Population and health posts in Matam region?')).markdown);
    expect(en).toContain('831632');
    expect(en).toContain('101');
  });

  it('gives a year series and its growth', async () => {
    // Kaffrine region: 820 404 (2023) … 1 046 120 (2030); +225 716.
    await family(
      [
        ['Population of Kaffrine region year by year from 2023 to 2030'],
        ['Population de la région de Kaffrine de 2023 à 2030, année par année'],
      ],
      ['820404', '878045', '1046120', '225716'],
    );
  });

  it('compares two places and says by how much', async () => {
    // 2023 census: Keur Massar 770 314, Pikine 764 597 → 5 717.
    await family(
      [
        ['which is bigger, Keur Massar or Pikine?'],
        ['Lequel est plus peuplé, Keur Massar ou Pikine ?'],
        ['compare keur massar et pikine'],
      ],
      ['770314', '764597', '5717'],
    );
  });

  it('reads misspelt and SMS-style questions', async () => {
    // Ziguinchor region, ANSD projection 2026: 652 719.
    await family([['slt cb d hbts a ziguinshor en 2026 svp'], ['popualtion of Ziguinchor regin in 2026']], ['652719']);
  });

  it('adds up named places when a total is asked', async () => {
    // Health posts: Kaolack 151, Kédougou 48 → 199.
    await family(
      [
        ['total postes de santé Kaolack + Kédougou'],
        ['How many health posts are there in total in Kaolack and Kédougou regions?'],
      ],
      ['151', '48', '199'],
    );
  });

  it('gives the national survey shares by milieu, one or all', async () => {
    // household_shocks_ehcvm: high food prices 23,6 / 37,8 / 42,6 / 35,9.
    const all = digits(
      (
        await chat(
          'What share of households experienced high food prices in Dakar, other urban areas, rural areas and nationally?',
        )
      ).markdown,
    );
    for (const v of ['23.6', '37.8', '42.6', '35.9']) expect(all).toContain(v);
    expect((await chat('% des ménages touchés par la hausse des prix alimentaires en milieu rural')).markdown).toMatch(
      /42,6 %/,
    );
  });

  it('follows up by changing only what the new question names', async () => {
    const year = digits((await chat('Population du département de Bakel en 2023 ?', 'et en 2028 ?')).markdown);
    expect(year).toMatch(/Bakel \(département\)/);
    expect(year).toMatch(/2028/);
    const place = (await chat('How many people live in Thiès region in 2030?', 'and Kolda region')).markdown;
    expect(place).toMatch(/Kolda \(region\)/);
    const measure = digits((await chat('pop region dakar 2023', 'et les postes de santé ?')).markdown);
    expect(measure).toMatch(/postes de santé/);
    expect(measure).toMatch(/Dakar \(région\)/);
  });

  it('gives 100 − a share for households without a service, marked as computed', async () => {
    const a = await chat('Share of households without drinking water in Kolda?');
    expect(a.markdown).toMatch(/58\.25 %/);
    expect(a.data.figures.at(-1)).toMatchObject({ value: 58.25, kind: 'computed' });
  });
});
