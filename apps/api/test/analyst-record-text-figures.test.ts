import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Figures a flood's own record makes (issue 12): the figures a question quotes pick the flood that
 * holds them, the record's own pair comes before the press figures its notes quote unless a
 * publisher is named, a figure per unit asked of a dated flood is its record's (not the census's
 * household size), a group the notes count is a share of the people affected, and "how many people
 * per household" alone is the household size, not inhabitants per health facility.
 * Expected values are read off data/knowledge/floods/flood_events.csv by hand.
 */

const { family } = analystFixture();

describe('figures a flood record makes', () => {
  it('picks the flood whose record holds the figures the question quotes', async () => {
    // SEN-2024-02: 774 households, 55,600 people; SEN-2024-01 (16 Sept) has neither.
    await family(
      [
        'crue 2024 : 774 ménages pour 55 600 personnes, ça tient la route ?',
        'inondations 2024 : 55 600 personnes dans 774 ménages, c’est crédible ?',
        '2024 floods: 55,600 people in 774 households, does that add up?',
      ],
      ['SEN-2024-02', /incoh|inconsist/],
      ['SEN-2024-01'],
    );
  });

  it('divides the record’s own pair unless a publisher is named', async () => {
    // Government: 55,600 / 774 = 71.83 per household; Les Echos: 3,667 / 456 = 8.04.
    await family(
      [
        'According to the official toll of the 2024 river flood, how many people per household?',
        'crue du fleuve 2024, bilan du gouvernement : combien de personnes par ménage ?',
        'Crue de 2024, chiffres officiels : ça fait combien de personnes par ménage ?',
      ],
      [/71[.,]83/],
      ['8.04', '8,04'],
    );
    await family(
      [
        'les echos 2024 flood figures: people per household?',
        'selon Les Échos, crue 2024 : combien de personnes par ménage ?',
        'crue 2024, chiffres des Echos : personnes par ménage ?',
      ],
      [/8[.,]04/],
      ['71.83', '71,83'],
    );
  });

  it('gives a group the notes count as a share of the people affected', async () => {
    // SEN-2020-01: 10,919 women, 640 children <5, 533 elderly of 16,798 affected.
    await family(
      [
        'Quelle proportion de femmes parmi les personnes touchées par les inondations de septembre 2020 ?',
        'inondations sept 2020 : % de femmes chez les sinistrés ?',
        'What percentage of the people affected by the September 2020 floods were women?',
      ],
      [/65[.,]0/, '10919'],
    );
    await family(
      [
        'part des personnes âgées parmi les sinistrés des inondations de septembre 2020 ?',
        'September 2020 floods: what share of those affected were elderly?',
      ],
      [/3[.,]17/, '533'],
    );
  });

  it('reads people per household alone as the household size', async () => {
    await family(
      ['combien de personnes par ménage à Kolda ?', 'how many people per household in Kolda?'],
      ['11'],
      ['structure', 'facility'],
    );
  });
});

describe('the rest of a total a record states', () => {
  it('computes what is left of a programme from its total and the part executed', async () => {
    // ACT-06 PDGI: FCFA 766.99 bn − 511.2 bn executed = 255.79 bn.
    await family(
      [
        'How much of the PDGI was left unexecuted, in billion CFA francs?',
        "combien du PDGI n'a pas été exécuté, en milliards de FCFA ?",
        'PDGI : quel montant reste non exécuté ?',
        "Quelle part du PDGI n'a pas été exécutée, en milliards de FCFA ?",
      ],
      [/255[.,]79/],
    );
  });
});
