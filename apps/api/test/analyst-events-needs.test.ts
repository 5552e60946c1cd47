import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Flood events and needs (issue 12), by family of question in both languages: the rule that reads
 * them, not a phrasing. Expected values are read off data/knowledge by hand (response_standards.csv,
 * flood_events.csv, flood_event_areas.csv, the population files), never from the engine.
 */

const { chat, family } = analystFixture();

describe('needs, however they are written', () => {
  it('reads short forms and typos of people and needs', async () => {
    // WAT-02 acute phase 7.5 L/person/day: 15 000 × 7.5 = 112 500 L.
    await family(
      [
        ['besoin en eau pr 15000 pers en phase aigue, au minimum a court terme par jour'],
        ['daily water for 15,000 people in the acute phase, short-term minimum?'],
      ],
      ['112500', /7[.,]5/],
    );
    // SAN-02 medium term 1 toilet per 20 people: 1 000 / 20 = 50.
    await family(
      [['medium term toilest for 1,000 displaced poeple'], ['toilettes a moyen terme pr 1000 deplaces']],
      [/\*\*50\*\*/, 'SAN-02'],
    );
  });

  it('counts families as households (× the average household size), and totals a period', async () => {
    // CRS-01 9 people per household; NFI-02 4 blankets per family: 400 families → 3 600 people, 1 600 blankets.
    await family([['blankets for 400 families'], ['couvertures pour 400 familles']], ['3600', '1600', 'CRS-01']);
    // FOO-01 2 100 kcal per person per day: 1 000 people × 7 days = 14 700 000 kcal.
    await family(
      [['combien de rations pour 1000 personnes pendant 7 jours ?'], ['food for 1,000 people for a week']],
      ['2100000', '14700000'],
    );
  });

  it('reads a count of people with a word between ("3,000 flood-affected people")', async () => {
    // WAT-01 15 L: 3 000 × 15 = 45 000 L per day.
    await family(
      [
        ['What do 3,000 flood-affected people need per day?'],
        ["Combien d'eau pour 3 000 nouvelles personnes sinistrées ?"],
      ],
      ['45000'],
    );
  });

  it('takes the standard whose value the question quotes', async () => {
    // SHE-02 45 m² total site area per person (planned camps): 20 000 × 45 = 900 000 m².
    await family(
      [
        ['un camp pour 20 000 personnes, il faut quelle surface au total (45 m² par personne) ?'],
        ['site area for a camp of 20,000 people at 45 m2 per person'],
      ],
      ['900000', 'SHE-02'],
    );
    // WAT-04 urban 50 L: 6 000 × 50 = 300 000 L.
    await family(
      [
        ["Site d'accueil pour 6 000 personnes : quelle quantité d'eau par jour (norme de 50 L par personne) ?"],
        ['Water per day for 6,000 people at the 50 L urban standard?'],
      ],
      ['300000', 'WAT-04'],
    );
  });

  it('in a follow-up, gives the new need for the same people', async () => {
    // SAN-01 first phase 1 per 50: 8 000 / 50 = 160.
    await family(
      [
        ['How much water per day do 8,000 affected people need?', 'And how many first-phase toilets?'],
        ["Quelle quantité d'eau par jour pour 8 000 sinistrés ?", 'Et combien de toilettes en première phase ?'],
      ],
      [/\*\*160\*\*/, 'SAN-01'],
    );
  });

  it('"and water for them?" after an event figure is water for those people', async () => {
    // SEN-2024-02 people_displaced 56 000 × WAT-01 15 L = 840 000; SEN-2019-01 displaced 408 → 6 120.
    await family(
      [
        ['Combien de personnes ont été déplacées par la crue du fleuve de 2024 ?', "Et pour l'eau ?"],
        ['How many people were displaced by the 2024 river flood?', 'And how much water do they need?'],
      ],
      ['56000', '840000'],
    );
    await family(
      [['How many people were displaced by the September 2019 floods?', 'And water for them?']],
      ['408', '6120'],
    );
  });
});

