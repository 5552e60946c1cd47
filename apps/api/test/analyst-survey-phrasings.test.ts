import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Survey indicators and actors asked in other words (issue 12, "vulnerability", "series", "actors").
 * vulnerability_ehcvm_2021_2022_by_region.csv: drinking water Kolda 41.75 (lowest), Sédhiou 43.1;
 * electricity Tambacounda 53.09 (lowest), Ziguinchor 89.91, Kaffrine 66.99.
 * population_ansd_departements_2023_2030.csv: Sédhiou 2025 205 032, 2026 211 301, 2027 217 860.
 * senegal_response_actors.csv ACT-20: Forces armées sénégalaises / Senegalese Armed Forces.
 */

const { family } = analystFixture();

describe('the share without access', () => {
  it('is 100 minus the share with access, however the lack is said', async () => {
    await family(
      [
        "In Sédhiou, what share of households can't get drinking water?",
        'What percentage of households in Sédhiou cannot access drinking water?',
        "Quelle part des ménages de Sédhiou n'a pas l'eau potable ?",
      ],
      [/56[.,]9/],
    );
    await family(
      [
        "Quelle proportion des ménages de Tambacounda n'a pas l'électricité ?",
        'How many households in Tambacounda go without electricity, in percent?',
      ],
      [/46[.,]91/],
    );
  });
});

describe('the lowest, said "le plus bas"', () => {
  it('ranks from the lowest', async () => {
    await family(
      [
        "Quelle région a le taux d'accès à l'eau potable le plus bas ?",
        "Région où l'accès à l'eau potable est le plus bas ?",
      ],
      ['Kolda', /41[.,]75/],
    );
    await family(["Quelle région a le taux d'électricité le plus bas ?"], ['Tambacounda', /53[.,]09/]);
  });
});

describe('electricity said as power or "le courant"', () => {
  it('reads the electricity indicator', async () => {
    await family(
      ['What share of households in Ziguinchor have power?', 'Ziguinchor: households with power?'],
      [/89[.,]91/],
    );
    await family(['À Kaffrine, combien de ménages ont le courant ?'], [/66[.,]99/]);
  });
});

describe('figures of a place and years, no measure named', () => {
  it('are its population', async () => {
    await family(
      ['Département de Sédhiou : chiffres 2025, 2026, 2027 ?', 'Sédhiou department figures for 2025, 2026 and 2027?'],
      ['205032', '211301', '217860'],
    );
  });
});

describe('an actor named by a word people use for it, asked what it does', () => {
  it('gives its card, even beside the floods', async () => {
    await family(
      [
        'What role does the Senegalese army play in floods?',
        "Que fait l'armée pendant les inondations ?",
        'Quel est le rôle des militaires lors des inondations ?',
      ],
      [/armed|armées/i],
    );
  });
});
