import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Head counts as people write them in lists and SMS (issue 12): a figure scaled by its thousand
 * word ("4 mille", "2,5 milliers", "3 thousand"), and a count written after its label
 * ("sinistrés 3 500 : …", "displaced: 1,200 — …"). response_standards.csv: WAT-01 15 L per person
 * per day, SAN-01 one toilet per 50 people, SHE-01 3.5 m² covered per person.
 */

const { family } = analystFixture();

describe('head counts scaled by a thousand word or written after their label', () => {
  it('scales a figure by the thousand word after it', async () => {
    // 4,000 × 15 L = 60,000 L a day; 3,000 × 15 = 45,000; 2,500 × 15 = 37,500.
    await family(['eau pour 4 mille personnes', 'besoin en eau por 4 mille sinistrés par jour'], ['60000']);
    await family(['water for 3 thousand people per day', 'daily water for 3 thousand displaced people'], ['45000']);
    await family(
      ['daily water need for 2.5 thousand people', "cb de litres d'eau pr 2,5 milliers de pers par jr"],
      [/37[ ,.]?500/],
      ['1000 people', '1 000 personnes', '2,50 personnes'],
    );
    // 2,000 / 50 = 40 toilets in the first phase
    await family(['latrines pour deux milliers de sinistrés', 'toilets for 2 thousands displaced people'], [/\b40\b/]);
  });

  it('reads the count written after its people word', async () => {
    // 3,500 people: 52,500 L a day, 70 toilets, 12,250 m² covered.
    await family(
      ['sinistrés 3 500 : eau, latrines, abris ?', 'sinistrés: 3 500. besoins en eau, latrines et abris ?'],
      ['52500', /\b70\b/, '12250'],
    );
    // 1,200 people: 24 toilets first phase, 60 medium term.
    await family(
      [
        'displaced: 1,200 — how many toilets?',
        'people affected: 1,200. toilets needed?',
        'déplacés = 1200, latrines ?',
      ],
      [/\b24\b/, /\b60\b/],
    );
  });
});

describe('the people of one household given by its size', () => {
  it('sizes the needs of "a family of 9"', async () => {
    // 9 × 15 L = 135 L a day; 7 × 15 = 105 L a day.
    await family(
      ['how many litres of water a day does a family of 9 need?', 'eau par jour pour une famille de 9 ?'],
      [/\b135\b/],
    );
    await family(['water per day for a household of 7', 'eau pour un ménage de 7 par jour'], [/\b105\b/]);
  });
});
