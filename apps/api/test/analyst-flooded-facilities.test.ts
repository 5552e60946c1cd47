import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: "postes de santé inondés en 2024" asks the health facilities a flood record names as
 * flooded (the 2024 river flood's note: 6 health centres in Tambacounda, Diamel health post, a
 * health hut in Kanel), not how many facilities exist. A word of being under water (lexicon
 * `floodedWords`) right after a facility count, or just before it, makes it the flood's.
 */

const { family } = analystFixture();

describe('flooded health facilities are a flood’s', () => {
  it('French and English, with or without a year', async () => {
    await family(
      [
        'postes de santé inondés en 2024',
        'combien de structures de santé ont été inondées pendant la crue de 2024 ?',
        "combien de centres de sante sous l'eau pendant la crue du fleuve ?",
        'which health facilities were flooded during the 2024 river floods?',
        'flooded health posts in 2024?',
      ],
      ['Diamel', 'SEN-2024-02'],
      ['2349', '4793'],
    );
  });

  it('a facility count with no word of flooding stays a count', async () => {
    await family(['combien de postes de santé à Matam ?', 'health posts in Matam region'], ['101']);
  });
});
