import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Head counts written the way people write them (issue 12): other people words ("riverains",
 * "villageois", "âmes", "residents", "souls"), a misspelt family word ("familes"), "une centaine de
 * familles", a short million ("1.2m people", "2,5 M de sinistrés") and the women/men split written
 * "F/H". response_standards.csv: WAT-01 15 L/person/day, WAT-09 400 people per open well, NFI-02 4
 * single blankets per family, SHE-03 2 tarpaulins per household, SAN-02 1 toilet per 20, SAN-03 3:1.
 */

const { family } = analystFixture();

describe('head counts in other words', () => {
  it('reads other people words as the head count', async () => {
    await family(
      [
        'eau pour 2000 riverains sinistrés par jour',
        'eau pour 2 000 villageois',
        'besoins en eau de 2 000 âmes',
        'how much water do 2,000 residents need per day if the network fails?',
        'water for 2000 souls a day',
      ],
      ['30000'],
    );
    await family(['puits pour 2000 villageois sinistrés', 'open wells for 2,000 villagers'], [/\b5\b/]);
  });

  it('reads a misspelt family word as households', async () => {
    // 300 families: 1,200 single or 600 double blankets
    await family(['how many blankts for 300 familes', 'combien de couvertures pour 300 familes'], ['1200', '600']);
  });

  it('reads approximate and short-scaled counts', async () => {
    await family(
      ['une centaine de familles sinistrées : combien de bâches ?', 'bâches pour une centaine de ménages'],
      [/\b200\b/],
    );
    await family(['water for 1.2m people per day', 'eau pour 1,2 M de sinistrés par jour'], ['18000000']);
    // "10 m" of a distance stays metres
    await family(['un point d’eau à 10 m pour 300 personnes : combien de litres par jour ?'], ['4500']);
  });

  it('reads F/H as the women and men split of toilets', async () => {
    // 2,400 people / 20 = 120 toilets: 90 for women, 30 for men
    await family(['latrines F/H pr 2400 pers ?', 'toilets W/M, F/M for 2,400 people?'], [/\b90\b/, /\b30\b/]);
  });
});
