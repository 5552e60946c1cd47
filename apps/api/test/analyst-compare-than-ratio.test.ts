import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Two places compared in new shapes (issue 12). vulnerability_ehcvm_2021_2022_by_region.csv:
 * electricity Dakar 98.52 %, Kaffrine 66.99 % (gap 31.53 points); water Dakar 96.62 %, Louga
 * 95.8 % (0.82). population_ansd_departements_2023_2030.csv: Podor 486,007, Dagana 329,063 in 2023
 * (156,944, 47.7 % more); Médina-Yorofoula 185,456; regions in 2027: Thiès 2,717,601, Fatick
 * 1,017,236 (2.67 times). ansd_rgph5_2023_population_by_sex.csv: women Podor 243,136 (50.0 %),
 * Dagana 158,201 (48.1 %).
 */

const { family } = analystFixture();

describe('places compared', () => {
  it('reads "behind" or "moins que" a place outside the first as a comparison, not a place taken out', async () => {
    await family(
      [
        'How far is Kaffrine behind Dakar on electricity access, in points?',
        "Kaffrine a combien de points de moins que Dakar pour l'accès à l'électricité ?",
      ],
      [/31[.,]53/],
    );
    await family(['Louga behind Dakar on drinking water access?'], [/0[.,]82/]);
  });

  it('compares two places written "more … than", the percentage asked after it being the gap', async () => {
    await family(
      [
        'Is Podor more populous than Dagana, and by what percentage?',
        'Podor est-il plus peuplé que Dagana, et de combien en % ?',
      ],
      ['156944', /47[.,]7 %/],
    );
  });

  it("gives each place's share of women of its own population", async () => {
    await family(
      ['Is the share of women higher in Podor than in Dagana?', 'part des femmes à Podor et à Dagana (départements) ?'],
      [/50[.,]0 %/, /48[.,]1 %/],
    );
  });

  it("reads a ratio of one place's figure to another's, said in times", async () => {
    await family(
      [
        "Ratio of Thiès region's population to Fatick region's, 2027",
        'rapport entre la population de Thiès et celle de Fatick (régions) en 2027',
      ],
      [/2[.,]67 (fois|times)/],
    );
  });

  it('reads a name of three words one letter off over the shorter exact name inside it', async () => {
    await family(
      [
        "Médina Yoro Foula ou Vélingara (départements), lequel a le plus d'habitants en 2023 ?",
        'population of Medina Yoro Foula department, 2023',
      ],
      ['185456'],
    );
  });
});
