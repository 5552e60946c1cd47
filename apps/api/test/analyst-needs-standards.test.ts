import { describe, expect, it } from 'vitest';
import { normaliseName } from '../src/modules/knowledge/normalise.ts';
import { askedStandards } from '../src/modules/advisor/analyst/subjects/need-words.ts';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Every response standard can be asked for by its own words (catalog/needs.json), in both
 * languages. Expected values are read off data/knowledge/response/response_standards.csv by hand.
 */

const asked = (q: string) => askedStandards(normaliseName(q).split(' '));

describe('the words of a needs question pick its standards', () => {
  it.each([
    ['Combien de robinets pour 3 000 personnes ?', ['WAT-07']],
    ['how many taps for 3,000 people', ['WAT-07']],
    ['How many hand pumps for 4,000 people?', ['WAT-08']],
    ['pompes à main pour 4000 déplacés', ['WAT-08']],
    ['Combien de puits ouverts pour 2 000 habitants ?', ['WAT-09']],
    ['open wells needed for 2000 people', ['WAT-09']],
    ['douches pour 1000 sinistrés', ['WAT-10']],
    ['jerrycans for 900 people', ['HYG-03']],
    ['savon de lessive pour 500 personnes', ['HYG-02']],
    ['protein and fat shares for 2,000 people', ['FOO-02', 'FOO-03']],
    ['vêtements pour 700 déplacés', ['NFI-01']],
    ['hospital beds for 40,000 people', ['HEA-03']],
    ['How much land do we need for a camp of 800 people?', ['SHE-02']],
    ['Quelle surface de site pour un camp de 1 200 déplacés ?', ['SHE-02']],
    ['combien de m2 pour loger 500 personnes sous abri', ['SHE-01']],
    ['eau pour un camp de 2 000 personnes', ['WAT-01']],
    ['toilettes pour les femmes et pour les hommes, 600 personnes', ['SAN-01', 'SAN-02', 'SAN-03']],
    ['latrines hommes/femmes avec le ratio 3 pour 1, 900 personnes', ['SAN-01', 'SAN-02', 'SAN-03']],
    ['water for 600 women', ['WAT-01']],
    ['population de Dakar', []],
    ['How far can a water point be from a household?', ['WAT-05']],
    ['à combien de mètres au plus doivent être les toilettes ?', ['SAN-04']],
    ["temps d'attente maximum au point d'eau", ['WAT-06']],
    ["combien de mètres cubes d'eau pour 5 000 personnes", ['WAT-01']],
  ])('%s → %j', (q, ids) => {
    expect(asked(q)).toEqual(ids);
  });
});

const { family } = analystFixture();

