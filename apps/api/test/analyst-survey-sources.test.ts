import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * The household survey's shocks by kind and milieu (household_shocks_ehcvm_2021_2022_by_milieu.csv)
 * asked with the verbs of a flood toll or a split by milieu, densities written "km²", and one
 * figure set against itself in two sources (OCHA 2020 projection, 2023 census), in both languages.
 */

const { family } = analystFixture();

describe('a kind of shock the survey names, with the verbs of a toll', () => {
  it('reads "affected by" / "victimes de" a shock as the survey, not a flood or a disease gap', async () => {
    // prix_eleves_produits_alimentaires national_pct 35.9; maladie_grave_ou_accident_membre rural_pct 13.3.
    await family(
      [
        'national share of households affected by high food prices',
        'households affected by high food prices, nationally?',
        'part des ménages affectés par la hausse des prix alimentaires au niveau national',
      ],
      [/35[,.]9 %/],
      ['vulnerability index', 'indice de vulnérabilité'],
    );
    await family(
      [
        '% menages ruraux victimes de maladie grave',
        'share of rural households affected by a serious illness or accident of a member',
      ],
      [/13[,.]3 %/],
      ['épidémi', 'outbreaks'],
    );
  });
});

describe('a shock split by milieu', () => {
  it('gives every milieu when the question asks which one, or urban or rural', async () => {
    // deces_membre: Dakar urban 11.1, other urban 12.4, rural 12.6, national 12.1.
    await family(
      [
        'In which milieu are households most hit by the death of a member?',
        'choc décès d’un membre : quel milieu est le plus touché ?',
        'death of a household member as a shock: urban or rural?',
        'décès d’un membre de la famille : les ménages sont-ils plus touchés en ville ou en campagne ? (choc)',
      ],
      [/11[,.]1 %/, /12[,.]4 %/, /12[,.]6 %/],
    );
    // inondations: 7.5, 11.1, 7.0, 8.2.
    await family(
      ['flood shock by milieu', 'choc inondation : urbain ou rural ?', 'choc des inondations selon le milieu'],
      [/7[,.]5 %/, /11[,.]1 %/, /\b7 %/],
    );
  });
});

describe('a density written with km²', () => {
  it('reads "hab/km²" and "per km²" as the density', async () => {
    // Kaffrine region: 820,404 (sum of its departments) / 11,057.1 km² = 74.20.
    await family(
      [
        'hab/km² dans la rég. de Kaffrine en 2023',
        'habitants au km² à Kaffrine (région) en 2023',
        'people per km² in Kaffrine region, 2023',
        'How many inhabitants per km² does Kaffrine region have?',
        'people per square km in Kaffrine region, 2023',
        "nombre d'habitants au km carré dans la région de Kaffrine en 2023",
      ],
      [/74[,.]20/],
    );
  });
});

describe('one figure in two sources, one year written', () => {
  it('sets OCHA’s 2020 projection against the 2023 census', async () => {
    // Ziguinchor region: OCHA 2020 679,353; census 2023 617,568 (sum of its departments); gap 61,785.
    await family(
      [
        'Ziguinchor (région) : OCHA 2020 vs RGPH-5, ça fait quel écart ?',
        'Ziguinchor region: OCHA vs the census, what is the gap?',
        'population de la région de Ziguinchor selon OCHA 2020 et selon le recensement',
      ],
      [/679[\s,]?353/, /617[\s,]?568/, /61[\s,]?785/],
    );
  });
});

describe('a follow-up naming a variant of the measure before', () => {
  it('reads "et sévère ?" / "and moderate only?" as the other measure, at the same place', async () => {
    // Matam: food_insecurity_moderate_or_severe 44.0, food_insecurity_severe 8.1.
    await family(
      [
        ['insécurité alimentaire à Matam ?', 'et sévère ?'],
        ['insécurité alimentaire à Matam ?', 'seulement la sévère ?'],
        ['food insecurity in Matam region?', 'and severe only?'],
      ],
      [/8[,.]1 %/, /Matam/],
    );
    // Kolda: 50.0 − 7.0 = 43.0 moderate only.
    await family(
      [
        ['severe food insecurity in Kolda', 'and moderate only?'],
        ['insécurité alimentaire sévère à Kolda', 'et modérée seulement ?'],
      ],
      [/43 %/],
    );
  });
});

describe('the survey’s shocks with no kind named', () => {
  it('gives every shock by every milieu when the split by milieu is asked', async () => {
    // household_shocks_ehcvm_2021_2022_by_milieu.csv: farm inputs 0.5 / 2.9 / 15.5 / 8.0, food prices 23.6 / 37.8 / 42.6 / 35.9.
    await family(
      [
        'tableau des chocs subis par les ménages selon le milieu',
        'shocks by milieu',
        'household shocks, urban vs rural',
      ],
      [/0[,.]5 %/, /15[,.]5 %/, /23[,.]6 %/, /42[,.]6 %/, /intrants agricoles|farm inputs/],
      ['prix eleves', 'Diourbel'],
    );
  });

  it('gives every shock of the milieu named', async () => {
    // rural_pct: food prices 42.6, illness 13.3, death 12.6, farm inputs 15.5, floods 7.0.
    await family(
      ['chocs en milieu rural', 'shocks hitting rural households', 'quels chocs frappent les ménages ruraux ?'],
      [/42[,.]6 %/, /13[,.]3 %/, /12[,.]6 %/, /15[,.]5 %/],
    );
  });
});

describe('a share in two sources', () => {
  it('gives the share at each source’s year, under its year', async () => {
    // Matam department: OCHA 2020 F 171,310 / 337,254 = 50.8 %; census 2023 F 185,463 / 386,887 = 47.9 %.
    await family(
      [
        'Part des femmes, dépt de Matam : RGPH-5 2023 vs OCHA 2020 ?',
        'Matam (département) : part des femmes, recensement vs OCHA 2020 ?',
        'women share in Matam department: 2020 OCHA vs 2023 census',
      ],
      [/50[,.]8 %/, /47[,.]9 %/, /\*\*2020\*\*/, /\*\*2023\*\*/],
      ['non renseigné', 'not reported'],
    );
  });
});
