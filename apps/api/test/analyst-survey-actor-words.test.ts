import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Survey indicators and actors' roles (issue 12, "vulnerability" and "actors").
 * - A survey indicator asked of a place is the survey's, even in words the CSAR's name or record
 *   holds ("résilience", "chocs"): vulnerability_ehcvm_2021_2022_by_region.csv
 *   households_with_shock_last_3y_pct Diourbel 82.4, Kolda 75.8, Matam 78.4.
 * - A role asked for by name ("civil protection", "protection sociale") lists the actors whose
 *   role field holds it: senegal_response_actors.csv ACT-02 DPC, ACT-19 (Famille).
 * - An English question that names a French actor ("the Croix-Rouge sénégalaise") is answered in English.
 */

const { chat, family } = analystFixture();

describe('survey words an actor shares', () => {
  it('reads households facing shocks in a place as the survey indicator', async () => {
    await family(
      [
        'la résilience des ménages face aux chocs à Diourbel, on en est où ?',
        'Résilience des ménages de Diourbel face aux chocs ?',
        'Household resilience to shocks in Diourbel?',
      ],
      [/82[.,]4/],
      ['CSAR'],
    );
    await family(['Les ménages de Kolda face aux chocs : quelle résilience ?'], [/75[.,]8/]);
  });
  it('keeps an actor asked for beside the same words', async () => {
    await family(['Qui aide les ménages victimes de chocs à Kaffrine ?'], ['CSAR']);
  });
});

describe('roles asked for by name', () => {
  it('lists the actors of civil protection and of social protection', async () => {
    await family(
      [
        'Who is in charge of civil protection in Senegal?',
        'qui s occupe de la protection civile ?',
        'Quelle agence gère la protection civile ?',
      ],
      ['DPC'],
    );
    await family(
      [
        'Quel ministère gère la protection sociale des sinistrés ?',
        'Which ministry handles social protection for flood victims?',
      ],
      ['Famille'],
    );
  });
});

describe('a role beside words one record holds more of', () => {
  it('answers with that record', async () => {
    await family(
      [
        'Au sein de la protection civile, qui tient le niveau stratégique et qui le niveau opérationnel ?',
        'Which bodies are the strategic and the operational levels of civil protection?',
      ],
      ['DPC', 'BNSP'],
    );
  });
});

describe('language of a question naming a French actor', () => {
  it('answers in English', async () => {
    const md = (await chat('What does the Croix-Rouge sénégalaise do during floods?')).markdown;
    expect(md).toContain('Red Cross');
    expect(md).toContain('45');
    const fr = (await chat('Que fait la Croix-Rouge sénégalaise pendant les inondations ?')).markdown;
    expect(fr).toContain('Mandat');
  });
});