describe('flood events', () => {
  it('ranks events by the figure the question names', async () => {
    // houses_destroyed_or_collapsed max: SEN-2012-01 6 500; people_affected max: SEN-2009-01b 360 000.
    await family(
      [
        ["Quel est l'événement d'inondation qui a détruit le plus de maisons, et quel est son bilan ?"],
        ['Which flood destroyed the most houses?'],
      ],
      [/^\*\*[^\n]*6500/, 'SEN-2012-01'],
    );
    await family(
      [
        ["c'est quoi l'inondation qui a touché le plus de personnes qu'on ait eue ?"],
        ['Which flood affected the most people?'],
      ],
      [/^\*\*[^\n]*360000/],
    );
  });

  it('a dated flood is an event, even beside households, an acronym or "j’ai besoin"', async () => {
    // SEN-2019-01 families_or_households_affected 991; SEN-2020-01 people_affected 16 798.
    await family(
      [
        ['How many households affected were reported for the September 2019 floods?'],
        ['ménages touchés par les inondations de septembre 2019 ?'],
      ],
      ['991'],
    );
    await family(
      [
        [
          "Pour le rapport annuel de la DPC, j'ai besoin du bilan des inondations de 2020 : lesquelles et quels chiffres ?",
        ],
        ['For the DPC annual report I need the toll of the 2020 floods.'],
      ],
      ['16798'],
    );
  });

  it('with a place and a year, gives the events of that year that touch the place', async () => {
    // flood_event_areas.csv: Diourbel is named by SEN-2024-01 only (houses_flooded 1 238); Dagana by SEN-2016-02.
    for (const [q, id, not] of [
      ['How many houses were flooded in Diourbel in September 2024?', 'SEN-2024-01', 'SEN-2024-02'],
      ['Que s’est-il passé à Dagana en 2016 ?', 'SEN-2016-02', 'SEN-2016-01'],
    ] as const) {
      const md = (await chat(q)).markdown;
      expect(md, q).toContain(id);
      expect(md, q).not.toContain(not);
    }
  });

  it('gives an event figure per N inhabitants of a department, with both denominators', async () => {
    // SEN-2020-01 Pikine people_affected 3 250; census 2023 764 597 → 4,25; OCHA 2020 1 448 341 → 2,24.
    await family(
      [
        [
          'Combien de personnes affectées pour 1 000 habitants dans le département de Pikine lors des inondations de septembre 2020 ?',
        ],
        ['Pikine 2020 floods: affected per 1000 people?'],
        ['taux d sinistres pr 1000 hbts a pikine inondations 2020'],
      ],
      [/4[.,]25/, /2[.,]24/, '764597'],
    );
  });
});

describe('sums over the departments an event hit', () => {
  it('lists each department with a figure and adds them, saying the others are not counted', async () => {
    // flood_event_areas.csv SEN-2020-01 people_affected: 8 411 + 3 741 + 3 250 + 786 + 610 = 16 798.
    await family(
      [
        ['total affected over the departments hit by the September 2020 floods'],
        ['Combien de sinistrés au total dans les départements touchés par les inondations de septembre 2020 ?'],
      ],
      ['8411', '3741', '3250', '786', '610', /16798\*\*/, /not counted|pas comptés/],
    );
  });
});

describe('French answers', () => {
  it("quote the data's English free text as the source's words, never as their own", async () => {
    for (const q of ['Bilan des inondations de 2022 ?', 'Quel est le rôle du CSAR ?', 'inondations de 2009']) {
      const lines = (await chat(q)).markdown
        .split('\n')
        .filter((l) => /^- (Zones|Autres impacts|Notes de la source|Tutelle)/.test(l));
      expect(lines.length, q).toBeGreaterThan(0);
      for (const l of lines)
        if (/\b(the|and|of|was|were)\b/.test(l.replace(/«[^»]*»/g, '')))
          expect.fail(`${q}: English outside a quote: ${l}`);
    }
  });
});

describe('French answers, excerpts of a place’s record', () => {
  it('mark an English excerpt as the source’s English, and quote a French one as is', async () => {
    const md = (await chat('Quelles inondations ont touché Kaffrine ?')).markdown;
    expect(md).toContain('— « some 1,500 houses have been destroyed » (texte de la source, en anglais)');
    const pikine = (await chat('Inondations de 2009 à Pikine ?')).markdown;
    expect(pikine).toMatch(/— « Pres de 360 000 personnes [^»]* »\n/);
    const en = (await chat('Which floods hit Kaffrine?')).markdown;
    expect(en).toContain('— “some 1,500 houses have been destroyed”\n');
  });
});

describe('honest gaps', () => {
  it('says what no file holds instead of answering a nearby figure as if asked', async () => {
    for (const q of [
      'Combien de personnes handicapées à Thiès ?',
      'How many disabled people live in Thiès region?',
      'PIB de la région de Dakar ?',
      'GDP of Senegal',
    ]) {
      const a = await chat(q);
      expect(a.markdown, q).toMatch(/^(Pas de données|I have no data)/);
      expect(
        a.data.figures.filter((f) => f.kind !== 'census'),
        q,
      ).toEqual([]);
    }
    // …while an event's notes that do hold it are given (SEN-2020-01 notes: 72 people with disabilities).
    expect((await chat('How many disabled people were among those affected in September 2020?')).markdown).toContain(
      '72 people with disabilities',
    );
  });
});

