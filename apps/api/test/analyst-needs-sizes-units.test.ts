import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Needs said in the units people plan with (issue 12): things of a size counted (needs.json
 * `containers`), a need converted to m³, kg, tonnes or hectares (needs.json `conversions`), and a
 * standard per person over a period. Expected values are read off response_standards.csv by hand.
 */

const { family } = analystFixture();

describe('needs in containers, units and periods', () => {
  it('counts containers of a size: the need over the size, rounded up', async () => {
    // WAT-01: 1 000 × 15 = 15 000 L a day ÷ 20 L = 750 jerrycans.
    await family(
      [
        ['How many 20-litre jerrycans of water per day for 1,000 people?'],
        ["Combien de bidons de 20 litres d'eau par jour pour 1 000 personnes ?"],
      ],
      [/\*\*750\*\*/],
    );
    // 4 000 × 15 = 60 000 L ÷ 10 000 L = 6 tanker trucks; the truck's volume is no rate per person.
    await family(
      [
        ['Combien de camions-citernes de 10 000 L par jour pour 4 000 sinistrés ?'],
        ['how many 10 m3 water trucks a day for 4,000 displaced?'],
      ],
      ['60000', /\*\*6\*\*/],
      ['40000000'],
    );
    // SHE-01 3.5 m²: 800 × 3.5 = 2 800 m² ÷ 16 m² = 175 tents.
    await family(
      [['Combien de tentes de 16 m² pour 800 personnes ?'], ['how many 16 m² tents for 800 people?']],
      ['2800', /\*\*175\*\*/],
    );
  });

  it('converts a need into the unit asked', async () => {
    // 8 000 × 15 = 120 000 L = 120 m³ a day.
    await family(
      [
        ['how many cubic metres of water per day for 8,000 flood victims?'],
        ["Combien de m3 d'eau par jour pour 8 000 sinistrés ?"],
      ],
      ['120000', /\*\*120 m³\*\*/],
    );
    // HYG-01 250 g: 40 000 × 250 = 10 000 000 g = 10 tonnes a month.
    await family(
      [
        ['bathing soap for 40,000 people for a month, in tonnes?'],
        ['savon de toilette pour 40 000 personnes par mois, en tonnes ?'],
      ],
      [/\*\*10 tonnes\*\*/],
    );
    // SHE-02 45 m²: 4 000 × 45 = 180 000 m² = 18 ha.
    await family(
      [
        ["Superficie d'un camp planifié pour 4 000 personnes, en hectares ?"],
        ['site area of a planned camp for 4,000 people in hectares'],
      ],
      ['180000', /\*\*18 hectares\*\*/],
    );
  });

  it('reads a period in whole days of hours', async () => {
    // WAT-01: 1 000 × 15 = 15 000 L a day; 72 hours = 3 days → 45 000 L; 48 hours for 500 → 15 000 L.
    await family(
      [["pour 72 heures, combien d'eau pour 1 000 personnes ?"], ['water for 1,000 people for 72 hours?']],
      ['45000'],
    );
    await family([['water for 500 people for 48 hours?'], ['eau pour 500 personnes pendant 48 heures']], ['15000 ']);
  });

  it('gives a standard per person over the period asked', async () => {
    // WAT-01 15 L/person/day: a week = 105 L, a month = 450 L.
    await family(
      [['combien de litres par personne et par semaine selon Sphère ?'], ['Sphere water per person per week?']],
      [/\*\*105 (litres|liters)\*\*/],
    );
    await family(
      [['Sphere water per person for a month?'], ["Norme d'eau par personne pour un mois ?"]],
      [/\*\*450 (litres|liters)\*\*/],
    );
  });
});
