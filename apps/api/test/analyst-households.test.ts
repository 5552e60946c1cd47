import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Households as a measure of the catalog (issue 12): a region's household size (curated/
 * household-size-by-region.csv, read in the note of response_standards.csv CRS-01; Senegal 9), the
 * households a population makes at that size, and a survey rate applied to a count of the place.
 * Matam 831 632 (2023) / 12 = 69 303; Dakar 4 004 425 / 6 = 667 404; Kaffrine 820 404 / 12 = 68 367.
 */

const { family } = analystFixture();

describe('a region’s household size, and the households it makes', () => {
  it('gives the household size a region has, the national one, and says when the data has none', async () => {
    await family(
      ['Quelle est la taille moyenne des ménages dans la région de Matam ?', 'average household size in Matam region?'],
      [/\*\*12 (personnes par ménage|people per household)\*\*/],
    );
    await family(
      ['taille moyenne des ménages au Sénégal ?', 'What is the average household size in Senegal?'],
      [/\*\*9 /],
    );
    await family(
      ['Quelle est la taille moyenne des ménages dans la région de Thiès ?', 'Household size in Thiès region?'],
      [/non renseigné|not reported/],
    );
  });

  it('counts households as the population over the region’s size, said as computed', async () => {
    await family(
      [
        'Combien de ménages compte environ la région de Matam en 2023, en divisant sa population recensée par la taille moyenne de ses ménages ?',
        'Nb approx. de ménages dans la rég. de Matam (pop. 2023 / taille moy. des ménages) ?',
        'Roughly how many households does Matam region have in 2023, dividing its census population by its average household size?',
        [
          'What is the average household size in Matam region?',
          'How many households does that give with the 2023 population?',
        ],
      ],
      ['831632', '69303'],
    );
    await family(['How many households in Dakar region?', 'combien de ménages dans la région de Dakar ?'], ['667404']);
  });

  it('turns a change into households at the region’s size, and at the national one', async () => {
    // Matam region 879 983 (2025) → 932 715 (2027): +52 732 / 12 = 4 394.3; / 9 = 5 859.1.
    await family(
      [
        'Combien de ménages supplémentaires la région de Matam compte-t-elle entre 2025 et 2027, avec la taille moyenne des ménages de la région ?',
        'How many more households does Matam region have between 2025 and 2027 at the region’s household size?',
      ],
      ['52732', /4394[,.]3/, /5859[,.]1/],
      ['Moyenne des 14', 'Average of the 14'],
    );
  });
});

describe('a survey rate applied to a count of the place', () => {
  it('applies a household rate to the households estimated at the region’s size', async () => {
    // Kaffrine electricity 66.99 % → 33.01 % without × 68 367 = 22 568; Kolda 46.43 % × 83 163 = 38 613.
    await family(
      [
        'Kaffrine : combien de ménages sans électricité, en comptant les ménages avec la taille moyenne de la région ?',
        'How many households have no electricity in Kaffrine region?',
      ],
      ['68367', '22568', /820404 (habitants|inhabitants) ÷ 12/],
    );
    await family(['Kolda: households with no electricity? use the regional household size'], ['83163', '38613']);
  });

  it('applies a region’s rate to its department, and says so', async () => {
    // Matam region: moderate or severe food insecurity 44 %; Matam department 386 887 (2023) → 170 230.
    await family(
      [
        'En appliquant le taux régional d’insécurité alimentaire modérée ou sévère à la population de 2023 du département de Matam, combien de personnes seraient concernées ?',
        'Applying the regional food insecurity rate to Matam department’s 2023 population, how many people is that?',
      ],
      ['386887', '170230', /ne descend pas sous la région|does not go below the region/],
    );
  });

  it('adds the places up when asked in total, and applies a rate given just before', async () => {
    // Severe food insecurity: Kaolack 2.6 % × 1 336 718 = 34 755; Kaffrine 5.6 % × 820 404 = 45 943 → 80 698.
    await family(
      [
        'Combien de personnes en insécurité alimentaire sévère au total dans les régions de Kaolack et de Kaffrine, en appliquant les taux de l’EHCVM à la population de 2023 ?',
        'How many people in severe food insecurity in Kaolack and Kaffrine regions together, applying EHCVM rates to the 2023 population?',
      ],
      ['34755', '45943', '80698'],
    );
    // Kédougou 9.4 % × 245 147 = 23 044.
    await family(
      [
        [
          'What is the severe food insecurity rate in Kédougou region?',
          'And how many people is that, with the 2023 population?',
        ],
        [
          'Taux d’insécurité alimentaire sévère à Kédougou (région) ?',
          'Et ça fait combien de personnes avec la population de 2023 ?',
        ],
      ],
      ['245147', '23044'],
    );
  });
});

describe('a count added up over the units a rate keeps', () => {
  it('sums the population of the regions above a survey rate', async () => {
    // Severe food insecurity > 7.5 %: Tambacounda 9.6, Kédougou 9.4, Matam 8.1 → 987 154 + 245 147 + 831 632.
    await family(
      [
        'What total population (2023 census) lives in the regions where severe food insecurity exceeds 7.5%?',
        'Quelle population totale (recensement de 2023) vit dans les régions où l’insécurité alimentaire sévère dépasse 7,5 % ?',
        'Nous ciblons les régions les plus touchées par l’insécurité alimentaire sévère. En prenant celles au-dessus de 7,5 %, combien d’habitants cela représente-t-il au recensement de 2023 ?',
      ],
      ['987154', '245147', '831632', '2063933'],
    );
  });
});
