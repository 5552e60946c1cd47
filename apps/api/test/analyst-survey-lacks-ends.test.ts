import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Survey indicators asked in new shapes (issue 12). vulnerability_ehcvm_2021_2022_by_region.csv:
 * electricity Kolda 53.57 % (46.43 % without), Dakar 98.52 % (1.48 % without), Tambacounda 53.09 %
 * (lowest; gap with Dakar 45.4 points); moderate or severe food insecurity Matam 44 % (56 % food
 * secure); severe Kolda 7 %, Kédougou 9.4 %, Sédhiou 5.9 %. population_ansd_regions_2023_2030.csv:
 * Kolda 969,385 in 2025 (7 % of it: 67,857).
 */

const { family } = analystFixture();

describe('survey indicators: lacks, food secure, both ends, a variant named apart', () => {
  it('reads "no power", "sans courant" as households without electricity', async () => {
    await family(
      ['combien de ménages sans courant à Kolda (en %) ?', 'how many households have no power in Kolda, in %?'],
      [/46[.,]43 %/],
    );
    await family(['Dakar: what share of households lack power?', 'ménages privés de courant, Dakar ?'], [/1[.,]48 %/]);
  });

  it('reads "food secure" as the complement of food insecurity', async () => {
    await family(
      ['What proportion of Matam households are food secure?', 'Part des ménages en sécurité alimentaire à Matam ?'],
      [/56 %/],
    );
  });

  it('reads "ordre de grandeur", "order of magnitude" as no ranking', async () => {
    await family(
      [
        'Combien de personnes en insécurité alimentaire sévère dans la région de Kolda en 2025, en ordre de grandeur ?',
        'Order of magnitude: how many people are severely food insecure in Kolda region in 2025?',
      ],
      ['67857'],
    );
  });

  it('gives both ends of a ranking and their gap when the top and the bottom are named', async () => {
    await family(
      [
        'ecart entre la region la plus electrifiee et la moins electrifiee',
        'the most electrified region and the least electrified one: what gap?',
      ],
      [/98[.,]52/, /53[.,]09/, /45[.,]4/],
    );
  });

  it('reads a word completing the measure named elsewhere in the question', async () => {
    await family(['Is food insecurity worse in Kolda or in Kédougou? severe rate please'], [/\b7 %/, /9[.,]4 %/]);
    await family(
      ["l'insécurité alimentaire à Sédhiou (sévère) ?", 'food insecurity in Sédhiou — severe'],
      [/5[.,]9 %/],
    );
  });
});

describe('a complement asked as a follow-up', () => {
  it('reads "et sans ?", "and without?" after a survey share as its complement', async () => {
    // Louga: drinking water 95.8 % (4.2 % without); Matam: electricity 55.65 % (44.35 % without).
    await family(
      [
        ["accès à l'eau potable à Louga ?", 'et sans ?'],
        ['water access in Louga?', 'and without?'],
      ],
      [/4[.,]2 %/],
    );
    await family(
      [
        ['électricité à Matam ?', 'et sans électricité ?'],
        ['Matam electricity access?', 'and without it?'],
      ],
      [/44[.,]35 %/],
    );
  });
});
