import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Needs asked in words the development questions never used (issue 12, paraphrase probe): other
 * names of a standard, a count spelt "un million", a stock whose days are asked with "how long", the
 * people given in a sentence before the ask, and a capacity asked with a pronoun for subject.
 * Standards: data/knowledge/response/response_standards.csv.
 */

const { family } = analystFixture();

describe('needs asked in other words', () => {
  it('reads laundry installations, caloric intake and malnourished children as their standards', async () => {
    // WAT-10.laundry: 100 people per laundry area → 450 / 100 = 4.5, 5 areas.
    await family(
      [
        "Site de 450 déplacés : combien d'installations de lessive ?",
        'How many laundry points for 450 displaced people?',
      ],
      [/\b5\b/, /WAT-10/],
    );
    // FOO-01: 2,100 kcal a person a day → 2,050 × 2,100 = 4,305,000; × 10 days = 43,050,000.
    await family(
      [
        'Quel apport calorique quotidien pour 2 050 personnes, et au total sur 10 jours ?',
        'What caloric intake per day for 2,050 people, and in total over 10 days?',
      ],
      ['4305000', '43050000'],
    );
    // NUT-02: > 70 % of the children in need reached in urban areas → 0.7 × 2,340 = 1,638.
    await family(
      [
        'En milieu urbain, 2 340 enfants sont malnutris aigus. Quel nombre minimum doit être traité ?',
        'In a city, 2,340 children are acutely malnourished. How many must be treated at least?',
      ],
      ['1638'],
    );
  });

  it('reads drinking and cooking water as the survival standard', async () => {
    // WAT-03: 2.5–3 L a person a day → 18,750 × 2.5 = 46,875; × 3 = 56,250.
    await family(
      [
        'Pour 18 750 personnes, combien de litres par jour rien que pour boire et cuisiner ?',
        'How much water just for drinking and cooking for 18,750 people each day?',
      ],
      ['46875', '56250'],
      ['281250'],
    );
  });

  it('reads "un million" as a count of people', async () => {
    // HEA-01: 1 per 10,000 → 100; HEA-02: 1 per 250,000 → 4.
    await family(
      [
        "Combien de structures de soins de santé primaires et d'hôpitaux de district faut-il pour un million d'habitants ?",
        'How many primary health facilities and district hospitals for one million people?',
      ],
      [/\*\*100\*\*/, /\*\*4\*\*/],
    );
  });

  it('reads "how long" beside a stock of water as the days it covers, not the queue', async () => {
    // 400 × 15 L = 6,000 L a day; 50,000 / 6,000 = 8.33 days.
    await family(
      [
        'Our 50,000 L bladder serves 400 people at 15 L/day each. How long will it last?',
        'Nous avons une citerne de 50 000 L pour 400 personnes, 15 L par jour chacun. Combien de temps va-t-elle durer ?',
      ],
      [/8[.,]33/],
      ['WAT-06'],
    );
  });

  it('sizes the standards of the ask with the people of a sentence before it', async () => {
    // SHE-03: 2 tarpaulins + 30 m of rope per household; 5,400 / 9 (household size) = 600 households.
    await family(
      [
        'Il faut abriter 5 400 sinistrés. Combien de bâches et combien de mètres de corde, en comptant par ménage ?',
        'We must shelter 5,400 flood victims. How many tarpaulins and how many metres of rope, counting by household?',
      ],
      ['1200', '18000'],
      ['Croix-Rouge', 'Red Cross'],
    );
  });

  it('reads a capacity asked with a pronoun for subject of the standard named before', async () => {
    // SAN-01: 50 people per toilet in the first phase → 12 × 50 = 600.
    await family(
      [
        'Nous avons 12 latrines en première phase. Elles suffisent pour combien de personnes ?',
        'We have 12 latrines in the first phase. How many people are they enough for?',
      ],
      ['600'],
      ['structure de santé', 'health facility'],
    );
  });
  it('reads a count spelt in words as the people the ask sizes, and "14 j" as fourteen days', async () => {
    // SHE-02: 45 m² a person in a planned camp → 8,000 × 45 = 360,000 m².
    await family(
      [
        'What size of land for a planned camp housing eight thousand people?',
        'Quelle taille de terrain pour un camp planifié qui loge huit mille personnes ?',
      ],
      ['360000'],
      ['PDGI'],
    );
    // WAT-01: 15 L → 7,400 × 15 = 111,000 L a day; × 14 days = 1,554,000.
    await family(
      ['eau pour 7400 pers pendant 14 j (minimum sphere) ?', 'water for 7400 ppl over 14 j, sphere minimum?'],
      ['1554000'],
    );
  });
});
