import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: short forms and misspellings read as meant, in the question's language. "hosital" is
 * one edit from both "hopital" and "hospital": an English question reads the English word (the
 * catalog knows which language each of its words is); "ppl" after "per 10,000" is a rate's
 * denominator like "people"; "rgn", "hosp", "nbre" are the words they shorten.
 */

const { family } = analystFixture();

describe('short forms and misspellings, in the question’s language', () => {
  it('reads "hosital" as the word of the question’s language', async () => {
    // Dakar region 2023: 4 004 425 inhabitants / 35 hospitals = 114 412.14.
    await family(
      ['inhabitants per hosital in Dakar reion (2023)?', 'people per hospitl in Dakar region in 2023'],
      [/114[,.]?412/],
    );
    await family(['habitants par hôpitl dans la région de Dakar en 2023'], [/114 ?412/]);
  });

  it('reads "per 10,000 ppl" as a rate after a count', async () => {
    // Kolda region: 101 health posts / 914 797 × 10 000 = 1.10.
    await family(
      [
        ['health posts in kolda rgn', 'per 10,000 ppl'],
        ['postes de santé ds la rgn de Kolda', 'pr 10 000 hbts ?'],
      ],
      [/1[.,]10/],
    );
  });

  it('reads rgn, hosp and nbre as the words they shorten', async () => {
    await family(
      ['nbre d hosp ds la rgn de Thies', 'no. of hosp in Thies rgn'],
      [/Thiès \((région|region)\)/, /(hôpitaux|hospitals)/],
    );
    await family(
      [
        'which rgn grows the slowest from 2023 to 2030 (percent)',
        'kelle rgn croit le moins vite entre 2023 et 2030 en %',
      ],
      [/\| 1 \| Dakar \|/],
    );
  });

  it('leaves a word two edits from any catalog word as written', async () => {
    // "chose" is no misspelt "chocs": Kaolack region 2028 population.
    await family([['pop de kaolack region 2024', 'meme chose pour 2028']], ['1545365'], ['choc']);
  });

  it('reads a misspelt "habitants" after "pour 10 000" as a rate, not people to serve', async () => {
    // Fatick region: 132 health posts / 906 922 × 10 000 = 1.46.
    await family(
      [
        ['Combien de postes de santé à Fatick (région) ?', 'et pour 10 000 haitants ?'],
        ['health posts in Fatick region', 'per 10,000 inhabitans?'],
      ],
      [/1[.,]46/],
      ['Besoins estimés', 'Estimated needs'],
    );
  });

  it('reads a misspelt month or flood word as meant, a left-out letter first', async () => {
    // SEN-2020-01 families displaced 365; SEN-2022-01 1 396.
    await family(
      [
        'Which had more families displaced, the Septebmer 2020 folods or the August 2022 floods? Give both figures.',
        'familles déplacées : inondations de septmbre 2020 ou d’août 2022 ? les deux chiffres',
      ],
      ['365', '1396'],
    );
  });
});
