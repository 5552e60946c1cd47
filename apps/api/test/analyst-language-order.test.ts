import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A terse question whose words both languages share ("Tambacounda region population 2027") is
 * answered in English when a level noun follows the place's name (English word order), in French
 * when it comes before ("pop dept Kolda 2025", "population région Kolda"), issue 12.
 */

const { chat } = analystFixture();

describe('the language of a question of shared words', () => {
  it('reads the word order', async () => {
    for (const q of ['Tambacounda region population 2027', 'Kolda dept pop 2025', 'Louga department population 2024?'])
      expect((await chat(q)).markdown, q).toMatch(/^\*Read as:/);
    for (const q of ['pop dept Kolda 2025', 'population région Tambacounda 2027', 'population departement Louga 2024'])
      expect((await chat(q)).markdown, q).toMatch(/^\*Lu comme :/);
  });
});
