import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Two kinds of household shock set against each other (household_shocks_ehcvm_2021_2022_by_milieu.csv),
 * and people who had to leave their homes read as displaced (flood_events.csv), in both languages.
 */

const { family } = analystFixture();

describe('two household shocks named side by side', () => {
  it('says when two shocks hit the same share of households', async () => {
    // national_pct: serious illness or accident 12.1, death of a member 12.1.
    await family(
      [
        'Au niveau national, la maladie grave ou le décès d’un proche : quel choc touche le plus de ménages ?',
        'serious illness or death of a relative: which shock hits more households in Senegal?',
        'Nationally, are households more often hit by a member’s serious illness or by a member’s death?',
      ],
      [/12[,.]1 %/, /même valeur|same value/],
    );
  });

  it('says which of two shocks is higher, and by how many points', async () => {
    // rural_pct: high food prices 42.6, farm input prices 15.5 → 27.1 points.
    await family(
      [
        'En milieu rural, la hausse des prix alimentaires ou celle des intrants agricoles : lequel touche le plus de ménages ?',
        'In rural areas, do high food prices or farm input prices hit more households?',
      ],
      [/42[,.]6/, /15[,.]5/, /27[,.]1/],
    );
  });
});

describe('two milieux of the survey set against each other', () => {
  it('gives the gap in points and how many times as often', async () => {
    // prix_eleves_intrants_agricoles: rural 15.5, Dakar urban 0.5 → 15.0 points, 31 times.
    await family(
      [
        'Les ménages ruraux subissent-ils plus souvent la hausse du prix des intrants agricoles que ceux de Dakar ? Combien de fois plus ?',
        'Are rural households hit by high farm input prices more often than urban Dakar ones, and how many times more?',
      ],
      [/15[,.]5 %/, /0[,.]5 %/, /31[,.]00 (fois|times)/],
      ['Pas de données pour Dakar', 'No data for Dakar'],
    );
  });
});

describe('people who had to leave their homes', () => {
  it('reads leaving home as being displaced, not as a need for shelter', async () => {
    // SEN-2019-01: people_displaced 408 / people_affected 8 919 = 4.57 %.
    await family(
      [
        'Parmi les sinistrés de septembre 2019, quelle part a dû quitter son logement ?',
        'Of the people affected by the September 2019 floods, what share had to leave their homes?',
      ],
      [/4[,.]57 %/],
      ['SHE-01'],
    );
  });
});