describe('needs of every standard, computed', () => {
  it('counts water points: people ÷ users per tap, hand pump or well, rounded up', async () => {
    // WAT-07 250 people per tap: 3 000 / 250 = 12; WAT-08 500 per hand pump: 4 000 / 500 = 8;
    // WAT-09 400 per open hand well: 2 000 / 400 = 5.
    await family(
      [['Combien de robinets pour 3 000 personnes ?'], ['how many taps do 3000 people need']],
      [/\*\*12\*\* (robinets|taps)/, 'WAT-07'],
    );
    await family([['How many hand pumps for 4,000 people?'], ['pompes a main pr 4000 pers']], [/\*\*8\*\*/, 'WAT-08']);
    await family(
      [['Combien de puits ouverts pour 2 000 habitants ?'], ['open wells for 2,000 people']],
      [/\*\*5\*\*/, 'WAT-09'],
    );
  });

  it('gives the camp site area (45 m² per person) when a camp or its land is asked', async () => {
    // SHE-02: 800 × 45 = 36 000 m²; 1 200 × 45 = 54 000 m².
    await family(
      [
        ['How much land do we need to plan a camp for 800 people?'],
        ['terrain a prevoir pour un camp de 800 personnes'],
      ],
      ['36000', 'SHE-02'],
    );
    await family([['Quelle surface de site faut-il prévoir pour un camp de 1 200 déplacés ?']], ['54000', 'SHE-02']);
  });

  it('never reads the 2 of "m2" as a standard quoted by the user', async () => {
    // SHE-01 3.5 m² covered per person: 500 × 3.5 = 1 750 (SHE-03 counts 2 tarpaulins per household).
    await family(
      [['combien de m2 pour loger 500 personnes sous abri'], ['how many m2 of shelter for 500 people']],
      ['1750', 'SHE-01'],
    );
  });

  it('splits toilets 3:1 between women and men when both are asked', async () => {
    // SAN-01 50 people per toilet: 600 / 50 = 12; SAN-03 3:1 → 9 for women, 3 for men.
    await family(
      [['How many toilets for women and for men for 600 people?'], ['toilettes femmes et hommes pour 600 sinistrés']],
      [/\*\*12\*\*/, /\b9\b/, 'SAN-03'],
    );
  });

  it('reads "une toilette pour 20 personnes" as the standard quoted, and splits each toilet count 3:1', async () => {
    // SAN-02 20 people per toilet: 1 600 / 20 = 80 → 60 for women, 20 for men; the 20 is no head count.
    await family(
      [
        [
          "Sur la base d'une toilette pour 20 personnes et du ratio 3 pour 1, combien de toilettes pour les femmes et pour les hommes sur un site de 1 600 personnes ?",
        ],
        ['one toilet per 20 people, 3:1 women to men: how many of each for a camp of 1,600 people?'],
        ['1 latrine pr 20 pers, combien de latrines femmes et hommes pour 1600 déplacés'],
      ],
      [/\*\*80\*\*/, /\b60\b/, /\b20\b/, 'SAN-02', '1600'],
      ['SAN-01 —'],
    );
    // No standard quoted: both phases (SAN-01 1 per 50: 160 → 120/40; SAN-02 1 per 20: 400 → 300/100).
    await family(
      [
        ['site de 8 000 personnes : combien de latrines femmes et combien hommes, avec le 3 pour 1 ?'],
        ['8000 people, toilets for women and men at 3:1?'],
      ],
      [/\*\*160\*\*/, /\*\*400\*\*/, /\b120\b/, /\b300\b/, /\b100\b/],
    );
  });

  it('says when no standard counts an item, and reads a camp’s area and hygiene kits', async () => {
    await family(
      [['Il nous faut combien de moustiquaires pour 600 familles ?'], ['how many mosquito nets for 3,000 people?']],
      [/pas de données|no data/],
      ['litres par jour', 'litres per day', 'toilettes |', 'toilets |'],
    );
    // SHE-02 45 m² per person: 2 000 × 45 = 90 000 m².
    await family(
      [['Quelle surface de camp pour 2 000 réfugiés ?'], ['camp area for 2,000 refugees?']],
      ['90000', 'SHE-02'],
    );
    await family(
      [["combien de kits d'hygiène pour 400 personnes ?"], ['how many hygiene kits for 400 people?']],
      ['HYG-01', 'HYG-03', 'HYG-04'],
    );
  });

  it('states shares and per-woman kits as they are, never multiplied by the people', async () => {
    // FOO-02 10 % and FOO-03 17 % of total energy; HYG-04 one kit per woman of reproductive age.
    await family(
      [
        ['What share of energy should come from protein and fat for 2,000 people?'],
        ['part des protéines et lipides pour 2000 personnes'],
      ],
      // …and the kilocalories they make of FOO-01's 2 100 kcal: 2 000 × 2 100 × 10 % = 420 000; × 17 % = 714 000.
      ['FOO-02', 'FOO-03', /\b10 %/, /\b17 %/, '420000', '714000'],
      ['**20000**', '**34000**'],
    );
    await family(
      [["Combien de kits d'hygiène menstruelle pour 5 000 sinistrées ?"], ['menstrual hygiene kits for 5,000 women']],
      ['HYG-04'],
      ['5000 kit'],
    );
  });
});

describe('what a standard says, when no people are given', () => {
  it('states the standard with its source, nothing multiplied', async () => {
    // WAT-01 15 L/person/day; SAN-01 50 people per toilet; FOO-01 2 100 kcal; HEA-05 1 death per 10 000 per day.
    await family(
      [["Quelle est la norme Sphère pour l'eau par personne ?"], ['What is the Sphere standard for water per person?']],
      ['WAT-01', /\b15 (litres|l)/],
    );
    await family(
      [['What is the standard for people per toilet?'], ['norme sphere nb de personnes par toilette']],
      ['SAN-01', /\b50 (people|personnes)/],
    );
    await family(
      [['What is the recommended daily calorie intake per person?'], ['ration calorique recommandée par personne ?']],
      ['FOO-01', '2100'],
    );
    await family(
      [["Quel est le seuil de mortalité d'urgence ?"], ['What is the crude mortality emergency threshold?']],
      ['HEA-05'],
    );
  });

  it('takes the variant and the distance or time the question names', async () => {
    // WAT-04 50 L in an urban middle-income context; WAT-05 500 m to the water point; WAT-06 15 minutes.
    await family(
      [
        ["combien de litres d'eau par personne et par jour en milieu urbain ?"],
        ['urban water standard per person per day?'],
      ],
      ['WAT-04', /\b50 (litres|l)/],
    );
    await family(
      [['How far can a water point be from a household?'], ["distance maximale jusqu'au point d'eau ?"]],
      ['WAT-05', '500'],
    );
    await family(
      [["temps d'attente maximum au point d'eau ?"], ['maximum queuing time at a water point?']],
      ['WAT-06', '15'],
    );
  });
});

describe('variants and periods as people write them', () => {
  it('gives both phases when both are named, and reads "pdt 5 jrs"', async () => {
    // SAN-01 500 / 50 = 10 toilets, SAN-02 500 / 20 = 25; WAT-01 15 L × 1 200 × 5 days = 90 000 L.
    await family(
      [
        ['Pour 500 personnes, combien de toilettes faut-il en première phase, puis à moyen terme ?'],
        ['toilets for 500 people in the first phase and in the medium term'],
      ],
      [/\*\*10\*\*/, /\*\*25\*\*/],
    );
    await family(
      [['eau pr 1200 pers pdt 5 jrs cb de litres'], ['water for 1,200 people for 5 days, how many litres']],
      ['90000'],
    );
  });
});
