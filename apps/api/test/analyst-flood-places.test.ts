import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Units named by the flood that hit them, a kind of actor asked for beside a flood's years, and the
 * people a flood touched asked as a "population" (issue 12). Expected values are read off
 * data/knowledge by hand (flood_events.csv, flood_event_areas.csv, population_ansd_departements_2023_2030.csv,
 * health facilities), never from the engine.
 */

const { family } = analystFixture();

describe('places hit by a flood, and the figures of those places', () => {
  it('answers a figure of the departments a flood hit: the units its record names, then theirs', async () => {
    // SEN-2019-01 names Rufisque, Guédiawaye, Kaolack; census 2023: 818 337 + 372 708 + 664 053 = 1 855 098.
    await family(
      [
        'Quelle est la population totale des départements touchés par les inondations de septembre 2019 ?',
        'population totale des departements touches par les inondations de 2019 ?',
        'What was the total population of the departments hit by the September 2019 floods?',
        [
          'Quels départements ont été touchés par les inondations de septembre 2019 ?',
          'population totale de ces départements ?',
        ],
        ['Which departments were affected by the 2019 floods?', 'and the total population of those departments?'],
      ],
      ['818337', '372708', '664053', '1855098'],
      ['18126390'],
    );
    // SEN-2024-02 names Bakel, Kanel, Matam, Podor: geolocated health posts 35, 40, 35, 63.
    await family(
      [
        'combien de postes de santé dans les départements affectés par la crue de 2024 ?',
        'How many health posts are there in the departments hit by the 2024 river flood?',
      ],
      ['35', '40', '63'],
    );
  });

  it('reads a year carried from a flood answer as no year of a population asked after it', async () => {
    // After the 2019 flood's places, "their population" is the census 2023 (no 2019 figure exists).
    await family(
      [
        [
          'Quels départements ont été touchés par les inondations de septembre 2019 ?',
          'et quelle est leur population ?',
        ],
        ['Which departments were hit by the 2019 floods?', 'what is their population?'],
      ],
      ['818337', '372708', '664053'],
      ['2019 dans nos sources', 'in 2019 in our sources'],
    );
  });

  it('says plainly when the flood record names no department, and guesses none', async () => {
    await family(
      [
        'population des départements touchés par les inondations de 2022',
        'population of the departments hit by the 2022 floods',
      ],
      [/(aucun département|no department)/],
      ['18126390'],
    );
  });

  it('reads "la population touchée" by a flood as the people it affected', async () => {
    await family(
      [
        'quelle est la population touchee par les inondations de 2020',
        'Quelle population a été affectée par les inondations de septembre 2020 ?',
        'What was the affected population of the September 2020 floods?',
      ],
      ['16798'],
      ['16711573'],
    );
    await family(
      ['la population affectée par la crue de 2024 ?', 'population affected by the 2024 river flood?'],
      ['55600'],
      ['18593258'],
    );
  });

  it('asks for an actor when a kind of actor is asked for, whatever flood years it names', async () => {
    await family(
      [
        'Which ministry existed from 2012 to 2014 to restructure flood zones?',
        "Quel ministère s'occupait des zones inondables entre 2012 et 2014 ?",
        'quel ministere a gere la restructuration des zones inondees de 2012 a 2014',
      ],
      ['MRAZI'],
    );
  });
});
