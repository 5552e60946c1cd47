import { readFileSync } from 'node:fs';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { scaleNumbers, type ParsedQuestion } from '../text.ts';
import { unitsAsked } from './need-convert.ts';
import type { Intent } from './shared.ts';
import type { AdvisorTurn } from '../../advisor.engine.ts';
import { GAP_TOPICS } from './gap-topics.ts';
import {
  askedAfter,
  askedStandards,
  refersToPeopleBefore,
  withoutNotNeeds,
  withoutStandardWords,
} from './need-words.ts';

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

/** Words after a count that make it no head count ("3 jours", "50 L", "20 %", "16 m²"). */
const NOT_PEOPLE =
  /^\s*(%|pour ?cent|percent|ans?\b|years?\b|jours?\b|jrs?\b|j\b|days?\b|semaines?\b|weeks?\b|mois\b|months?\b|l\b|litres?|liters?|m2|m²|m3|m³|kcal|g\b|kg|ha\b|hectares?)/i;

const moreOrLess = (
  JSON.parse(readFileSync(new URL('../catalog/needs.json', import.meta.url), 'utf8')) as {
    moreOrLess: { more: string[]; less: string[] };
  }
).moreOrLess;
const startsWith = (words: string[], text: string) => words.some((w) => text === w || text.startsWith(`${w} `));

/**
 * "What about 2,500?", "et si on passe à 3 000 ?" after a needs answer: the one count a short
 * follow-up gives (not a year, a period, a share or a quantity with its unit) is the new number of
 * people, the needs asked before kept; "on en a 500 de plus", "300 fewer" add to or take from the
 * people before (needs.json `moreOrLess`).
 */
export function bareCount(q: ParsedQuestion, before: number | null = null): number | null {
  const flat = scaleNumbers(q.raw);
  const found = [...flat.matchAll(/(?<![\p{L}\d])(\d+(?:[.,]\d+)?)(?![\p{L}\d²³])/gu)];
  if (found.length !== 1) return null;
  const m = found[0]!;
  const n = Number(m[1]!.replace(',', '.'));
  if (!Number.isInteger(n) || n < 2 || q.years.includes(n)) return null;
  const after = flat.slice(m.index! + m[0].length);
  if (NOT_PEOPLE.test(after)) return null;
  const next = normaliseName(after);
  if (before !== null && startsWith(moreOrLess.more, next)) return before + n;
  if (before !== null && startsWith(moreOrLess.less, next)) return before - n > 0 ? before - n : null;
  return n;
}

/**
 * After a needs answer, a short follow-up giving only a count ("and for 2,500?") or only a unit to
 * say the needs in ("in tonnes?", "en m3 ?") asks the same needs again.
 */
export function asksNeedsAgain(q: ParsedQuestion, hasPlace: boolean): boolean {
  if (hasPlace || q.years.length || q.tokens.length > 8) return false;
  return (q.people === null && bareCount(q) !== null) || (q.tokens.length <= 5 && unitsAsked(q).length > 0);
}

/**
 * "Combien pour les femmes ?", "and for men?" right after a toilets answer: the 3:1 split of those
 * toilets for the same people (a needs follow-up), never the population of women.
 */
export function asksToiletSplitAfter(question: string, history: AdvisorTurn[]): boolean {
  const last = history.findLast((t) => t.role === 'assistant')?.data?.context;
  if (last?.intent !== 'needs' || /\d/.test(question)) return false;
  const tokens = normaliseName(question).split(' ');
  const before = (last.standards as string[] | undefined) ?? [];
  return tokens.length <= 8 && !askedStandards(tokens).length && askedAfter(tokens, before).includes('SAN-03');
}
