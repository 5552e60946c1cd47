import { lexiconSection } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { ReadResult } from './reader.ts';

/**
 * "La région de Kolda pèse-t-elle plus que Linguère et Kébémer ensemble ?", "does Diourbel have
 * more people than Oussouye and Nioro du Rip put together?": places added up ("ensemble", "put
 * together") with a comparison word after the first, set the first against the sum of the others.
 */
export function withVersusRest(read: ReadResult): ReadResult {
  const tokens = read.parsed.tokens;
  const frames = read.frames.map((f) => {
    // ("pèse plus que … ensemble": the weight asked is the comparison, not each place's share)
    const added = f.op === 'sum' || (f.op === 'share' && f.together);
    if (!added || f.places.length < 3 || !setsAgainst(tokens)) return f;
    return { ...f, op: 'sum' as const, together: undefined, versusRest: true };
  });
  return { ...read, frames };
}

/** A comparison word, not the "que" of a connector that adds ("Mbour et Thiès ainsi que Tivaouane"). */
function setsAgainst(tokens: string[]): boolean {
  const masked = [...tokens];
  for (const h of lexiconWords('addingJoins').find(tokens)) for (let k = h.start; k < h.end; k++) masked[k] = '';
  return lexiconWords('versusRest').has(masked);
}

/**
 * "Population moyenne des départements de Saint-Louis, Diourbel et Fatick", "average per dept?" after
 * their sum: the mean of the places named (their sum over their number) — unless they are set against
 * an average ("plus peuplé que le département moyen").
 */
export function withMeanOfPlaces(read: ReadResult): ReadResult {
  const tokens = read.parsed.tokens;
  const average = lexiconSection<{ fr: string[]; en: string[] }>('average');
  if (!tokens.some((t) => [...average.fr, ...average.en].includes(t))) return read;
  if (setsAgainst(tokens)) return read;
  const frames = read.frames.map((f) =>
    f.places.length >= 2 && ['sum', 'compare', 'value', 'breakdown'].includes(f.op) && !f.ages
      ? { ...f, op: 'sum' as const, level: null, versusAverage: undefined, mean: true }
      : f,
  );
  return { ...read, frames };
}
