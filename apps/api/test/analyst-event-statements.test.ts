import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A fact only a flood's texts hold is answered first by the statements that hold it, quoted with
 * the flood's id (issue 12), not by a count of floods or by another field: "latrines détruites" is
 * no count of houses destroyed. Expected values are read off data/knowledge/floods/flood_events.csv.
 */

const { family } = analystFixture();

describe('statements of a flood text', () => {
  it('quotes the statement that answers, first', async () => {
    // SEN-2020-01 other_impacts: "230 latrines destroyed".
    await family(
      ['combien de latrines détruites en 2020 ?', 'how many latrines were destroyed in 2020?'],
      [/^\*\*(Ce que disent nos sources|What our sources say)/, '230 latrines destroyed'],
      ['Maisons détruites ou effondrées : 102', 'houses destroyed or collapsed: 102'],
    );
    // SEN-2024-02 (UNICEF): 24 schools in Bakel, 19 in Matam, 30 in Podor; SEN-2024-03: 248 schools.
    await family(
      ['how many schools were flooded in 2024?', "combien d'écoles ont été inondées en 2024 ?"],
      [/^\*\*(Ce que disent nos sources|What our sources say)/, '24 schools in Bakel', '248 schools'],
      ['recorded floods in 2024', 'inondations recensées en 2024'],
    );
    await family(
      ['combien de centres de santé inondés en 2024 ?', 'how many health centres were flooded in 2024?'],
      ['6 health centres in Tambacounda'],
    );
  });

  it('keeps the houses destroyed when houses are asked', async () => {
    await family(
      [
        'Combien de maisons détruites au total, toutes inondations confondues ?',
        'how many houses were destroyed in all the floods combined?',
      ],
      ['10872'],
    );
  });
});

describe('a toll not reported', () => {
  it('gives the same toll counted the other way, when the record holds it', async () => {
    // SEN-2012-01: people displaced not reported, families displaced 5,000.
    await family(
      ['inondations de 2012 : combien de déplacés ?', 'how many people were displaced by the 2012 floods?'],
      [/^\*\*[^\n]*(non rapporté|not reported)[^\n]*5000/],
    );
    // SEN-2020-01: households not reported, people affected 16,798.
    await family(
      ['combien de ménages touchés en 2020 ?', 'how many households were affected in 2020?'],
      [/^\*\*[^\n]*16798/],
    );
  });
});

describe('a part of a total a statement splits in percent', () => {
  it('computes the part the question names', async () => {
    // SEN-2024-02: 1,002 ha of fields flooded, maize 10.56 % → 105.8 ha; rice 21.59 % → 216.3 ha.
    await family(
      [
        "crue 2024 : ça fait combien d'hectares de maïs sous l'eau ?",
        '2024 river flood: how many hectares of maize were flooded?',
      ],
      [/105[.,]8/],
    );
    await family(
      [
        "crue du fleuve 2024 : combien d'hectares de riz inondés ?",
        '2024 river flood: how many hectares of rice were flooded?',
      ],
      [/216[.,]3/],
    );
  });
});
