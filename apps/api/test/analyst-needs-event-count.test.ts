import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A count of households the question gives that a recorded event reports (issue 12): the people are
 * computed at the household size asked and the event's own people figure is quoted as published.
 * flood_events.csv SEN-2024-02: 774 households, ~55,600 people affected (inconsistent as published);
 * CRS-01's note: Matam 12 persons per household → 9 288. SEN-2019-01: 991 households affected,
 * 8,919 people affected; Dakar 6 → 5 946.
 */

const { family } = analystFixture();

describe('households an event reports, converted to people', () => {
  it('quotes the official people figure beside the conversion', async () => {
    await family(
      [
        'Le gouvernement annonce 774 ménages touchés par la crue du fleuve de 2024. Avec la taille des ménages de Matam, combien de personnes cela ferait-il, et que dit le chiffre officiel ?',
        "The government reported 774 households hit by the 2024 river flood. At Matam's household size, how many people is that, and what is the official people figure?",
        '774 ménages à Matam : ça fait combien de gens ? et le chiffre officiel ?',
      ],
      ['9288', '55600'],
    );
    await family(
      [
        '991 households in Dakar: how many people at the Dakar household size?',
        '991 ménages à Dakar, combien de personnes ?',
      ],
      ['5946', '8919'],
    );
  });
});
