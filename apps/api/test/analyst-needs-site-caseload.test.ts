import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * More ways of giving the people and the period (issue 12): "an IDP site of 5,500", "un camp de
 * 3 000", "a caseload of 7,000" are head counts (never "un camp de 2 hectares"); "850 sans-abri" is
 * one people word; "900 flood-affected households" are households (× 9, CRS-01 = 8,100 people);
 * "un mois et demi" is 45 days. response_standards.csv: SAN-01 1 toilet per 50, FOO-01 2,100 kcal,
 * SHE-01 3.5 m², WAT-01 15 L per person per day.
 */

const { family } = analystFixture();

describe('head counts of a site or caseload, and periods with a half', () => {
  it('reads the people of a site, camp or caseload', async () => {
    await family(
      [
        'Plan latrines for an IDP site of 5,500: first-phase count?',
        'latrines pour un site de 5 500 : combien en première phase ?',
      ],
      [/\b110\b/],
    );
    await family(
      ['Budgeting food: how many kcal per day for a caseload of 7,000?', 'kcal par jour pour un camp de 7 000 ?'],
      ['14700000'],
    );
  });

  it('reads sans-abri and households after an adjective', async () => {
    await family(
      ['Quelle surface couverte minimale pour abriter 850 sans-abri ?', 'covered space to shelter 850 sans-abri?'],
      ['2975'],
    );
    await family(
      [
        'How many litres a day would 900 flood-affected households need?',
        "combien de litres d'eau par jour pour 900 ménages sinistrés ?",
      ],
      ['8100', '121500'],
    );
  });

  it('reads a month and a half as 45 days', async () => {
    await family(
      ['eau nécessaire pour 2 000 personnes sur un mois et demi', 'water for 2,000 people for a month and a half'],
      ['1350000'],
    );
  });
});
