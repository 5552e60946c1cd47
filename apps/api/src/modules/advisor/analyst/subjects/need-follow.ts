import type { ParsedQuestion } from '../text.ts';
import type { Intent } from './shared.ts';
import { GAP_TOPICS } from './gap-topics.ts';
import { askedStandards, refersToPeopleBefore, withoutNotNeeds, withoutStandardWords } from './need-words.ts';

/** Words a follow-up may hold besides the standard it names and its variant. */
const SHORT = 12;

/**
 * "Et pour l'eau ?", "et combien d'eau par jour pour elles en milieu urbain (50 L) ?", "toilets for
 * them, 3:1 women to men?" after a flood or needs answer: a standard asked of the people before.
 * The words that name the standard and its variant ("en milieu urbain", "3:1 women to men") do not
 * count toward the length, nor make it a population question; a question that points back at the
 * people before ("pour eux", "for them") asks of them whatever its length.
 */
export function asksNeedOfPeopleBefore(q: ParsedQuestion, own: Intent | null): boolean {
  if (!askedStandards(q.tokens).length) return false;
  const back = refersToPeopleBefore(q.tokens);
  const rest = withoutStandardWords(q.tokens).split(' ').filter(Boolean);
  const short = q.tokens.length <= SHORT || rest.length <= SHORT - 2 || back;
  if (!short) return false;
  if (own === null || own === 'needs' || own === 'flood_events') return true;
  // (a standard's own context, "urban middle-income setting", asks no income)
  if (own === 'gaps') return !GAP_TOPICS.some((t) => t.words.test(withoutNotNeeds(q.norm)));
  // (the women and men of a toilets ratio are no population asked)
  return own === 'population' && back && !q.years.length;
}
