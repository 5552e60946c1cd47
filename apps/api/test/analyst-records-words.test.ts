import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Recorded floods named by a word other than "flood" (flood_events.csv), and the short forms
 * officers write for the household survey's measures (vulnerability_ehcvm_2021_2022_by_region.csv).
 */

const { family } = analystFixture();

describe('a recorded flood named as an event, an episode or a disaster', () => {
  it('ranks the recorded floods by their deaths', async () => {
    // deaths: SEN-2020-01 7, SEN-2019-01 6, SEN-2016-02 5.
    await family(
      [
        'Quel est l’événement le plus meurtrier ?',
        'quel episode a fait le plus de morts ?',
        'What was the deadliest event on record?',
        'Which disaster killed the most people?',
      ],
      [/\b7\b/, /2020/],
    );
  });

  it('ranks the recorded floods by houses destroyed or people displaced', async () => {
    // houses_destroyed_or_collapsed: SEN-2012-01 6 500; people_displaced: SEN-2024-02 56 000.
    await family(['Which event destroyed the most houses?', 'Quel événement a détruit le plus de maisons ?'], ['6500']);
    await family(['Quel épisode a fait le plus de déplacés ?', 'Which event displaced the most people?'], ['56000']);
  });
});

describe('short forms of the survey measures', () => {
  it('reads insécu., alim., élec. and hh as the words they shorten', async () => {
    // Saint-Louis food_insecurity_severe_pct 6.4; Kolda electricity 53.57; Matam 55.65; Kolda severe 7.0.
    await family(['Insécu. alim. sévère rég. St-Louis ?', 'insec alim severe saint louis region stp'], [/6[,.]4 %/]);
    await family(['acces elec des mngs a kolda', 'Kolda region: elec. access of households?'], [/53[,.]57 %/]);
    await family(['share of hh with elec access in Matam reg'], [/55[,.]65 %/]);
    await family(['Severe food insec. in Kolda region?'], [/\b7 %/]);
  });
});

describe('a ministry named by its name, beside flood victims or a dated flood', () => {
  it('answers from that ministry’s record', async () => {
    // ACT-19 mandate: over 1,000 t of rice and 5,000 l of oil for Bakel (Oct 2024).
    await family(
      [
        'Combien de tonnes de riz le ministère de la Famille a-t-il remis pour les sinistrés de Bakel ?',
        'Quelle aide alimentaire le ministère de la Famille a-t-il remise pour Bakel pendant la crue d’octobre 2024 ?',
        'How much rice did the Ministry of Family give to the flood victims of Bakel?',
      ],
      [/1[  ,.]?000 t/, /5[  ,.]?000 l/],
    );
  });
});

describe('a bound is no order asked', () => {
  it('reads "at least one shock" as the share of households hit by a shock, not a ranking', async () => {
    // Kédougou households_with_shock_last_3y_pct = 65.0.
    await family(
      [
        'Kedougou: households with at least one shock in the last 3 years?',
        'Kédougou : part des ménages ayant subi au moins un choc ?',
      ],
      [/\b65 %/],
      ['Saraya', 'Salémata'],
    );
  });

  it('keeps the regions at or above the floor "au moins" / "at least" names', async () => {
    // households_with_shock_last_3y_pct ≥ 80: Diourbel 82.4, Kaffrine 80.5, Saint-Louis 80.2 (Matam 78.4 is not).
    await family(
      [
        'Régions où au moins 80 % des ménages ont subi un choc ?',
        'Which regions have at least 80 % of households hit by a shock?',
      ],
      [/82[,.]4 %/, /80[,.]5 %/, /80[,.]2 %/],
      ['78,4', '78.4', '47,8', '47.8'],
    );
  });
});

describe('a malnutrition rate is a survey no file holds', () => {
  it('says so, names the treatment standards and the food insecurity held nearby, and counts no needs', async () => {
    // ("emaciation", "wasting", "stunting" are no catalog words: the spelling corrector would read "évacuation" as one.)
    await family(
      [
        'Quel est le taux de malnutrition aiguë à Matam ?',
        'prevalence de la malnutrition a podor',
        'What is the acute malnutrition rate in Kolda region?',
        'Kolda: malnutrition rate among children?',
      ],
      [/pas de données|no data/i, /NUT-01/, /EHCVM/],
      ['Besoins estimés', 'Estimated needs'],
    );
  });
});

describe('floods named as the shock of the survey’s milieux', () => {
  it('reads a flood word as the flood shock when milieux are set against each other', async () => {
    // household_shocks inondations: Dakar urban 7.5, other urban 11.1, rural 7.0.
    await family(
      [
        'Where are floods most common as a household shock: urban Dakar, other urban areas or rural areas?',
        'Floods as a shock for households: rural areas or other towns, which is worse?',
        'Les inondations, comme choc des ménages : plutôt Dakar urbain, les autres villes ou le rural ?',
      ],
      [/11[,.]1 %/, /\b7 %/],
      ['42,6', '42.6', '37,8', '37.8'],
    );
  });

  it('keeps the regional share of households hit by any shock when floods are only context', async () => {
    // Matam households_with_shock_last_3y_pct = 78.4.
    await family(['households hit by a shock in Matam region after the floods?'], [/78[,.]4 %/]);
  });
});

describe('money asked of an actor whose record states none', () => {
  it('says the amount is not reported for that actor, and says nothing of the kind when the record holds one', async () => {
    // ACT-02 (DPC) and ACT-09 (ANACIM): no amount in their mandates; ACT-06 (PDGI): 766 988 450 362 FCFA.
    await family(
      [
        'Quel est le budget de la DPC ?',
        'What is the annual budget of the Directorate of Civil Protection?',
        'budget de l’ANACIM pour les alertes ?',
        'How much funding does ANACIM get?',
      ],
      [/non rapporté|not reported/],
    );
    await family(
      ['Quel est le montant du PDGI ?', 'What was the PDGI budget?'],
      [/766988450362|766[,.]99/],
      ['non rapporté pour PDGI', 'not reported for PDGI'],
    );
  });
});

describe('the survey’s other towns named as urban areas outside Dakar', () => {
  it('reads "urbain hors Dakar" and "towns outside Dakar" as the other urban milieu', async () => {
    // household_shocks: inondations other urban 11.1, Dakar urban 7.5; food prices other urban 37.8.
    await family(
      [
        'Les inondations comme choc : quelle part des ménages en milieu urbain hors Dakar, et à Dakar ?',
        'Floods as a shock: share of households in urban areas outside Dakar and in urban Dakar?',
      ],
      [/11[,.]1 %/, /7[,.]5 %/],
    );
    await family(
      [
        'share of households in towns outside Dakar hit by high food prices',
        'part des ménages des zones urbaines hors Dakar touchés par la hausse des prix alimentaires',
      ],
      [/37[,.]8 %/],
      ['23,6', '23.6'],
    );
  });
});
