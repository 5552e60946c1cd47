import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Water points and showers read backwards, two-week periods, and "in percent?" after a change
 * (issue 12). response_standards.csv WAT-07 250 people per tap, WAT-10 50 per bathing facility,
 * WAT-01 15 L per person per day. population_ansd_departements_2023_2030.csv Bambey 376 467 (2023)
 * → 424 365 (2027): +12.7 %; Podor 486 007 → 573 895 (2030): +18.1 %.
 */

const { family } = analystFixture();

describe('a count of water points or showers read backwards', () => {
  it('gives the people they serve', async () => {
    await family(
      ['We have 15 taps: how many people can they serve?', 'Nous avons 15 robinets : combien de personnes ?'],
      ['3750'],
    );
    await family(
      ['Nous avons 8 douches : combien de personnes ?', 'we have 8 showers, how many people can they serve?'],
      ['400'],
    );
  });
});

describe('a fortnight', () => {
  it('is 14 days in English and a quinzaine 15 in French', async () => {
    await family(
      ['Sphere water standard for 600 ppl over a fortnight?', 'water for 600 people for a fortnight'],
      ['126000'],
    );
    await family(['eau pour 600 personnes pendant une quinzaine ?'], ['135000']);
  });
});

describe('"in percent?" after a change', () => {
  it('gives the change in percent, not a share of the region', async () => {
    await family(
      [
        ['Croissance du département de Bambey entre 2023 et 2027 ?', 'et en pourcentage ?'],
        ['How much does Bambey department grow from 2023 to 2027?', 'in percent?'],
      ],
      [/12[,.]7/],
      ['sur 2080332', 'out of 2080332'],
    );
    await family([['How much does Podor dept grow 2023-2030?', 'and as a percentage?']], [/18[,.]1/]);
  });
});
