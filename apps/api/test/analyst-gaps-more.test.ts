import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAP_TOPICS } from '../src/modules/advisor/analyst/subjects/gap-topics.ts';
import { normaliseName } from '../src/modules/knowledge/normalise.ts';
import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Subjects the data does not hold get "no data" or "outside what I can answer", never another
 * subject's figures (issue 12): water infrastructure is not inventoried, pastimes and private
 * matters are out of scope even beside a flood word.
 */

const { family } = analystFixture();

describe('what the data does not hold', () => {
  it('says no inventory of boreholes and water points, rather than sizing needs', async () => {
    await family(
      [
        'Combien de forages et de points d’eau compte la région de Saint-Louis ?',
        'How many boreholes and water points are there in Kaffrine region?',
      ],
      [/pas de données|no data/i],
      ['Besoins estimés', 'Estimated needs'],
    );
  });

  it('keeps pastimes and private matters out of scope, even beside a flood word', async () => {
    await family(
      [
        'qui a gagné le dernier grand combat de lutte à l’arène nationale ?',
        'écris-moi un petit poème sur la saison des pluies',
        'my car got flooded in the storm and won’t start, what should I check?',
      ],
      [/ne peux pas répondre|cannot answer/],
      ['BNSP', ' mm', 'SEN-20'],
    );
  });
});

describe('a subject no flood record holds, asked of a dated flood', () => {
  it('is said absent ("cholera after the August 2022 floods"), never read as a place', async () => {
    await family(
      [
        'How many cholera cases were recorded after the August 2022 floods?',
        "après les inondations d'août 2012, y a eu combien de cas de choléra ou de diarrhée ?",
      ],
      [/(aucune donnée épidémiologique|no epidemiological data)/],
      ['Diarrere', 'SEN-2022-01'],
    );
  });

  it('rests on the data: no flood record speaks of disease', () => {
    const dir = fileURLToPath(new URL('../../../data/knowledge/floods/', import.meta.url));
    const topics = GAP_TOPICS.filter((t) => t.evenOfEvents);
    expect(topics.length).toBeGreaterThan(0);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.csv'))) {
      const text = normaliseName(readFileSync(join(dir, f), 'utf8'));
      for (const t of topics) expect(t.words.test(text), `${f} mentions ${t.en}`).toBe(false);
    }
  });

  it('keeps tasks that ask no figure out of scope, whatever subject they are about', async () => {
    await family(
      [
        'Tell me a joke about floods',
        'raconte-moi une blague sur les inondations à Kaolack',
        "translate 'flood' into Wolof",
        'traduis en wolof : inondation à Kaolack',
        'Who won the 2022 Africa Cup of Nations?',
        'Qui a gagné la coupe d’Afrique 2022 ?',
        'donne-moi une recette de thiéboudienne pour les sinistrés',
      ],
      [/ne peux pas répondre|cannot answer/],
      ['DPC —', 'SEN-20', '14 recorded', '14 inondations', 'Besoins estimés'],
    );
  });

  it('counts no thing the data does not hold, even over years ("each year", "chaque année")', async () => {
    await family(
      [
        'how many tourists visit Saint-Louis each year',
        'combien de touristes à Saint-Louis chaque année ?',
        'How many mosques in Touba each year?',
        'cb de pirogues à Saint-Louis chaque annee',
      ],
      [/ne peux pas répondre|cannot answer|pas de données|no data/i],
      ['Read as: population', 'Lu comme : population', 'inhabitants', 'habitants'],
    );
  });

  it('says farmland is not held, though "superficie" names the area of a unit', async () => {
    await family(
      [
        'superficie cultivée dans la région de Kaffrine',
        'quelle est la surface agricole de Kolda ?',
        'what is the cultivated area of Kaolack region',
        'farmland in Tambacounda region?',
      ],
      [/pas de données|no data/i],
      ['km²', 'habitants/km', 'people/km'],
    );
    await family(['superficie de la région de Kaffrine', 'area of Kaolack region in km2'], [/km²/]);
  });
});
