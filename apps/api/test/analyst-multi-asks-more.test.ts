import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Questions that ask two or three things, or a sum over named places, joined in new ways ("ainsi
 * que", "de même que", "as well as", "along with", "puis"), in French and English. Figures from
 * data/knowledge (population, health, floods).
 */

const { family } = analystFixture();

describe('several asks in one question', () => {
  it('gives the total beside one sex when a list word joins them', async () => {
    // Kolda department 2023: 324 192 inhabitants, 159 280 women.
    await family(
      [
        'Population du département de Kolda en 2023 ainsi que le nombre de femmes ?',
        'Kolda (dept) : habitants en 2023, de même que le nombre de femmes',
        'What is the population of Kolda department in 2023 as well as its number of women?',
        'Kolda department: population in 2023, then the number of women',
      ],
      ['324192', '159280'],
    );
    // (a sex asked of two places is still that sex only)
    await family(['population de Podor et de Matam en femmes'], ['243136'], ['486007']);
  });

  it('reads "the difference between them" as a comparison, not a total', async () => {
    // Bambey 376 467 − Diourbel 344 109 = 32 358 (their sum, 720 576, is not asked).
    await family(
      [
        'Bambey and Diourbel departments: inhabitants in 2023 and the difference between them?',
        'Bambey and Diourbel 2023 population, and the gap between the two?',
      ],
      ['32358'],
      ['720576'],
    );
  });

  it('does not add up places listed with "as well as"', async () => {
    // Tivaouane 2024: 669 656; Mbour 2030: 1 120 512; no total of them.
    await family(
      ["Give me Tivaouane's population in 2024 as well as Mbour's in 2030"],
      ['669656', '1120512'],
      ['Total'],
    );
  });

  it('ranks a place within its region when asked "rank within its region"', async () => {
    // Louga region's departments in 2023: Louga, Kébémer, Linguère.
    await family(
      [
        'Linguere department: 2023 population and rank within its region?',
        'Linguère department population 2023 and its rank in its region',
      ],
      ['3 of 3'],
    );
  });

  it('gives every name of a list the level written after it, whatever names follow', async () => {
    // 2026: Kanel + Matam + Bakel departments = 1 001 234 (not Matam region's 1 485 631 total).
    await family(
      [
        'Kanel and Matam departments, along with Bakel, have how many people together in 2026?',
        'Kanel and Matam departments as well as Bakel: total population in 2026',
      ],
      ['1001234'],
      ['1485631'],
    );
  });

  it('gives the census and a projection year each at its own year', async () => {
    // Dioffior commune: census 2023 12 795, projection 2030 15 715.
    await family(
      [
        'Pour la commune de Dioffior : population au recensement et projection 2030',
        'Dioffior commune: census figure and 2030 projection',
      ],
      ['12795', '15715'],
    );
  });

  it("answers a flood's figure and a population joined by a count word", async () => {
    // Rufisque department: 818 337 inhabitants (2023), 3 741 people affected in September 2020.
    await family(
      [
        'Rufisque (département) : population 2023 et nombre de sinistrés des inondations de septembre 2020 ?',
        'Rufisque department: people affected by the September 2020 floods as well as the 2023 population?',
      ],
      ['818337', '3741'],
    );
  });

  it('adds up places counted "between the three of them", "à eux quatre"', async () => {
    // 2023: Louga 1 125 910 + Matam 831 632 + Saint-Louis 1 202 438 = 3 159 980 (regions).
    await family(
      [
        'Between the three of them, how many people do Louga, Matam and Saint-Louis regions have in 2023?',
        'Louga, Matam and Saint-Louis regions, all three together: population in 2023?',
      ],
      ['3159980'],
    );
    // 2023: Kébémer + Louga + Linguère + Kaffrine departments, "à eux quatre".
    await family(
      ["À eux quatre, combien d'habitants ont les départements de Kébémer, Louga, Linguère et Kaffrine en 2023 ?"],
      ['1406697'],
    );
  });
});
