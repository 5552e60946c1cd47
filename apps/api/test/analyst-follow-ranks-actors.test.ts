import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Terse follow-ups and lists (population, ages and actors files of data/knowledge), in both
 * languages: the units of a ranking added up by a bare "ensemble ?", a level ranked "after" a place,
 * an age said with its number as the next item of a list, and more of the actors an answer showed.
 */

const { family } = analystFixture();

describe('terse follow-ups of a ranking', () => {
  it('adds up the units a ranking showed when asked only "together?"', async () => {
    // Kolda region, 2027: Vélingara 455 626 + Kolda 364 583 = 820 209.
    await family(
      [
        ['Les deux départements les plus peuplés de la région de Kolda en 2027 ?', 'ensemble ?'],
        ['Les deux départements les plus peuplés de la région de Kolda en 2027 ?', 'au total ?'],
        ['The two most populated departments of Kolda region in 2027?', 'together?'],
        ['The two most populated departments of Kolda region in 2027?', 'how many combined?'],
      ],
      ['820209'],
    );
  });

  it('reads "the most populous region after Dakar" as the ranking without Dakar', async () => {
    // 2024: Thiès region 2 587 091 on 6 670 km² → 383.3 per km².
    await family(
      [
        ['Quelle est la région la plus peuplée en 2024 après Dakar ?', 'Et sa densité ?'],
        ['Most populous region in 2024 after Dakar?', 'its density?'],
      ],
      [/383[.,]\d/, 'Thiès'],
      ['7619'],
    );
  });
});

describe('an age said with its number, next in a list', () => {
  it('reads "…, puis les moins de 5 ans selon OCHA" as another ask', async () => {
    // Dakar department: 639 354 women, 639 115 men (2023 census); 139 746 under 5 (OCHA 2020).
    await family(
      [
        'dept dakar : femmes et hommes au rgph 2023, puis les moins de 5 ans selon ocha 2020',
        'Département de Dakar : femmes et hommes au recensement de 2023, ensuite les moins de 5 ans selon OCHA 2020.',
        'Dakar department: women and men at the 2023 census, then the under 5 per OCHA 2020',
      ],
      ['639354', '639115', '139746'],
    );
  });
});

describe('more of the actors an answer showed', () => {
  it('asks a count of the one actor of a role listed before', async () => {
    // CSAR: 71 warehouses.
    await family(
      [
        ['Who handles food relief for flood victims?', 'how many warehouses does it run?'],
        ['Qui s’occupe de l’aide alimentaire aux sinistrés ?', 'il gère combien de magasins ?'],
      ],
      ['71'],
    );
  });

  it('asks a count with a pronoun for the actor, even with a measure word', async () => {
    // Senegalese Red Cross: volunteers in 45 departments.
    await family(
      [
        ['C’est qui la Croix-Rouge sénégalaise ?', 'elle a des volontaires dans combien de départements ?'],
        ['Who is the Senegalese Red Cross?', 'in how many departments does it have volunteers?'],
      ],
      ['45'],
      ['46 départements', '46 departments'],
    );
  });
});

describe('a subset of the things counted before', () => {
  it('keeps the facility type for "combien sont géolocalisés ?"', async () => {
    // Matam region: 90 geolocated health posts; Thiès region: 179.
    await family(
      [
        ['Combien de postes de santé dans la région de Matam ?', 'Combien sont géolocalisés ?'],
        ['How many health posts are there in Matam region?', 'how many are geolocated?'],
      ],
      ['90 '],
    );
  });
});

describe('an actor pointed to by a possessive', () => {
  it('asks a count of "its volunteers" of the actor before', async () => {
    await family(
      [
        ['Who is the Senegalese Red Cross?', 'how many departments have its volunteers?'],
        ['C’est qui la Croix-Rouge sénégalaise ?', 'ses volontaires sont dans combien de départements ?'],
      ],
      ['45'],
      ['46 départements', '46 departments'],
    );
  });
});
