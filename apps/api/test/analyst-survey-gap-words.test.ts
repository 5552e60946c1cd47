import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Survey figures asked in other words (issue 12): "widest" / "narrowest" rank (a gap between two
 * indicators by region); the milieu a gap of two shocks is asked by ("in which milieu…") survives
 * the two shocks named; "the food price shock" is the food-price value; a bound written with the
 * source between it and its figure ("below the EHCVM report's 93.7 %") is read. Expected values are
 * read off data/knowledge/vulnerability by hand.
 */

const { family } = analystFixture();

describe('survey gaps and bounds in other words', () => {
  it('ranks by the widest gap between water and electricity', async () => {
    // Matam: water 89.04 − electricity 55.65 = 33.39 points, the widest.
    await family(
      [
        'In which region is the gap between household access to drinking water and to electricity the widest, and by how many points?',
        'which region has the widest gap between water access and electricity access?',
        "Dans quelle région l'écart entre l'eau potable et l'électricité est-il le plus grand ?",
      ],
      [/Matam/, /33[.,]39/],
    );
  });

  it('gives the gap of two shocks by the milieu asked', async () => {
    // Rural: food prices 42.6 − floods 7.0 = 35.6 points, the largest.
    await family(
      [
        'In which milieu is the gap between the food price shock and the flood shock the largest?',
        "Dans quel milieu l'écart entre le choc des prix alimentaires et le choc des inondations est-il le plus grand ?",
      ],
      [/(Rural|rural)/, /35[.,]6/],
      ['Bambey'],
    );
  });

  it('reads a bound with the source between it and its figure', async () => {
    // 10 regions under 93.7 % drinking water access.
    await family(
      [
        "how many regions are below the EHCVM report's 93.7% drinking water access?",
        "combien de régions sont en dessous du rapport EHCVM 93,7 % d'accès à l'eau potable ?",
      ],
      [/^[^\n]*\n*[^\n]*10 (regions|régions)/],
    );
  });
});

describe('a share of households said as a fraction', () => {
  it('reads "less than half of households" as under 50 %', async () => {
    // Drinking water under 50 %: 2 regions; food insecurity over 33 %: 8 regions.
    await family(
      [
        'how many regions have less than half of households with drinking water?',
        "combien de régions ont moins de la moitié des ménages avec l'eau potable ?",
      ],
      [/2 (regions|régions)/, /50 %/],
    );
    await family(['regions where more than a third of households are food insecure?'], [/8 regions/, /33 %/]);
  });

  it('says "none" in words when no unit is over the bound', async () => {
    // Electricity: every region is over 50 % (Tambacounda lowest, 53.09 %).
    await family(
      [
        "quelles régions ont moins de la moitié des ménages avec l'électricité ?",
        'which regions have less than half of households with electricity?',
      ],
      [/(Aucune région n'a moins de 50|No regions have less than 50)/],
      ['0 régions', '0 regions'],
    );
  });
});
