import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Follow-ups that name only what changes (issue 12), by family in both languages: the next rank,
 * a place added to a sum, the unit above the place before, a share or a rate of the figure before,
 * another period or phase of the same needs. Expected values are read off data/knowledge by hand
 * (population_ansd_departements_2023_2030.csv, ansd_rgph5_2023_population_by_sex.csv,
 * sen_admpop_adm1_2020.csv, health_facilities_count_by_region_type.csv, response_standards.csv).
 */

const { family } = analystFixture();

describe('follow-ups that change one slot', () => {
  it('goes down a ranking to the rank asked', async () => {
    // 2029: Mbacké 1 628 134, then Dakar 1 428 606.
    await family(
      [
        ['Quel est le département le plus peuplé du Sénégal en 2029 ?', 'Et le deuxième ?'],
        ['Which department has the most people in 2029?', 'And the second?'],
      ],
      ['1428606', 'Dakar'],
    );
  });

  it('adds a place to the places summed before', async () => {
    // 2029: Goudomp 225 634 + Dagana 379 283 + Rufisque 914 438 = 1 519 355.
    await family(
      [
        [
          'What is the combined population of Goudomp and Dagana departments in 2029?',
          'And if I add Rufisque department?',
        ],
        ['Population de Goudomp et Dagana ensemble en 2029 ?', "Et si j'ajoute le département de Rufisque ?"],
      ],
      ['1519355'],
    );
  });

  it('reads "its department" / "sa région" as the unit above the place before, same figure', async () => {
    // Colobane commune lies in Gossas department (2023 census 122 968).
    await family(
      [
        ['Colobane commune, 2023 census?', 'what about its whole department?'],
        ['Commune de Colobane, recensement 2023 ?', 'et son département ?'],
      ],
      ['122968', 'Gossas'],
    );
  });

  it('takes a share or a rate of the figure before', async () => {
    // OCHA 2020 Kolda region: 0–4 years 139 320 of 819 538 = 17.0 %.
    await family(
      [
        [
          'How many children under 5 live in Kolda region according to OCHA 2020?',
          'What share of the population is that?',
        ],
        [
          'Combien d’enfants de moins de 5 ans dans la région de Kolda selon OCHA 2020 ?',
          'Ça fait quel % de la population ?',
        ],
      ],
      ['139320', '819538', /17[.,]0 %/],
    );
    // Kédougou region: 48 health posts / 245 147 (2023) × 10 000 = 1.96.
    await family(
      [
        ['Combien de postes de santé compte la région de Kédougou ?', 'Cela fait combien pour 10 000 habitants ?'],
        ['How many health posts are there in Kédougou region?', 'And per 10,000 inhabitants?'],
      ],
      [/1[.,]96/],
    );
  });

  it('keeps the same needs for another period or phase', async () => {
    // WAT-01 15 L × 600 = 9 000 L a day; × 3 days = 27 000.
    await family(
      [
        ["De combien d'eau par jour ont besoin 600 déplacés, à 15 litres par personne ?", 'Et pour 3 jours ?'],
        ['Daily water for 600 displaced people at 15 litres each?', 'And for 3 days?'],
      ],
      ['27000'],
    );
    // SEN-2020-01 displaced 3 285: SAN-01 first phase /50 = 66; SAN-02 medium term /20 = 165.
    await family(
      [
        [
          'Combien de personnes ont été déplacées lors des inondations de septembre 2020 ?',
          'Combien de latrines leur faudrait-il en première phase ?',
          'Et à moyen terme ?',
        ],
        [
          'How many people were displaced by the September 2020 floods?',
          'How many first-phase toilets would they need?',
          'And in the medium term?',
        ],
      ],
      ['165', 'SAN-02'],
    );
  });
});
