import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: "since 2010", "depuis 2016", "jusqu'en 2012" name one end of a span of floods, not the
 * year named: the floods are those of the years from (or up to) it, the worst of the span is
 * ranked, and the headline says no "in 2010" when no flood is of 2010.
 */

const { chat } = analystFixture();
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('one end of a span of floods', () => {
  it.each([
    ['which flood affected the most people since 2010?', '55,600'],
    ['depuis 2010, quelle inondation a touché le plus de personnes ?', '55 600'],
    ['la pire inondation jusqu’en 2012 en nombre de personnes affectées', '360 000'],
    ['deadliest flood from 2021 onwards?', '3'],
  ])('%s → the worst of the span, %s', async (question, value) => {
    const first = plain((await chat(question)).markdown.split('\n')[0]!);
    expect(first).toMatch(new RegExp(`: ${value}\\.\\*\\*$`));
  });

  it.each([
    ['floods since 2020', 5],
    ['inondations recensées depuis 2016', 8],
    ['liste des inondations jusqu’en 2009', 4],
  ])('%s → %i floods', async (question, n) => {
    const { markdown, data } = await chat(question);
    expect(plain(markdown.split('\n')[0]!)).toMatch(
      new RegExp(`^\\*\\*${n} (recorded floods|inondations recensées) (in our sources|dans nos sources)`),
    );
    expect(data.intent).toBe('flood_events');
  });
});
