import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Gaps between two measures, or between two values of a survey dimension, ranked over units
 * (issue 12); thresholds given as a named reference ("below the national rate of 93.7 %"); the
 * survey's shocks named by their bare label beside the survey's name. Values by hand from
 * data/knowledge/vulnerability (EHCVM 2021–2022 regional table and table VIII-2).
 */

const { family } = analystFixture();

describe('the gap between two measures of each unit, ranked', () => {
  it('ranks regions by the gap between drinking water and electricity (Matam first, 33.39 points)', async () => {
    // Matam: drinking water 89.04 % − electricity 55.65 % = 33.39 points.
    await family(
      [
        "quelle region a le plus gros ecart entre acces a l'eau et acces a l'electricite ?",
        "Dans quelle région l'écart entre l'accès des ménages à l'eau potable et leur accès à l'électricité est-il le plus grand, et de combien de points ?",
        'Which region has the largest gap between access to drinking water and access to electricity?',
      ],
      [/Matam/, /33[,.]39/, /(écart entre|gap between)/],
    );
  });

  it('ranks the milieux by the gap between two shocks, Dakar read as a milieu', async () => {
    // Food prices − floods: rural 42.6 − 7.0 = 35.6; other towns 37.8 − 11.1 = 26.7; urban Dakar 23.6 − 7.5 = 16.1.
    await family(
      [
        "prix alimentaires vs inondations : c'est où que l'écart est le plus grand, Dakar, autres villes ou campagne ?",
        "Dans quel milieu l'écart entre le choc des prix alimentaires et celui des inondations est-il le plus grand : Dakar, les autres villes ou le rural ?",
      ],
      [/35,6/, /26,7/, /16,1/],
      ['Pas de données pour Grand Dakar'],
    );
  });
});

describe('a threshold given as a named reference value', () => {
  it('counts the regions below "the national rate of 93.7 %"', async () => {
    // Regions under 93.7 %: Thiès 92.99 … Kolda 41.75 — ten of fourteen.
    await family(
      [
        "Combien de régions ont un taux d'accès des ménages à l'eau potable inférieur au taux national de 93,7 % donné dans le rapport de l'EHCVM ?",
        'How many regions have a drinking water access rate below the national figure of 93.7%?',
      ],
      [/10 (régions|regions)/, /Kolda/],
    );
  });
});

describe('a survey shock named by its bare label beside the survey', () => {
  it('reads "inondations … EHCVM" as the flood shock, with the 7.2 / 8.2 caveat', async () => {
    await family(
      [
        '% menages touches par inondations au senegal (ehcvm) ?',
        "inondations dans l'EHCVM : c'est 7,2 ou 8,2 % des ménages ? je m'y perds",
        'What share of households were hit by floods according to the EHCVM survey?',
      ],
      [/8[,.]2 %/, /7[,.]2/],
    );
  });

  it('leaves a dated flood of the context to the flood, the ask to its own measure', async () => {
    // Kaffrine households_with_shock_last_3y_pct 80.5.
    await family(
      [
        'Kaffrine region, hit by the July 2016 floods: what is the share of households hit by a shock in 3 years according to EHCVM 2021-2022?',
      ],
      [/80[,.]5 %/],
    );
  });
});

describe('one place against the others added up', () => {
  it('sets Kolda region against Linguère + Kébémer together (2024): 941 511 vs 670 406', async () => {
    // ANSD projections 2024: Kolda region 941 511 (sum of its departments); Linguère 324 331 + Kébémer 346 075.
    await family(
      [
        'en 2024, la région de Kolda pèse plus que les départements de Linguère et Kébémer ensemble ?',
        "la région de Kolda a-t-elle plus d'habitants que Linguère et Kébémer réunis en 2024 ?",
      ],
      ['941511', '670406', '271105'],
    );
  });

  it('adds up all the places when no comparison is asked', async () => {
    await family(['population de Kolda, Linguère et Kébémer ensemble en 2024'], ['1004065'], ['271105']);
  });
});

describe('the units crossing a mark over a span', () => {
  it('lists the departments below 300 000 in 2023 and above in 2030, each with both figures', async () => {
    // Kaffrine 280 787 → 358 039; Bignona 287 500 → 328 499; Koungheul 253 304 → 322 995; Ziguinchor 275 501 → 314 789.
    await family(
      [
        'kels depts passent les 300000 hbts entre 2023 et 2030 ?',
        'quels départements passent le cap des 300 000 habitants entre 2023 et 2030 ?',
      ],
      [/\b4 départements passent/, /Kaffrine/, /Koungheul/, /Bignona/, /Ziguinchor/, '358039'],
    );
  });

  it('lists the regions that pass one million (census 2023 → projection 2030)', async () => {
    await family(
      [
        "Quelles régions dépasseront les 1 million d'habitants entre 2023 et 2030 alors qu'elles étaient en dessous au recensement ?",
      ],
      [/5 régions/, /Tambacounda/, /Matam/, '1020537'],
    );
  });
});
