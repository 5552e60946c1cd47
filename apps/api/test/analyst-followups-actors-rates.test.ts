import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Follow-ups (issue 12): a rate "per 10k people" after a count keeps the count's measure; more of
 * the actor the answer before was about; a loader's note in French. Kaolack region: 151 health posts,
 * 1 336 718 inhabitants at the 2023 census → 1.13 per 10 000.
 */

const { family } = analystFixture();

describe('a rate asked after a count', () => {
  it('reads "per 10k people" as the rate of the count before, not a number of people', async () => {
    await family(
      [
        ['health posts in Kaolack region?', 'per 10k people (2023 pop)?'],
        ['postes de santé dans la région de Kaolack ?', 'et pour 10 000 habitants ?'],
      ],
      [/1[,.]13/],
    );
  });

  it('still reads "pour 10 000 personnes" as people to serve', async () => {
    await family(['eau pour 10 000 personnes'], ['150000']);
  });
});

describe('more of the actor the answer before was about', () => {
  it("gives that actor's card, its tutelage included", async () => {
    await family(
      [
        ["Que fait l'ONAS en cas d'inondation ?", 'Et de quel ministère dépend-il ?'],
        ['What does ONAS do in floods?', 'Which ministry is it under?'],
      ],
      [/ONAS/, /(Tutelle|Under)/],
      ['BNSP'],
    );
  });
});

describe("the loader's notes in French answers", () => {
  it('says the national sum in French', async () => {
    await family(['population pour 1000 habitants'], ['somme des 46 départements'], ['sum of the 46']);
  });
});

describe("each sex's share of a place", () => {
  it('gives women and men and their shares of the place itself (Dougue 2023: 4 756 and 4 519 of 9 275)', async () => {
    await family(
      [
        'For the commune of Dougue: how many women, how many men, and what share of women at the 2023 census?',
        'Dougue : femmes, hommes et part des femmes au RGPH 2023 ?',
      ],
      ['4756', '4519', /51[,.]3 %/],
      ['170601'],
    );
  });
});

describe('actors by the role asked', () => {
  it('lists every alerting actor, even when one actor holds all the words', async () => {
    await family(
      [
        'who issues flood or weather alerts in Senegal?',
        "Nous voulons nous abonner à toutes les sources d'alerte avant l'hivernage. Quels acteurs émettent des alertes ou surveillent les crues ?",
      ],
      [/ANACIM/, /DGPRE/, /OMVS/],
    );
  });
});

describe('a record named by a word only its text holds', () => {
  it('answers "where is the Manantali dam" from the SEMAF and OMVS records (Bafing, Mali)', async () => {
    await family(
      ['Where is the Manantali dam, and on which river?', 'le barrage de Manantali, il est où ?'],
      [/Bafing/, /Mali/],
    );
  });

  it('leaves a question about elsewhere out of scope', async () => {
    await family(['What is the capital of Mali?'], [/outside the data/], ['SEMAF']);
  });
});

describe('a split asked for a year it is not published for', () => {
  it('gives the total of that year and the latest year the split is published for', async () => {
    // Louga department: 2029 projection 554 498 (total only); 2023 census women 240 956.
    await family(
      [
        'How many women will live in Louga department in 2029?',
        'combien de femmes dans le département de Louga en 2029 ?',
      ],
      ['554498', '240956', /2023/],
    );
  });
});
