import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Rules found from questions the development half still missed (issue 12): a last ask whose only
 * subject is a pronoun asks of the sentence before, an ending in brackets ("million(s)"), a "+" after
 * a year joining an ask of the place's department, political offices out of scope, migration flows a
 * gap whatever measure is named, and "how many households is that" counting an event's households.
 * Expected values are read off data/knowledge by hand.
 */

const { family } = analystFixture();

describe('rules from the misses of the development half', () => {
  it('reads a last ask with only a pronoun for subject as asking of the sentence before', async () => {
    // ACT-24 MRAZI: 2012 – July 2014.
    await family(
      [
        'Does the Ministry for Restructuring and Development of Flood Zones (MRAZI) still exist? When did it operate?',
        "Le ministère de la Restructuration et de l'Aménagement des Zones d'Inondation existe-t-il encore ? De quand à quand a-t-il fonctionné ?",
      ],
      ['2012', '2014', 'MRAZI'],
      ['SEN-2022-01', 'SEN-2005-01'],
    );
  });

  it('reads an ending in brackets as the word ("1 million(s)")', async () => {
    await family(
      [
        "Quelles régions dépasseront les 1 million(s) d'habitants entre 2023 et 2030 alors qu'elles étaient en dessous au recensement ?",
        'Which regions will pass 1 million(s) inhabitants between 2023 and 2030?',
      ],
      [/Tambacounda/, /Kaffrine/, /Fatick/],
    );
  });

  it('reads "+ dept" after a year as an ask of the place department', async () => {
    // Labgar commune (census 2023): 10 547, women 5 606, men 4 941; in Linguère department.
    await family(
      ['commune labgar : pop, femmes, hommes rgph 2023 + dept', 'Labgar commune: population 2023 + department?'],
      ['10547', /Linguère/],
    );
    // Louga department: women 240 956, men 236 809 (census 2023); OCHA 2020 women 235 542.
    await family(
      [
        'Louga departmnet: women and men census 2023 + women OCHA 2020?',
        'dépt de Louga : femmes et hommes RGPH 2023 + femmes OCHA 2020 ?',
      ],
      ['240956', '236809', '235542'],
    );
  });

  it('says political offices are outside the data', async () => {
    await family(
      ["who's the current prime minister of Senegal?", 'qui est le premier ministre du Sénégal ?'],
      [/outside the data|hors du champ/],
      ['ORSEC'],
    );
  });

  it('says migration flows are a gap, even with a population word', async () => {
    await family(
      [
        'How many people have left Gossas department for Dakar in recent years?',
        'Combien de personnes ont quitté le département de Gossas pour Dakar ces dernières années ?',
      ],
      [/no data on migration|Pas de données sur les migrations/],
      ['122968', '122 968'],
    );
  });

  it('counts the households a flood record gives, sizing no needs, when asked "how many households is that"', async () => {
    // SEN-2019-01: 408 people displaced, 46 families displaced.
    await family(
      [
        'How many people were displaced by the September 2019 floods, and how many households is that?',
        'Combien de personnes déplacées par les inondations de septembre 2019, et combien de ménages cela fait-il ?',
      ],
      ['408', '46'],
      ['414'],
    );
  });
});

describe('rules from the misses of the development half (2)', () => {
  it('reads "ces 3 dernières années" as a period, not the bottom of a ranking', async () => {
    // Shock in the last 3 years, highest: Diourbel 82.4, Kaffrine 80.5, Saint-Louis 80.2.
    await family(
      [
        'Quelles sont les 3 régions avec le taux de ménages ayant subi un choc ces 3 dernières années le plus élevé ?',
        'Which 3 regions have the highest share of households hit by a shock in the last 3 years?',
      ],
      [/82[.,]4/, /80[.,]5/, /80[.,]2/],
      ['du plus faible au plus élevé', 'lowest first'],
    );
  });

  it('compares the two units a duplicate name means when asked which is bigger', async () => {
    // Médina Gounass: Vélingara 91 085, Guédiawaye 36 588 (census 2023), gap 54 497.
    await family(
      [
        "y a deux Medina Gounass non ? c'est laquelle la plus grande en 2023, et de combien ?",
        'There are two Medina Gounass communes: which one is bigger at the 2023 census, and by how much?',
      ],
      ['91085', '36588', '54497'],
    );
  });
});

describe('rules from the misses of the development half (3)', () => {
  it('reads "which floods" as floods asked for, whatever words an actor record shares', async () => {
    // Charter activations named in the flood records: 2005, 2007, 2009, 2012, 2013.
    await family(
      [
        'For which floods in Senegal was the International Charter on Space and Major Disasters activated, according to your sources?',
        "Pour quelles inondations la Charte internationale Espace et catastrophes majeures a-t-elle été activée, d'après vos sources ?",
      ],
      ['2005', '2007', '2009', '2012', '2013'],
      ['BNSP'],
    );
  });
});
