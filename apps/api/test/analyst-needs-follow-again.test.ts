import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Follow-ups of a needs answer (issue 12): a bare count, a unit or a place asks the same needs again
 * (need-follow.ts `asksNeedsAgain`, `bareCount`), and a context set against one a standard has no
 * row for ("urbain et rural") takes the general row beside it (standards.ts). Expected values are
 * read off response_standards.csv and the population files by hand.
 */

const { family } = analystFixture();

describe('needs asked again after a needs answer', () => {
  it('reads a bare count as the new people, keeping the needs asked before', async () => {
    // SAN-01 1 per 50: 2 500 → 50 toilets; 3 000 → 60.
    await family(
      [
        ['toilets for 1,000 people?', 'what about 2,500?'],
        ['combien de latrines pour 1 000 personnes ?', 'et si on passe à 2 500 ?'],
      ],
      ['2500', /\*\*50\*\* (toilets|toilettes)/],
      ['37500'],
    );
  });

  it('adds a count said with more to the people before, or takes one said with fewer', async () => {
    // WAT-01: (1 000 + 500) × 15 = 22 500 L a day; SAN-01: (2 000 − 400) / 50 = 32 toilets.
    await family(
      [
        ['eau par jour pour 1 000 personnes', 'on en a 500 de plus'],
        ['water per day for 1,000 people', 'and 500 more?'],
      ],
      ['1500', '22500'],
    );
    await family(
      [
        ['latrines pour 2 000 personnes en première phase', 'et 400 de moins ?'],
        ['toilets for 2,000 people in the first phase', 'and 400 fewer?'],
      ],
      ['1600', /\*\*32\*\*/],
    );
  });

  it('says the needs before in the unit asked', async () => {
    // WAT-01: 2 000 × 15 = 30 000 L = 30 m³ a day, 300 m³ over 10 days.
    await family(
      [
        ['eau pour 2000 pers pendant 10 jours', 'en m3 ?'],
        ['water for 2,000 people for 10 days', 'in cubic metres?'],
      ],
      [/\*\*30 m³\*\*/, '300 m³'],
    );
    // HYG-01: 10 000 × 250 g = 2 500 000 g = 2.5 t a month.
    await family(
      [
        ['bathing soap for 10,000 people per month?', 'in tonnes?'],
        ['savon de toilette pour 10 000 personnes par mois ?', 'en tonnes ?'],
      ],
      [/\*\*2[.,]5 tonnes\*\*/],
    );
  });

  it('sizes the needs before for the place a follow-up names, at the year before', async () => {
    // Matam 2023: region 831 632 × 15 = 12 474 480 L (department 386 887 × 15 = 5 803 305 L).
    await family(
      [
        ['Eau par jour pour la population de Bakel en 2023 ?', 'et pour Matam ?'],
        ['Water per day for the population of Bakel in 2023?', 'and for Matam?'],
      ],
      [/12474480|5803305/],
      ['2849055'],
    );
  });

  it('sets the general water standard against the urban one when rural is named', async () => {
    // WAT-04 50 L and WAT-01 15 L: 10 000 people → 500 000 and 150 000 L, 350 000 L apart.
    await family(
      [
        ['Quelle différence de besoin en eau entre milieu urbain et rural pour 10 000 personnes par jour ?'],
        ['Difference in daily water between urban and rural settings for 10,000 people?'],
      ],
      ['500000', '150000', '350000'],
    );
    // 20 000 people: 1 000 000 − 300 000 = 700 000 L more at the urban standard than the basic one.
    await family(
      [
        [
          'How much more water does a city of 20,000 displaced need per day at the urban standard than at the basic one?',
        ],
        [
          "Combien d'eau de plus par jour pour 20 000 déplacés en ville, norme urbaine par rapport à la norme de base ?",
        ],
      ],
      ['700000'],
    );
  });
});
