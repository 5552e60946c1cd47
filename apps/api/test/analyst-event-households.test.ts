import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: "combien de ménages déplacés ?" counts an event's households, the figure its record
 * gives — not the households a number of people makes (CRS-01's household size), which sized needs
 * for them. And households "displaced" are the record's families displaced, however many words
 * stand between ("how many households were displaced", "ménages ont été déplacés").
 */

const { chat } = analystFixture();
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('an event’s households counted', () => {
  it.each([
    ['how many households were displaced in September 2019?', 46],
    ['number of households displaced by the Sept 2019 floods', 46],
    ['combien de ménages ont été déplacés en septembre 2019 ?', 46],
    ['cb de menages deplaces sept 2019', 46],
    ['combien de ménages affectés par la crue de 2024 ?', 774],
    ['how many households were affected by the 2024 river flood?', 774],
  ])('%s → %i from the flood record, no needs', async (question, households) => {
    const { markdown, data } = await chat(question);
    expect(data.intent).toBe('flood_events');
    expect(data.needs).toHaveLength(0);
    expect(plain(markdown.split('\n')[0]!)).toContain(String(households));
  });

  it.each([
    ['combien de ménages pour 10 000 personnes ?', 'fr'],
    ['how many households do 9,000 people make?', 'en'],
  ])('%s still sizes households from the people given (CRS-01)', async (question) => {
    const { data } = await chat(question);
    expect(data.intent).toBe('needs');
  });
});
