import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Needs named the short way (issue 12). response_standards.csv: HYG-01 250 g and HYG-02 200 g of soap
 * per person a month; HEA-01 1 facility per 10,000, HEA-02 1 hospital per 250,000; NUT-01.camp > 90 %
 * of children treated; SAN-01 1 toilet per 50 in the first phase ("1ere urgence"), SAN-02 1 per 20.
 */

const { family } = analystFixture();

describe('needs named with abbreviations and shared heads', () => {
  it('reads bathing and laundry soap as both soaps', async () => {
    // 3,000 people × 250 g × 3 months = 2,250,000 g; × 200 g × 3 = 1,800,000 g
    await family(
      [
        'bathing and laundry soap for 3k people for 3 months',
        'savon de toilette et de lessive pour 3000 personnes pendant 3 mois',
      ],
      ['2250000', '1800000'],
    );
  });

  it('reads struct de santé primaire and malnourished kids', async () => {
    await family(
      [
        'struct de santé primaire et hopitaux de district pr 750 000 hab (HCR)',
        'structures de santé primaire et hôpitaux de district pour 750 000 habitants',
      ],
      [/\b75\b/, /\b3\b/],
    );
    // 300 × 90 % = 270
    await family(
      [
        'of 300 acutely malnourished kids in a camp, how many must be treated at minimum?',
        'sur 300 enfants malnourris dans un camp, combien au minimum à prendre en charge ?',
      ],
      [/\b270\b/],
    );
  });

  it('reads 1ere urgence as the first phase', async () => {
    // 3,000 / 50 = 60 first phase, / 20 = 150 medium term: 90 more
    await family(
      [
        'on a les latrines de 1ere urgence pr 3000 pers, cb en plus pr le moyen terme ?',
        'latrines 1ere phase pour 3000 personnes : combien de plus à moyen terme ?',
      ],
      [/\b60\b/, /\b150\b/, /\b90\b/],
    );
  });
});
