import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Qui appeler en cas d'inondation ?", "who should I call when my house floods?": who to call or
 * contact asks the actors whose role is rescue (issue 12), not "no matching actor". Our sources hold
 * no phone numbers, so none is given.
 */

const { family } = analystFixture();

describe('who to contact', () => {
  it('reads who to call or contact as the rescue role', async () => {
    await family(
      [
        "qui appeler en cas d'inondation ?",
        "qui faut-il contacter si l'eau monte ?",
        'who should I call when my house floods?',
        'who do we contact during a flood?',
      ],
      ['BNSP'],
      ['Je ne trouve pas', 'I cannot find'],
    );
  });
});
