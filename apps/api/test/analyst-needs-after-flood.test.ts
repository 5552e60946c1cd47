import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A needs question with its own head count, asked after a flood's figures, is a needs question
 * (issue 12): "sinistrées" there counts the people given, it asks no figure of the flood before.
 * WAT-01: 15 L per person per day → 10 000 people, 150 000 L.
 */

const { family } = analystFixture();

describe('a standard sized for people of its own, after a flood answer', () => {
  it('gives the needs, in both languages', async () => {
    await family(
      [
        [
          'Combien de personnes ont été affectées à Rufisque lors des inondations de 2020 ?',
          "De combien d'eau par jour ont besoin 10 000 personnes sinistrées ?",
        ],
        [
          'How many people were affected in Rufisque by the 2020 floods?',
          'How much water per day do 10,000 flood victims need?',
        ],
      ],
      ['150000', 'WAT-01'],
      ['3741'],
    );
    // …while a toll word alone still asks more of that flood.
    await family([['combien de morts en 2020 ?', 'et combien de maisons détruites ?']], ['102']);
  });
});
