import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';
import { digits } from './helpers/chat.ts';

/**
 * Issue 14, "the headline figure first": an answer about recorded floods or an actor starts with
 * one line that answers what was asked (the figure, "not reported", which floods, what the actor
 * is), before the details — and that line gives no figure the details do not.
 */

const { chat } = analystFixture();

/** The answer's first line (French figures' narrow no-break spaces read as spaces) and the rest. */
async function answer(question: string) {
  const a = await chat(question);
  const [first, ...rest] = a.markdown.split('\n');
  return { a, first: first!.replace(/\u202f/g, ' '), rest: rest.join('\n') };
}

/** The headline's figures are the details' own: none is computed or changed for it. */
function expectNoNewFigure(first: string, rest: string) {
  const numbers = (s: string) => digits(s).match(/\d+(?:[.,]\d+)?/g) ?? [];
  const details = new Set(numbers(rest));
  for (const n of numbers(first)) expect(details, `${n} of "${first}"`).toContain(n);
}

describe('answers about floods lead with what was asked', () => {
  it('the floods a place had', async () => {
    const fr = await answer('Quelles inondations a connues Matam ?');
    expect(fr.first).toBe(
      '**Matam (département) est nommé dans le bilan par lieu de 2 inondations recensées : 2009 (SEN-2009-01b) et 2024 (SEN-2024-02).**',
    );
    expectNoNewFigure(fr.first, fr.rest);
    const en = await answer('Which floods has Matam had?');
    expect(en.first).toBe(
      '**Matam (department) is named in the place-by-place record of 2 recorded floods: 2009 (SEN-2009-01b) and 2024 (SEN-2024-02).**',
    );
    // The source's words, quoted the English way in an English answer.
    expect(en.rest).toContain('(“figure 11; figure 17 (agriculture damage); table 23”)');
    expect(en.rest).not.toContain('«');
  });

  it('a place’s figure, or "not reported" for the place and the episode’s own figure', async () => {
    const none = await answer('Combien de personnes touchées en 2020 à Kaffrine ?');
    expect(none.first).toBe(
      '**Kaffrine (département) en 2020 : aucun chiffre de personnes affectées n’est rapporté pour ce lieu dans nos sources. Pour l’ensemble de l’épisode (SEN-2020-01, toutes zones confondues), personnes affectées : 16 798.**',
    );
    expectNoNewFigure(none.first, none.rest);
    const houses = await answer('Combien de maisons détruites à Kaffrine en 2016 ?');
    expect(houses.first).toBe('**Kaffrine (département) — maisons détruites : 1 500 (SEN-2016-01).**');
    const en = await answer('How many people were affected in Pikine in 2009?');
    expect(en.first).toBe('**Pikine (department) — people affected: 360,000 (SEN-2009-01b).**');
    expectNoNewFigure(en.first, en.rest);
  });

  it('a flood’s figure, the one the question names', async () => {
    const deaths = await answer('Combien de morts lors des inondations de 2020 ?');
    expect(deaths.first).toBe('**L’inondation du 5 au 7 septembre 2020 (SEN-2020-01) — décès : 7.**');
    const families = await answer('Combien de familles déplacées en 2012 ?');
    expect(families.first).toBe(
      '**L’inondation du 26 août au 15 octobre 2012 (SEN-2012-01) — familles déplacées : 5 000.**',
    );
    const both = await answer('Combien de morts en 2009 ?');
    expect(both.first).toBe('**Décès : non rapporté (SEN-2009-01) ; non rapporté (SEN-2009-01b).**');
  });

  it('the latest flood of a place, the place hit hardest, a total asked', async () => {
    const latest = await answer('La dernière inondation à Dakar ?');
    expect(latest.first).toBe(
      '**La dernière inondation recensée dont le bilan par lieu nomme Dakar (département) : 16 septembre 2024 (SEN-2024-01).**',
    );
    const hardest = await answer('Quel département a été le plus touché par les inondations de 2020 ?');
    expect(hardest.first).toBe('**Lieu le plus touché selon le bilan (personnes affectées) : Thiès — 8 411.**');
    // Said once, first: not again under the event's title.
    expect(hardest.rest).not.toContain('Lieu le plus touché');
    const total = await answer(
      'Combien de déplacés au total lors des inondations de septembre 2020 et de la crue de 2024 ?',
    );
    expect(total.first).toMatch(/^\*\*Total des personnes déplacées sur ces 2 épisodes : 59 285\*\*/);
  });
});

describe('answers about actors lead with what the actor is', () => {
  it('its nature and its role in flood response, then the details', async () => {
    const fr = await answer('Qu’est-ce que la DGPRE ?');
    expect(fr.first).toBe(
      '**DGPRE — Direction de la Gestion et de la Planification des Ressources en Eau : agence (direction ministérielle) ; rôle dans la réponse aux inondations : alerte (suivi du niveau des fleuves).**',
    );
    expect(fr.rest).toContain('### Direction de la Gestion et de la Planification des Ressources en Eau (DGPRE)');
    const en = await answer('What is the DPC?');
    expect(en.first).toMatch(/^\*\*DPC — Directorate of Civil Protection: agency \(government directorate\); role in/);
  });

  it('reads "quels acteurs…" as a question about actors, not about floods', async () => {
    const { a, first } = await answer('Quels acteurs interviennent dans la réponse aux inondations ?');
    expect(a.data.intent).toBe('actors');
    expect(first).toMatch(/^\*\*Acteurs de la gestion des inondations au Sénégal dans nos sources : \d+ institutions/);
  });
});
