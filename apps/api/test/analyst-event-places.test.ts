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

describe('what a record holds beyond the toll, and what it does not', () => {
  it("gives an event's GLIDE number, or says it is not reported", async () => {
    // flood_events.csv: SEN-2020-01 glide FL-2020-000198-SEN; SEN-2022-01 glide empty.
    await family(
      ['What GLIDE number do the September 2020 floods have?', 'Numéro GLIDE des inondations de septembre 2020 ?'],
      ['FL-2020-000198-SEN'],
    );
    for (const q of [
      "Quel numéro GLIDE a été attribué aux inondations d'août 2022 ?",
      'Which GLIDE number was given to the August 2022 floods?',
    ])
      expect((await chat(q)).markdown, q).toMatch(/GLIDE number: not reported|GLIDE : non rapporté/);
  });

  it("says an event's damage cost is not reported, and gives its source's reliability", async () => {
    for (const q of [
      'À combien sont estimés les dégâts matériels de la crue du fleuve Sénégal de 2024 ?',
      'What was the estimated damage bill of the 2024 Senegal River flood?',
    ])
      expect((await chat(q)).markdown, q).toMatch(/(Coût des dégâts : non rapporté|Cost of the damage: not reported)/);
    // SEN-2016-01 reliability A, source dated 2016-08-22.
    await family(
      [
        "D'où vient le bilan des inondations de juillet 2016 (Kaffrine, Kolda), et quel est son degré de fiabilité ?",
        'Where do the figures of the July 2016 floods come from, and how reliable are they?',
      ],
      [/(fiabilité|reliability) \*\*A\*\*/, '2016-08-22'],
    );
  });

  it('gives both communes that share a name, and says a day without rain data', async () => {
    // Dinguiraye: Bambey (Diourbel) and Médina-Yorofoula (Kolda); Missirah: Mbacké and Tambacounda.
    await family(
      ['Dans quel département et quelle région se trouve la commune de Dinguiraye ?', 'Where is Dinguiraye commune?'],
      ['Bambey', 'Yorofoula'],
    );
    await family(["Missirah, c'est une commune de quel coin ? quel département ?"], ['Mbacké', 'Tambacounda']);
    for (const q of [
      'le 16 septembre 2024, il est tombé combien de mm sur Dakar ?',
      'How many mm of rain fell on Dakar on 16 September 2024?',
    ])
      expect((await chat(q)).markdown, q).toMatch(/^(Pas de données|No data)/m);
  });

  it('says a survey figure by type of shock is not published for a region', async () => {
    for (const q of [
      "Quelle part des ménages de la région de Kaffrine a été touchée par des inondations selon l'EHCVM ?",
      'What share of households in Louga region was hit by floods, according to EHCVM?',
    ])
      expect((await chat(q)).markdown, q).toMatch(/(Pas de données pour|No data for) (Kaffrine|Louga)/);
    for (const q of [
      'Comment postuler à un emploi à la Croix-Rouge sénégalaise ?',
      'How do I apply for a job at the Senegalese Red Cross?',
    ])
      expect((await chat(q)).markdown, q).toMatch(/(hors du champ|outside the data)/);
  });
});
