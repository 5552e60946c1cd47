import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Leftovers of helper mf (issue 12), by family in both languages. Expected values are read off
 * data/knowledge/population by hand: population_ansd_regions_2023_2030.csv (2023: Dakar 4 004 425,
 * Thiès 2 463 679, Diourbel 2 080 332), population_ansd_departements_2023_2030.csv (2023: Mbacké
 * 1 359 756, Dakar 1 278 469; Louga region holds Kébémer, Linguère, Louga), and
 * ansd_rgph5_2023_population_by_sex.csv (Kaolack department 2023: women 330 486, men 333 567;
 * Kaolack region: women 661 808, men 674 910).
 */

const { family } = analystFixture();

describe('leftovers (mf)', () => {
  it('gives the unit right after the one a ranking gave', async () => {
    await family(
      [
        ['Quelle est la région la plus peuplée en 2023 ?', 'Et celui qui vient juste après ?'],
        ['Quelle est la région la plus peuplée en 2023 ?', "Et celle d'après ?"],
        ['Quelle est la région la plus peuplée en 2023 ?', 'Et la suivante ?'],
        ['Which region had the most people in 2023?', 'and the next one?'],
        ['Most populated region in 2023?', 'And the one after that?'],
      ],
      ['2463679', /Thiès/],
    );
    await family(
      [
        ['Quel département a le plus d’habitants en 2023 ?', "Et celui d'après ?"],
        ['Which department had the most inhabitants in 2023?', 'and the next one?'],
      ],
      ['1278469'],
    );
    // …and the one after that, one rank further again.
    await family(
      [['Quelle est la région la plus peuplée en 2023 ?', 'Et la suivante ?', 'Et celle qui vient juste après ?']],
      ['2080332', /Diourbel/],
    );
  });

  it('counts the units of the place before a pronoun owns', async () => {
    await family(
      [
        ['Population de la région de Louga ?', 'elle a combien de départements ?'],
        ['Population de la région de Louga en 2023 ?', 'combien de départements compte-t-elle ?'],
        ['Population of Louga region?', 'how many departments does it have?'],
        ['What was the population of Louga region in 2023?', 'How many departments does it contain?'],
      ],
      [/\*\*3 d[ée]parte?ments\*\*/, /Kébémer/, /Linguère/],
      ['46'],
    );
  });

  it('reads F/H, fem./hom., F/M as women and men beside a population word', async () => {
    await family(
      [
        'dept kaolack : F et H rgph 2023',
        'département de Kaolack : population F / H au recensement 2023',
        'dept Kaolack : fem. et hom. rgph 2023',
        'Kaolack department: F and M at the 2023 census',
        'Kaolack dept population 2023, M and F?',
      ],
      ['330486', '333567'],
    );
    await family(
      ['région kaolack : fem. et hom. au rgph 2023', 'Kaolack region population 2023: F & M'],
      ['661808', '674910'],
    );
  });
});
