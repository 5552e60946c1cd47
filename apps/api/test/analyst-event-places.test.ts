import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { digits } from './helpers/chat.ts';

/**
 * The places of one recorded flood (issue 12): ranked by the figure the record gives per place,
 * listed when asked which places were hit, and "no figure by place" said when the record has none.
 * Also: a subject the data does not hold, asked with a threshold or a ranking, is said to be
 * absent, never answered with the population. Expected values are read off
 * data/knowledge/events/flood_event_areas.csv by hand, never from the engine.
 */

const { chat, family } = analystFixture();

describe("one event's places", () => {
  it('ranks the departments of a dated event by people affected, whatever the phrasing', async () => {
    // SEN-2020-01: Thiès 8 411, Rufisque 3 741, Pikine 3 250, Guédiawaye 786, Dakar 610.
    await family(
      [
        'Quel département a été le plus touché par les inondations de septembre 2020 ?',
        'inondations sept 2020 : quel dept a eu le plus de sinistrés ?',
        'Which department was hit hardest by the September 2020 floods?',
        'which departments had the most people affected in the 2020 floods',
      ],
      [/Thi[èe]s\D+8\s?411/, '3741', '610'],
    );
  });

  it('ranks by the figure the question names (houses flooded, schools made inaccessible)', async () => {
    // SEN-2024-01 houses_flooded: Diourbel 1 238, Dakar 350, Guédiawaye 235, Rufisque 150.
    await family(
      [
        'Quelles communes ont eu le plus de maisons inondées lors des pluies du 16 septembre 2024 ?',
        'Where were the most houses flooded by the heavy rains of 16 September 2024?',
      ],
      [/Diourbel\D+1\s?238/, '350', '150'],
    );
    // SEN-2024-02 schools_inaccessible: Podor 30, Bakel 24, Matam 19.
    await family(
      [
        "Où y a-t-il eu le plus d'écoles inaccessibles pendant la crue de 2024 ?",
        'Which department had the most schools cut off by the 2024 river floods?',
      ],
      [/Podor\D+30/, '24', '19'],
    );
  });

  it('says that a record gives no figure by place, and names the places it cites', async () => {
    // SEN-2022-01 has no row in flood_event_areas.csv.
    for (const q of [
      'Quel département a été le plus touché par les inondations de 2022 ?',
      'Which department was the most affected by the August 2022 floods?',
    ]) {
      const md = (await chat(q)).markdown.toLowerCase();
      expect(md, q).toMatch(/pas de chiffre par lieu|no figure by place/);
    }
  });

  it('lists the places a record names when asked which were hit', async () => {
    // SEN-2012-01 mentioned_affected: Bambey, Dakar, Fatick, Guédiawaye, Kaolack, Keur Massar,
    // Kébémer, Mbacké, Pikine, Saint-Louis (10).
    await family(
      [
        'Quels départements ont été touchés par les inondations de 2012 ?',
        'Which departments were affected by the August 2012 floods?',
      ],
      [/\(10\)/, 'Bambey', 'Mbacké', 'Fatick'],
    );
  });
});

describe('subjects the data does not hold', () => {
  it('are said to be absent under a threshold or a ranking, never read as population', async () => {
    for (const q of [
      'Parmi les régions, lesquelles ont un taux de pauvreté au-dessus de 60 % ?',
      'Quels départements ont un revenu moyen supérieur à 100 000 FCFA ?',
      'Which regions have an unemployment rate above 20%?',
      'les 3 regions ou le taux d alphabetisation est le plus bas',
    ]) {
      const md = digits((await chat(q)).markdown);
      expect(md, q).toMatch(/pas de donn[ée]es|no data/i);
      expect(md, q).not.toMatch(/habitants|inhabitants/);
    }
  });
});

describe('flood-prone zones and administrative parents, as people ask them', () => {
  it('says no flood-zone map is held, with the whole unit for scale, never the unit as the zone', async () => {
    for (const q of [
      'Combien de personnes vivent dans la zone inondable de Keur Massar ?',
      'How many people live in flood-prone areas of Saint-Louis?',
      'Population des zones inondables de Pikine en 2025',
    ]) {
      const md = (await chat(q)).markdown;
      expect(md, q).toMatch(/Pas de données sur les zones inondables|no data on flood-prone zones/);
    }
  });

  it('reads "what is the region / the department of X" as the place it lies in', async () => {
    // ansd_area_codes…csv: Diembering lies in Oussouye department, Ziguinchor region.
    await family(
      [
        'Quelle est la région de Diembering ?',
        "What's the department of Diembering?",
        'What is the region of Diembering commune?',
      ],
      ['Oussouye', 'Ziguinchor'],
    );
    const md = (await chat('Quelle est la population de la région de Dakar ?')).markdown;
    expect(digits(md)).toContain('4004425');
  });
});
