import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Questions of the other language or another shape than the ones the rules were first written for
 * (issue 12): a place word an actor's record holds, an English head after its modifier, a past
 * forecast, a possessive pointing at a parent asked before, a milieu a regional rate is not
 * published by, a count of a thing the named actor's record lacks, "cela" pointing at the part
 * before, and "comes first". Expected values are read off data/knowledge by hand
 * (senegal_response_actors.csv, rainfall_facts.csv, population files, vulnerability file).
 */

const { family } = analystFixture();

describe('questions asked in another shape than the rules were first written for', () => {
  it('reads a name an actor record holds as that record, not as an unknown village', async () => {
    // SEMAF: Manantali dam on the Bafing, Mali.
    await family(
      ['Où se trouve le barrage de Manantali, et sur quel fleuve ?', 'Where is the Manantali dam, and on which river?'],
      ['Bafing'],
      ["n'est pas une unité administrative", 'is not an administrative unit'],
    );
  });

  it('reads "the Family ministry" as the ministry of that name', async () => {
    // ACT-19: over 1,000 t of rice and 5,000 l of oil for Bakel, October 2024.
    await family(
      [
        'What food aid did the Family ministry hand over for Bakel during the October 2024 flood?',
        'Quelle aide alimentaire le ministère de la Famille a-t-il remise pour Bakel pendant la crue de 2024 ?',
      ],
      ['1000', '5000'],
    );
  });

  it('answers the forecast of a season past from the bulletins on record, and a future one as a gap', async () => {
    // R24: SON 2025 forecast, season may last longer in the south-east (Kédougou, Tambacounda).
    await family(
      [
        "Qu'a prévu l'ANACIM pour la fin de l'hivernage 2025, et où la saison pourrait-elle durer plus longtemps ?",
        "Quelle était la prévision saisonnière pour la fin de l'hivernage 2025 ?",
        'What did ANACIM forecast for the end of the 2025 rainy season?',
        'What was the rainfall forecast for SON 2025?',
      ],
      [/Tambacounda/, /normaux à excédentaires|normal to above normal/],
      ['Pas de données sur les prévisions', 'I have no data on forecasts'],
    );
    await family(
      [
        "Quelle est la prévision de pluie pour l'hivernage 2027 ?",
        'What is the rainfall forecast for the 2027 rainy season?',
      ],
      [/Pas de données sur les prévisions|no data on forecasts/],
    );
  });

  it('reads "sa population" after the department asked as the department', async () => {
    // Touba Mosquée lies in Mbacké; Mbacké department 2024: 1 400 897.
    await family(
      [
        'De quel département Touba relève-t-il, et quelle est sa population en 2024 ?',
        'Which department is Touba in, and what is its population in 2024?',
      ],
      ['1400897'],
      ['1154736'],
    );
  });

  it('says a regional rate is not published by milieu before giving the figure of all households', async () => {
    // Fatick region, moderate or severe food insecurity: 22.1 %, all households.
    await family(
      [
        "Quel est le taux d'insécurité alimentaire des ménages ruraux de la région de Fatick ?",
        'What is the food insecurity rate of rural households in Fatick region?',
      ],
      [/Pas de donnée pour « milieu rural »|No data for "rural areas"/, /22[.,]1/],
    );
  });

  it('says a count the named actor record does not hold is no fact of that record', async () => {
    await family(
      [
        "Combien de tentes le CSAR a-t-il en stock pour l'hivernage ?",
        'How many tents does CSAR hold in stock for the rainy season?',
      ],
      [/hors du champ|outside the data|non rapport|not reported/],
      ['Forces armées', 'Armed Forces'],
    );
  });

  it('reads "cela" / "that" as the figure of the part before', async () => {
    // OCHA 2020, Guédiawaye department: 173 401 under 20 of 407 810 = 42.5 %.
    await family(
      [
        'Selon OCHA 2020, combien de personnes de moins de 20 ans vivent dans le département de Guédiawaye, et quelle part de la population cela représente-t-il ?',
        'Per OCHA 2020, how many people under 20 live in Guédiawaye department, and what share of the population is that?',
      ],
      ['173401', /42[.,]5/],
      ['9,31', '9.31'],
    );
  });

  it('reads "comes first" and "arrive en tête" as a ranking', async () => {
    await family(
      [
        'If only the hazard and exposure dimension is weighted, which department comes first?',
        "Si l'on ne pondère que la dimension aléa et exposition, quel département arrive en tête ?",
      ],
      [/Pikine/, /ranked|classés/],
      ['No data on hazard', 'Pas de donnée sur aléa'],
    );
  });
});
