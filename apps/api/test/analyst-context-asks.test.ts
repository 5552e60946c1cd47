import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: the words of the context given before the ask do not choose the route. "Y" / "there"
 * after a context that names a place is that place (unless the context's subject is itself an area,
 * "les zones inondables de Pikine"); a standard named in the context (shelter) asks no needs; and
 * "per OCHA 2020", "as per the census" say a source, not a ratio.
 */

const { chat } = analystFixture();
/** The answer with the spaces French puts in numbers as plain spaces. */
const text = async (question: string) => (await chat(question)).markdown.replace(/[\u00a0\u202f]/g, ' ');

describe('an ask pointing back at the place of its context', () => {
  it.each([
    [
      "Beaucoup d'écoles servent d'abris pendant l'hivernage dans la région de Ziguinchor. Pour estimer les élèves concernés, combien d'enfants de 5 à 14 ans y vivent d'après OCHA 2020 ?",
      '181 721',
    ],
    [
      'Beaucoup de familles ont perdu leur abri dans la région de Kolda. Combien de femmes y vivent selon le recensement de 2023 ?',
      '446 887',
    ],
    [
      'Shelters were flooded in Matam region last year. How many children under 5 live there according to OCHA 2020?',
      '117,416',
    ],
    ['Les inondations ont touché le département de Bambey. Combien d’habitants y vivent en 2025 ?', '399 621'],
  ])('%s → %s', async (question, figure) => {
    const markdown = await text(question);
    expect(markdown.split('\n')[0]).toMatch(/^\*(Lu comme :|Read as:) /);
    expect(markdown).toContain(figure);
  });

  it('keeps an area the data lacks as the subject "y" points at', async () => {
    const markdown = await text('Nous suivons les zones inondables de Pikine. Combien de personnes y vivent ?');
    expect(markdown).toMatch(/Pas de données sur les zones inondables/);
  });
});

describe('"per" a source', () => {
  it.each([
    [
      'Pikine floods: how many inhabitants per OCHA 2020?',
      'population · OCHA · Pikine (department) · 2020',
      '1,448,341',
    ],
    ['Kolda region population as per the 2023 census?', 'population · census · Kolda (region) · 2023', '914,797'],
    ['how many women live in Louga region per the census?', 'population · women · census · Louga (region)', '561,965'],
  ])('%s reads a source', async (question, reading, figure) => {
    const markdown = await text(question);
    expect(markdown).toContain(`Read as: ${reading}`);
    expect(markdown).toContain(figure);
  });

  it('is still a ratio before a facility', async () => {
    const markdown = await text('How many inhabitants per hospital in Dakar region?');
    expect(markdown).toContain('114,412.1 inhabitants per facility');
  });
});

describe('a habit told before the ask', () => {
  it.each([
    ['Le Magal attire chaque année des foules à Touba. Quelle est la population de Touba en 2024 ?', '1 154 736'],
    ['Every year the river floods Podor department. What is its population in 2025?', '509,158'],
    ["Chaque année l'hivernage inonde Podor. Population du département de Podor en 2025 ?", '509 158'],
  ])('%s is one figure, not a series', async (question, value) => {
    const { markdown } = await chat(question);
    expect(markdown).not.toMatch(/série annuelle|yearly series|\| (Année|Year) \|/);
    expect(markdown.replace(/[\u00a0\u202f]/g, ' ')).toContain(`**${value}`);
  });
});
