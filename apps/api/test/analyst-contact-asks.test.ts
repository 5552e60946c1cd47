import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * "Qui appeler en cas d'inondation ?", "who should I call when my house floods?": who to call or
 * contact asks the actors whose role is rescue (issue 12), not "no matching actor". Our sources hold
 * no phone numbers, so none is given. The actors asked for by name ("les acteurs de la réponse aux
 * inondations", "stakeholders") are the actors, whatever flood word stands beside.
 */

const { family } = analystFixture();

describe('who to contact, who acts', () => {
  it('reads the actors of flood response asked without "qui" as the actors, not the floods', async () => {
    await family(
      [
        'Quels sont les acteurs de la réponse aux inondations ?',
        'Quels sont les principaux acteurs de la réponse aux inondations ?',
        'liste des acteurs de la gestion des inondations',
        'quels sont les intervenants ?',
        'list the stakeholders of flood response',
        'who are the stakeholders?',
      ],
      [/19 institutions/],
      ['inondations recensées', 'recorded floods'],
    );
  });

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
