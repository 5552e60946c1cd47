import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: a figure asked of a place below the commune (a village, a neighbourhood) or of a name
 * no unit has: our files stop at the commune, so the answer says so and gives no figure — never
 * the country's (the frame with no place), which read as the village's. A unit the question names
 * beside it is named back; a misspelt unit, a source or a kind after "de" is no unknown place; a
 * flood asked of the village still goes to the floods' records.
 */

const { chat } = analystFixture();

describe('a place no file of ours counts', () => {
  it.each([
    ['How many people live in the village of Sinthiou Bamambe?', 'Sinthiou Bamambe', 'en'],
    ['population du village de Gourel Dieri ?', 'Gourel Dieri', 'fr'],
    ["combien d'habitants dans le quartier de Gueule Tapée Fass Ouest", 'Gueule Tapée Fass Ouest', 'fr'],
    ['pop du hameau de Thianiaf', 'Thianiaf', 'fr'],
    ['population de Sinthiou Bamambe en 2025', 'Sinthiou Bamambe', 'fr'],
    ['How many inhabitants in Gourikisamba Diom?', 'Gourikisamba Diom', 'en'],
  ])('%s → « %s » is no unit, and no figure', async (question, name, lang) => {
    const { markdown, data } = await chat(question);
    expect(markdown).toContain(
      lang === 'fr' ? `« ${name} » n'est pas une unité administrative` : `"${name}" is not an administrative unit`,
    );
    expect(data.figures).toHaveLength(0);
    expect(data.missing).toContain(name);
    expect(markdown).not.toMatch(/18[\s\u202f,]126[\s\u202f,]390/);
  });

  it('names back the units the question also names', async () => {
    const { markdown } = await chat(
      "Combien d'habitants compte le village de Gourel Dieri, dans le département de Kanel ?",
    );
    expect(markdown).toContain('Votre question nomme aussi : Kanel (département).');
  });

  it.each([
    ['population de Kafrine', 'Kaffrine'],
    ['population du Sénégal selon l’ANSD', 'Sénégal'],
    ['Population of Senegal per OCHA 2020', 'Senegal'],
    ['What share of Senegal’s population is under 15 (OCHA 2020)?', 'Senegal'],
    ["How many people live in Kolda's region?", 'Kolda'],
    ['population du village de Kanel', 'Kanel'],
  ])('%s is answered for %s', async (question, place) => {
    const { markdown, data } = await chat(question);
    expect(markdown).not.toMatch(
      /n'est pas une unité administrative de nos données : nos chiffres|is not an administrative unit of our data: our/,
    );
    expect(data.figures.length).toBeGreaterThan(0);
    expect(markdown).toContain(place);
  });

  it.each([
    ['How many elderly people were among those affected in September 2020?'],
    ['Selon les normes du HCR, combien de latrines pour 5 000 personnes ?'],
    ["Réunion du CNGI demain. Quelle est la superficie du bassin géré par l'OMVS ?"],
  ])('%s: a month, an acronym or the next sentence is no place', async (question) => {
    const { markdown } = await chat(question);
    expect(markdown).not.toMatch(
      /n'est pas une unité administrative de nos données : nos chiffres|is not an administrative unit of our data: our/,
    );
  });

  it('leaves a flood asked of a village to the floods’ records', async () => {
    const { data } = await chat('le village de Sinthiou Bamambe a-t-il été inondé en 2024 ?');
    expect(data.intent).toBe('flood_events');
  });
});
