import { lexiconSection } from '../catalog/catalog.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { asksForecast } from '../subjects/gap-topics.ts';

type Words = { fr: string[]; en: string[] };
const LEX = lexiconSection<{
  before: Words;
  after: Words;
  earlier: Words;
  later: Words;
  numbers: Record<string, number>;
  fromNow: { next: Words; last: Words; notAfter: string[] };
}>('relativeYears');
/** Each phrase as its words, with the years it moves by (per unit counted before it, for `earlier`/`later`). */
const PHRASES = (['before', 'after', 'earlier', 'later'] as const)
  .flatMap((kind) =>
    (['fr', 'en'] as const).flatMap((lang) =>
      LEX[kind][lang].map((p) => ({
        words: p.split(' '),
        lang,
        step: kind === 'before' || kind === 'earlier' ? -1 : 1,
        counted: kind === 'earlier' || kind === 'later',
      })),
    ),
  )
  .sort((a, b) => b.words.length - a.words.length);

/**
 * "Population de Mbour en 2026 ? — Et l'année d'avant ?", "and five years later?": a year said
 * relative to the one year of the answer before is written out ("et en 2025 ?", "and in 2031?"),
 * so that the question is read as if it had named it. Without one year before, the question is kept.
 */
export function withRelativeYear(question: string, yearsBefore: number[], now?: number): string {
  const tokens = [...question.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    word: normaliseName(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  if (new Set(yearsBefore).size !== 1) return now === undefined ? question : fromNow(question, tokens, now);
  for (const p of PHRASES)
    for (let i = 0; i + p.words.length <= tokens.length; i++) {
      if (!p.words.every((w, j) => tokens[i + j]!.word === w)) continue;
      const countWord = p.counted ? tokens[i - 1] : undefined;
      const count = countWord
        ? /^\d{1,2}$/.test(countWord.word)
          ? Number(countWord.word)
          : LEX.numbers[countWord.word]
        : 1;
      if (count === undefined) continue;
      const from = (countWord ?? tokens[i]!).start;
      const year = yearsBefore[0]! + p.step * count;
      const to = tokens[i + p.words.length - 1]!.end;
      return `${question.slice(0, from)}${p.lang === 'fr' ? 'en' : 'in'} ${year}${question.slice(to)}`;
    }
  return question;
}

/** The phrases of a year relative to now, with the years they move by. */
const FROM_NOW = (['next', 'last'] as const)
  .flatMap((kind) =>
    (['fr', 'en'] as const).flatMap((lang) =>
      LEX.fromNow[kind][lang].map((p) => ({ words: p.split(' '), lang, step: kind === 'next' ? 1 : -1 })),
    ),
  )
  .sort((a, b) => b.words.length - a.words.length);

/**
 * "Population de Louga l'an prochain", "last year": a year said relative to now is written out
 * from the current year — not in a forecast of rain or floods, which no figure of a year answers.
 */
function fromNow(question: string, tokens: { word: string; start: number; end: number }[], now: number): string {
  if (asksForecast(normaliseName(question))) return question;
  for (const p of FROM_NOW)
    for (let i = 0; i + p.words.length <= tokens.length; i++) {
      if (!p.words.every((w, j) => tokens[i + j]!.word === w)) continue;
      // ("the last year of the projections": their final year, not last year)
      if (LEX.fromNow.notAfter.includes(tokens[i - 1]?.word ?? '')) continue;
      const [from, to] = [tokens[i]!.start, tokens[i + p.words.length - 1]!.end];
      return `${question.slice(0, from)}${p.lang === 'fr' ? 'en' : 'in'} ${now + p.step}${question.slice(to)}`;
    }
  return question;
}
