import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Needs asked beside something else (issue 12): the gap between two standards' quantities, a
 * variant and the general standard together, a share of energy in kcal, SMS periods, and a needs
 * part of a multi-part question sized on the place the parts before were about. Expected values
 * are computed by hand from data/knowledge/response/response_standards.csv and the census.
 */

const { family } = analystFixture();

describe('two standards of one unit and "how many more"', () => {
  it('gives the difference between first-phase and medium-term toilets, with its inputs', async () => {
    // SAN-01 50 per toilet, SAN-02 20 per toilet: 1 500 → 30 and 75, 45 more; 2 000 → 40 and 100, 60 more.
    await family(
      [
        'Sur un site de 1 500 personnes équipé selon la norme de première phase, combien de toilettes supplémentaires pour atteindre la norme de moyen terme ?',
        'on a les latrines de premiere urgence pour 1500 personnes, il en faut combien de plus pour passer au moyen terme ?',
      ],
      [/75 \(SAN-02\) − 30 \(SAN-01\) = \*\*45\*\*/],
    );
    await family(
      ['For 2,000 people, how many more toilets does the medium-term standard require than the first-phase one?'],
      [/100 \(SAN-02\) − 40 \(SAN-01\) = \*\*60\*\* more toilets/],
    );
  });

  it('gives no difference when only one standard is computed', async () => {
    await family(['Combien de toilettes à moyen terme pour 1 500 personnes ?'], ['75'], ['Écart', '45']);
  });

  it('computes the general standard beside the variant named ("selon la norme générale")', async () => {
    // HEA-01 1 per 10 000: 450 000 → 45, 550 000 → 55; HEA-01.rural 1 per 50 000: 9 and 11.
    await family(
      [
        'En zone rurale dispersée, combien de structures de santé au minimum pour 450 000 habitants, et combien selon la norme générale ?',
        'structures de sante pr 450000 hbts en milieu rural, et selon la regle generale ?',
      ],
      [/\*\*45\*\*/, /\*\*9\*\*/, 'HEA-01.rural'],
    );
    await family(
      [
        'In a dispersed rural setting, how many health facilities at least for 550,000 people, and how many under the general standard?',
      ],
      [/\*\*55\*\*/, /\*\*11\*\*/],
    );
  });
});

describe('shares of energy said in kcal', () => {
  it('applies FOO-02 and FOO-03 to the ration given, else to the 2,100 kcal planning figure', async () => {
    // 10 % and 17 % of 2 100 = 210 and 357; of 2 400 = 240 and 408.
    await family(
      [
        'in a 2,100 kcal ration, kcal from protein and from fat?',
        "selon la norme, quelle part de l'énergie doit venir des protéines et des lipides ?",
      ],
      [/\*\*210 kcal\*\*/, /\*\*357 kcal\*\*/],
    );
    await family(
      ['pour une ration de 2 400 kcal, combien de kcal de protéines et de lipides ?'],
      [/\*\*240 kcal\*\*/, /\*\*408 kcal\*\*/],
    );
  });
});

describe('short forms of a period and of the people', () => {
  it('reads "pr 3500 pers par jr et sur 15 jrs" as people, a day and a period', async () => {
    // FOO-01 2 100 kcal: 3 500 × 2 100 = 7 350 000 a day, × 15 = 110 250 000.
    await family(
      ['kcal pr 3500 pers par jr et sur 15 jrs ?', 'kcal for 3500 ppl per day and over 15 days?'],
      ['7350000', '110250000'],
    );
  });

  it('reads misspelt needs words before an actor whose text shares a word ("long-term")', async () => {
    await family(
      ['how mny toilest long-term (medium term) for 8,800 poeple', 'toilettes a long terme pr 8800 pers'],
      [/\*\*440\*\*/, 'SAN-02'],
    );
  });
});

describe('a needs part of a multi-part question', () => {
  it('sizes "the whole population" on the place and year of the parts before', async () => {
    // Dakar region 2023 census 4 004 425 (sum of its departments), household size 6 → 667 404; × 15 L = 60 066 375.
    await family(
      [
        'Pour la région de Dakar : taille moyenne des ménages, nombre approximatif de ménages en 2023, et eau nécessaire par jour pour toute la population à 15 L par personne ?',
        ['Région de Dakar, population en 2023 ?', "et l'eau par jour pour toute la population ?"],
      ],
      ['60066375'],
    );
    // Sédhiou region 2023 589 264, size 12 → 49 105; × 15 = 8 838 960.
    await family(
      [
        'For Sédhiou region: average household size, approximate number of households in 2023, and daily water for the whole population at 15 L per person?',
      ],
      ['49105', '8838960'],
    );
  });
});

describe('a count of households given, turned into people', () => {
  it("uses the region's household size, then keeps the households for a per-household follow-up", async () => {
    // Fatick size 10: 730 × 10 = 7 300 people; SHE-03 2 tarpaulins per household: 730 × 2 = 1 460.
    await family(
      [
        ['730 ménages touchés à Fatick, ça fait combien de gens ?', 'et en bâches, il en faut combien ?'],
        ['730 households affected in Fatick: how many people is that?', 'and how many tarpaulins?'],
      ],
      ['7300', '1460'],
      ['1624'],
    );
  });
});
