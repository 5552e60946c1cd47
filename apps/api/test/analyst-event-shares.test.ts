import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Figures computed from one recorded flood's own figures (issue 12), by family in both languages.
 * Expected values are read off data/knowledge/floods by hand: flood_events.csv (SEN-2020-01:
 * 16 798 affected, 3 285 displaced, 365 families displaced; SEN-2012-01: 2012-08-26 → 2012-10-15)
 * and flood_event_areas.csv (SEN-2020-01 Rufisque 3 741 affected); response_standards.csv NFI-02
 * (4 single or 2 double blankets per family).
 */

const { family } = analystFixture();

describe("shares within one flood's figures", () => {
  it('gives one figure as a share of another', async () => {
    // 3 285 / 16 798 = 19.6 %.
    await family(
      [
        'Inondations de septembre 2020 : quel pourcentage des personnes affectées a été déplacé ?',
        'September 2020 floods: what share of the people affected were displaced?',
      ],
      ['3285', '16798', /19[,.]6 %/],
    );
  });

  it("gives a department's part of the flood's total", async () => {
    // Rufisque 3 741 / 16 798 = 22.3 %.
    await family(
      [
        'Quelle part des sinistrés de septembre 2020 se trouvait dans le département de Rufisque ?',
        'What percentage of those affected in September 2020 were in Rufisque department?',
      ],
      ['3741', /22[,.]3 %/],
    );
  });

  it('says how long a flood lasted, from its dates', async () => {
    await family(
      ["Combien de temps ont duré les inondations d'août 2012 ?", 'How long did the August 2012 floods last?'],
      [/50 (jours|days)/, '51'],
    );
  });
});

describe('needs from the standards of a flood', () => {
  it('gives both ways a standard counts (single or double blankets)', async () => {
    // 365 families × 4 = 1 460 single, × 2 = 730 double.
    await family(
      [
        'Combien de couvertures pour les familles déplacées des inondations de septembre 2020, avec le kit inondation ?',
        'blankets for every family displaced by the September 2020 floods, with the flood kit?',
      ],
      ['1460', '730'],
    );
  });

  it('never reads a ratio "3 pour 1" as a number of people', async () => {
    // 3 285 displaced / 20 = 165 toilets (SAN-02), split 3:1 → 124 and 41.
    await family(
      [
        'Pour les déplacés de septembre 2020, combien de toilettes à moyen terme, réparties femmes/hommes avec le ratio 3 pour 1 ?',
      ],
      ['3285', '165', '124', '41'],
      ['pour 1 personnes'],
    );
  });
});

describe('a household rate as a number of people, and a site area as people housed', () => {
  it("applies the survey's rate to the place's population, said as an approximation", async () => {
    // Kolda region: 914 797 (2023) × (100 − 53.57) % = 424 740 without electricity.
    await family(
      [
        'Combien de personnes environ vivent sans électricité dans la région de Kolda (taux EHCVM appliqué à la population de 2023) ?',
        "Roughly how many people live without electricity in Kolda region, applying EHCVM's rate to the 2023 population?",
      ],
      ['424740', /approximation|approximation/i],
    );
  });

  it('computes the people a site holds from its area', async () => {
    // SHE-02 45 m² per person: 2 ha = 20 000 m² → 444; 3 ha → 666.
    await family(
      [
        'Un terrain de 2 hectares pour un camp planifié : combien de personnes peut-on y accueillir selon la norme de superficie par personne ?',
        'A 2-hectare plot for a planned camp: how many people can it hold under the site-area standard per person?',
      ],
      ['444'],
    );
  });
});

describe('floods over a span of years, and ranked by a figure', () => {
  it('counts every flood of the span, not of its two ends', async () => {
    // flood_events.csv 2012–2019: SEN-2012-01, SEN-2013-01, SEN-2016-01, SEN-2016-02, SEN-2019-01.
    await family(
      [
        'How many flood events do your sources record between 2012 and 2019?',
        'Combien d’inondations vos sources recensent-elles entre 2012 et 2019 ?',
      ],
      ['SEN-2012-01', 'SEN-2013-01', 'SEN-2016-01', 'SEN-2016-02', 'SEN-2019-01'],
      ['SEN-2020-01', 'SEN-2009-01'],
    );
  });

  it('adds a figure over distinct floods of one year (never two records of one flood)', async () => {
    // Houses destroyed 2016–2022: 1 500 (SEN-2016-01) + 102 (SEN-2020-01) + 170 (SEN-2022-01) = 1 772.
    await family(
      [
        'Combien de maisons détruites au total pour les inondations survenues entre 2016 et 2022 ?',
        'How many houses were destroyed in total in the floods between 2016 and 2022?',
      ],
      ['1772'],
    );
  });

  it('ranks floods by the figure named, families displaced included', async () => {
    await family(
      [
        'rank the floods by families displaced pls, biggest first',
        'Classez les inondations par nombre de familles déplacées, de la plus grande à la plus petite',
      ],
      ['5000', '1400', '1396', '365', '46'],
    );
  });
});
