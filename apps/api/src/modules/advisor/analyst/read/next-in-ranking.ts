import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import { parseQuestion } from '../text.ts';
import type { Frame } from './frame.ts';
import type { AdvisorLanguage } from '../../advisor.engine.ts';

/**
 * "Quelle est la région la plus peuplée ? — Et celui qui vient juste après ?", "and the next one?":
 * after a ranking that gave the unit at one rank, words asking the one after it (lexicon
 * `nextInRanking`) in a question that names no place, measure or level of its own are the same
 * ranking one rank further — the same measure, level, scope and years.
 */
export function nextInRanking(
  question: string,
  previous: Frame[] | null,
  fallbackLanguage: AdvisorLanguage,
  catalog: Catalog,
  index: PlaceIndex,
): { frames: Frame[]; language: AdvisorLanguage } | null {
  const before = previous?.length === 1 ? previous[0]! : null;
  if (!before || before.op !== 'rank' || !before.level || before.places.length) return null;
  const at = before.rankAt;
  if (!at) return null;
  const q = parseQuestion(question, fallbackLanguage);
  if (!lexiconWords('nextInRanking').find(q.tokens).length) return null;
  if (index.find(q.tokens).length || catalog.measureWords.find(q.tokens).length || q.years.length) return null;
  if (q.tokens.some((t) => catalog.levelWords.has(t) && catalog.levelWords.get(t) !== before.level)) return null;
  return { frames: [{ ...before, n: at + 1, rankAt: at + 1 }], language: q.language };
}
