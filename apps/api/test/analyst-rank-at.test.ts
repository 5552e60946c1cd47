import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A ranking down to the rank an ordinal names, "after X" as X left out, and follow-ups about the
 * units a ranking answered (issue 12). ANSD projections by department, summed by region; areas of
 * the BD Géospatiales (Thiès region 6 586.1 km²).
 */

const { family } = analystFixture();

describe('one rank asked', () => {
  it('ranks down to the ordinal: Thiès is the second region (2026: 2 651 454)', async () => {
    await family(
      [
        'quelle est la deuxième région la plus peuplée en 2026 ?',
        '2nd biggest region in 2026?',
        'la 2e region la + peuplee en 2026',
      ],
      [/Thiès/, '2651454'],
    );
  });

  it('reads "after Dakar" as Dakar left out of the ranking', async () => {
    await family(
      [
        "Which is Senegal's most populous region in 2024 after Dakar?",
        'la région la plus peuplée après Dakar en 2024 ?',
      ],
      [/Thiès/, '2524516'],
    );
  });
});

describe('a follow-up about the units a ranking answered', () => {
  it('takes the unit at the rank asked: density of Thiès (2026: 402.58 per km²)', async () => {
    await family(
      [
        ['2nd biggest region in 2026?', 'density?'],
        ['quelle est la deuxième région la plus peuplée en 2026 ?', 'et sa densité ?'],
      ],
      [/402[,.]58/],
    );
    await family(
      [["Which is Senegal's most populous region in 2024 after Dakar?", 'And what is its density?']],
      [/383[,.]31/],
    );
  });

  it('takes the top N shown: the densities of Dakar, Thiès and Diourbel', async () => {
    // 2025: Diourbel 2 208 281 / 4 859.8 km² = 454.40.
    await family(
      [
        ['top 3 regions by population in 2025', 'and their density?'],
        ['les 3 régions les plus peuplées en 2025', 'et leur densité ?'],
      ],
      [/454[,.]40?/, /Thiès/],
    );
  });
});

describe('the mean of the places named', () => {
  it('gives their sum over their number (2027: 1 271 681 / 3 = 423 893.7)', async () => {
    await family(
      [
        'population moyenne des départements de Saint-Louis, Diourbel et Fatick en 2027',
        ['Saint Louis + Diourbel + Fatick depts, pop 2027?', 'average per dept?'],
        ['population de Saint-Louis, Diourbel et Fatick (départements) en 2027', 'et en moyenne par département ?'],
      ],
      [/423 ?893[,.]7/],
    );
  });

  it('still sets one place against the average of its level', async () => {
    // 46 departments, 2023 census: 18 126 390 / 46 = 394 052.
    await family(['Mbacké est-il plus peuplé que le département moyen ?'], ['394052'], ['423893']);
  });
});
