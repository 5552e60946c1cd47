import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: a year said relative to now ("l'an prochain", "last year") is the current year's
 * neighbour (the fixture's current year is 2026); a forecast of rain, floods or of the people they
 * will hit is no figure of a year but an honest gap, whatever measure it names.
 */

const { chat, family } = analystFixture();

describe('a year said relative to now', () => {
  it('is the current year plus or minus one', async () => {
    // Louga region: 2027 = 1 251 364; Kolda region: 2025 = 969 385.
    await family(
      [
        'population of Louga region next year',
        "pop de la région de Louga l'an prochain",
        "Louga (région) : habitants l'année prochaine ?",
      ],
      ['1251364', '2027'],
    );
    await family(
      [
        "population de la région de Kolda l'année dernière",
        'Kolda region population last year?',
        "pop région Kolda l'an passé",
      ],
      ['969385', '2025'],
    );
  });
});

describe('a forecast of floods or of the people they will hit', () => {
  it.each([
    ["combien d'habitants seront touchés par les inondations l'an prochain à Dakar ?", /prévisions/],
    ['how many people will be affected by floods next year in Kaolack?', /forecasts/],
    ['What will the rainfall be in Matam next August?', /forecasts/],
    ['combien de sinistrés prévoir pour la prochaine saison des pluies à Kaffrine ?', /prévisions/],
    ['how many people will be displaced by the floods in the coming season in Podor?', /forecasts/],
  ])('%s is a gap, never a figure of the survey', async (question, said) => {
    const { markdown, data } = await chat(question);
    expect(data.intent).toBe('gaps');
    expect(markdown).toMatch(said);
    expect(markdown).not.toMatch(/7,5 %|7\.5%|EHCVM/);
  });
});
