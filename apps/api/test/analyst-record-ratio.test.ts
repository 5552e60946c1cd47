import { describe, expect, it } from 'vitest';
import { quantitiesIn } from '../src/modules/advisor/analyst/subjects/record-ratio.ts';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A figure per unit computed from the quantities an actor's record states (issue 12), never from a
 * figure the text does not give. Expected values by hand from
 * data/knowledge/response/senegal_response_actors.csv (ACT-08 CSAR, ACT-15 Red Cross, ACT-16 ONAS).
 */

describe('the quantities a text states', () => {
  it('reads numbers as written in French and English, with the unit after or the currency before', () => {
    const fr = quantitiesIn('gère 71 magasins (capacité 86 000 t) ; (2024 : 681 t de riz à 6 810 ménages)');
    expect(fr.map((x) => [x.value, x.unit])).toEqual([
      [71, 'warehouse'],
      [86000, 'tonne'],
      [681, 'tonne'],
      [6810, 'household'],
    ]);
    const en = quantitiesIn('IFRC DREF 2020: CHF 331,410 for 8,100 people; PROGEP 1 funded at USD 121.3 million');
    expect(en.map((x) => [x.value, x.unit])).toEqual([
      [331410, 'chf'],
      [8100, 'person'],
      [121300000, 'usd'],
    ]);
  });
});

const { family } = analystFixture();

describe('a figure per unit from a record', () => {
  it('CSAR 2024: 681 t of rice for 6 810 households = 100 kg per household', async () => {
    await family(
      [
        'En 2024, combien de kilos de riz le CSAR a-t-il distribués en moyenne par ménage victime de chocs ?',
        'le riz du CSAR en 2024, ça fait combien de kg par ménage en moyenne ?',
        'In 2024, how many kilos of rice did CSAR hand out on average per shock-hit household?',
      ],
      [/681 t ÷ 6[ ,]?810/, /= 100 kg (par ménage|per household)/],
    );
  });

  it('CSAR: 86 000 t over 71 warehouses = 1 211.3 t per warehouse', async () => {
    await family(
      [
        "Quelle est la capacité moyenne d'un magasin du CSAR, en tonnes ?",
        "capacite moyenne d'1 magasin du CSAR en tonnes ?",
        'What is the average capacity of a CSAR warehouse, in tonnes?',
      ],
      [/1[  ,]?211[,.]3 t/],
    );
  });

  it('Red Cross DREF 2020: CHF 331 410 for 8 100 people = CHF 40.91 per person', async () => {
    await family(
      [
        'How many Swiss francs per person assisted did the 2020 IFRC DREF for the Senegalese Red Cross represent?',
        '2020 dref: CHF per person?',
        'DREF 2020 de la Croix-Rouge : combien de CHF par personne ?',
      ],
      [/40[,.]91 CHF/],
    );
  });

  it('computes nothing when the text gives no number ("une centaine de stations")', async () => {
    await family(['ONAS : combien de km de réseau par station de pompage ?'], [/ONAS/], ['Calculé à partir']);
  });
});

describe("a figure per unit from a flood's notes", () => {
  it('takes the pair of the publisher the question cites: Les Echos 3 667 / 456 = 8.04', async () => {
    // SEN-2024-02 notes: the government's "774 households (or approximately 55,600 people)", and
    // "Les Echos …: 456 households (~3,667 people)".
    await family(
      [
        'Pour la crue de 2024, combien de ménages et de personnes touchés selon Les Échos, et combien de personnes par ménage cela fait-il ?',
        'For the 2024 river flood, how many households and people affected according to Les Echos, and how many people per household does that make?',
      ],
      [/3[  ,]?667 (personnes|people) ÷ 456/, /8[,.]04/],
    );
  });
});

describe('publishers cited that many records cite', () => {
  it('keep every record of the flood asked: IFRC 119 000 and the government 360 000 (2009)', async () => {
    await family(
      [
        'For the 2009 floods: how many people affected according to IFRC and to the government, and how many houses destroyed?',
      ],
      ['119000', '360000', '2600'],
    );
  });
});

describe('numbers that are no count', () => {
  it('reads "the 2023 households" as a year, and "per 1,000,000 inhabitants" as a rate', async () => {
    // Sédhiou 589 264 / 12 = 49 105 households × 61.7 % = 30 298; Ziguinchor 2 hospitals / 617 568 × 1e6 = 3.24.
    await family(
      [
        "How many households of Sédhiou region would have suffered a shock in the last 3 years, applying the EHCVM rate to the 2023 households estimated at the region's household size?",
      ],
      ['30298'],
    );
    await family(['How many hospitals per 1,000,000 inhabitants are there in Ziguinchor region?'], [/3[,.]24/]);
  });
});