describe("actors' facts", () => {
  it('answers a fact only an actor record holds, even when the question names no actor', async () => {
    // senegal_response_actors.csv: ACT-10 DGPRE "Cote d'alerte à Matam : 8 m"; ACT-13 SEMAF "environ 40 %";
    // ACT-15 CRS "DREF FICR 2020 : 331 410 CHF pour 8 100 personnes".
    await family(
      [["Quelle est la cote d'alerte du fleuve à Matam ?"], ['What is the alert level of the river at Matam?']],
      ['DGPRE', /\b8 m\b/],
    );
    await family(
      [
        ["what share of the basin's flows do Manantali releases control"],
        ['Quelle part des eaux du bassin les lâchers de Manantali contrôlent-ils ?'],
      ],
      ['SEMAF', /40\s?%/],
    );
    await family(
      [
        ['Quel montant le DREF 2020 de la FICR a-t-il apporté, et pour combien de personnes ?'],
        ['How much did the 2020 IFRC DREF provide, and for how many people?'],
      ],
      ['331410', '8100'],
    );
  });
});

describe('an event’s figures by department, added up, as a rate, and the needs of its families', () => {
  it('adds up the departments named for one event and one source', async () => {
    // flood_event_areas SEN-2020-01 people_affected (IFRC DREF): Pikine 3 250 + Thiès 8 411 = 11 661.
    await family(
      [
        [
          'Lors des inondations de septembre 2020, combien de personnes ont été sinistrées au total dans les départements de Pikine et Thiès ?',
        ],
        ['September 2020 floods: total people affected in Pikine and Thiès departments?'],
      ],
      ['11661', '3250', '8411'],
    );
    // SEN-2024-01 houses_flooded: Diourbel 1 238 + Guédiawaye 235 + Rufisque 150 = 1 623.
    await family([['maisons inondees 16/09/2024 diourbel, guediawaye & rufisque total']], ['1623']);
  });

  it('gives the share of a department’s population an event affected', async () => {
    // 3 250 / 764 597 (census 2023) × 100 = 0.43; / 1 448 341 (OCHA 2020) = 0.22.
    await family(
      [
        [
          'Quel pourcentage de la population du département de Pikine a été sinistré lors des inondations de septembre 2020 ?',
        ],
        ['What percentage of Pikine department’s population was affected by the September 2020 floods?'],
      ],
      [/0[,.]43/, /0[,.]22/],
    );
  });

  it('counts the needs of an event’s families from the households it reports', async () => {
    // SEN-2016-02: 1 313 families → SHE-03 2 tarpaulins and 30 m of rope each: 2 626 and 39 390 m.
    await family(
      [
        [
          'les familles touchées par la tempête de septembre 2016 à Saint-Louis et Dagana, il leur faut combien de bâches et de corde ?',
        ],
        [
          'families hit by the September 2016 storm in Saint-Louis and Dagana: how many tarpaulins and how much rope do they need?',
        ],
      ],
      ['2626', '39390'],
    );
    // SEN-2012-01: 5 000 families displaced → 10 000 tarpaulins, 150 000 m of rope.
    await family(
      [
        [
          "les inondations d'août 2012, ça a déplacé combien de familles ?",
          'et en kits abris (bâches + corde), il leur faut combien ?',
        ],
      ],
      ['10000', '150000'],
    );
  });
});

describe('two dated events side by side, and standards read from their bounds', () => {
  it('finds each month in its own year, wherever the places', async () => {
    // flood_events houses_destroyed_or_collapsed: SEN-2016-01 1 500, SEN-2022-01 170; SEN-2020-01 102.
    await family(
      [
        [
          "les inondations de juillet 2016 (Kaffrine, Kolda) ou les inondations d'août 2022, c'est lequel qui a fait le plus de maisons détruites ?",
        ],
        ['July 2016 floods vs August 2022 floods: houses destroyed?'],
      ],
      ['1500', '170'],
    );
    await family(
      [["maisons detruites : les inondations de septembre 2020 vs les inondations d'aout 2022 ?"]],
      ['102', '170'],
      ['PDGI'],
    );
  });

  it('counts clinicians from "1 per <10,000" and beds from ">10 per 10,000"', async () => {
    // HEA-03 50 000 / 10 000 × 10 = 50 beds; HEA-04 50 000 / 10 000 = 5 clinical officers.
    await family(
      [
        ["50 000 personnes à couvrir : combien de lits et de cliniciens d'après le HCR ?"],
        ['50,000 people: beds and clinical officers per the UNHCR standard?'],
      ],
      [/\*\*50\*\*/, /\*\*5\*\*/, 'HEA-04'],
    );
  });
});

describe('standards named for the people of a dated event', () => {
  it('reads the standards and the event’s people in the department named', async () => {
    // SEN-2020-01 Dakar people_affected 610: WAT-01 15 L → 9 150 L a day; SAN-01 1 per 50 → 13 toilets.
    await family(
      [
        ['sinistres dakar sept 2020 : eau/jour a 15 L + latrines 1ere phase'],
        ['September 2020 flood victims in Dakar department: water at 15 L a day and first-phase latrines?'],
      ],
      ['9150', /\*\*13\*\*/],
    );
  });
});
