import { lexiconSection } from '../catalog/catalog.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';

type Words = { fr: string[]; en: string[] };
const LEX = lexiconSection<{
  before: Words;
  after: Words;
  earlier: Words;
  later: Words;
  numbers: Record<string, number>;
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
export function withRelativeYear(question: string, yearsBefore: number[]): string {
  if (new Set(yearsBefore).size !== 1) return question;
  const tokens = [...question.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    word: normaliseName(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
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
