import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Survey words and the counts of a dated flood (issue 12, va). EHCVM 2021–2022 by region
 * (vulnerability_ehcvm_2021_2022_by_region.csv) and by milieu (household_shocks_…_by_milieu.csv);
 * flood_events.csv: SEN-2019-01 991 families or households affected, SEN-2020-01 notes "5,879 men
 * and 10,919 women".
 */

const { family } = analystFixture();

describe('food insecurity said with adverbs', () => {
  it('"moderately or severely food insecure" is the moderate-or-severe rate (Louga 37.8, Matam 44)', async () => {
    await family(
      [
        'In Louga, what % of households are moderately or severely food insecure?',
        'Louga: households moderately to severely food insecure?',
        'A Louga, quelle part des ménages est modérément ou sévèrement en insécurité alimentaire ?',
      ],
      [/37[.,]8 %/],
      ['4.7 %', '4,7 %'],
    );
  });
});

describe('a milieu of the survey said as a place taken out', () => {
  it('"urban households outside Dakar" are the other towns (death of a member 12.4, floods 11.1)', async () => {
    await family(
      [
        "urban households outside Dakar hit by the death of a household member - what's the rate?",
        'En ville hors Dakar, quelle part des ménages a subi le décès d’un membre ?',
      ],
      [/12[.,]4 %/],
      ['11.1 %', '11,1 %'],
    );
    await family(
      [
        'flood shock among urban households excluding Dakar',
        'ménages urbains hors Dakar touchés par les inondations ?',
      ],
      [/11[.,]1 %/],
      ['7.5 %', '7,5 %'],
    );
  });

  it('a share by milieu asked "how many households" is that share, not the country’s households', async () => {
    await family(
      [
        "combien de menages ont subi une maladie grave d'un membre en milieu rural ?",
        'how many households suffered a serious illness of a member in rural areas?',
      ],
      [/13[.,]3 %/],
      ['2014043'],
    );
  });
});

describe('who a dated flood counted', () => {
  it('households of the September 2019 floods are the record’s 991, not households sized from people', async () => {
    await family(
      [
        'Nb de ménages touchés par les inondations de sept 2019 ?',
        'how many households were hit by the September 2019 floods?',
      ],
      ['991'],
      ['8,2 %', '8.2 %'],
    );
  });

  it('women affected by the September 2020 floods are in the record’s notes (10,919), not OCHA’s women', async () => {
    await family(
      [
        'combien de femmes touchées par les inondations de 2020 ?',
        "inondations 2020 : combien de femmes et d'hommes touchés ?",
        'how many women were affected by the September 2020 floods?',
      ],
      ['10919', '5879'],
      ['8379218'],
    );
  });
});

describe('"+ de" written for "plus de" (SMS)', () => {
  it('reads a threshold: regions over 40 % food insecure, departments over 800,000 people', async () => {
    await family(
      [
        'regions ou + de 40% des menages sont en insecurite alimentaire moderee ou severe',
        'regions where more than 40% of households are food insecure',
      ],
      [/Tambacounda/, /Kolda/, /Kédougou/, /Matam/, /Saint-Louis/, /Kaffrine/, /Sédhiou/],
    );
    await family(
      ['depts + de 800 000 hab en 2023', 'departments over 800,000 people in 2023'],
      [/Mbacké/, /Rufisque/, '818337'],
    );
  });
});
