import { type Catalog, lexiconSection, PhraseIndex } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import type { ReadResult } from './reader.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';

const RATIO = (() => {
  const lex = lexiconSection<{ fr: string[]; en: string[]; joins: string[] }>('placeRatio');
  const words = new PhraseIndex<true>();
  for (const w of [...lex.fr, ...lex.en]) words.add(w, true);
  return { words, joins: lex.joins };
})();

/** Words that join places into one list ("Dakar et Thiès"): then each is a share of the whole. */
const JOIN = new Set(['et', 'and', 'ou', 'or', 'plus', 'ni']);
/** Words naming a share, between the two places ("Thiès fait quel pourcentage de Dakar"). */
const SHARE = new Set(['pourcentage', 'pourcent', 'part', 'proportion', 'percentage', 'percent', 'share', 'fraction']);

/**
 * "Thiès fait quel pourcentage de Dakar ?", "Kolda region as a percentage of Thiès region": two
 * places of one level, neither inside the other, a share word between them and no country named —
 * the first as a share of the second, not each one's share of its parent.
 */
export function withShareOfPlace(read: ReadResult, catalog: Catalog, index: PlaceIndex): ReadResult {
  const tokens = read.parsed.tokens;
  if (read.frames.length !== 1 || catalog.nationalWords.has(tokens)) return read;
  const f = read.frames[0]!;
  if (f.op !== 'share' || f.places.length !== 2 || f.within || typeof f.shareOf === 'object') return read;
  const [a, b] = f.places.map((p) => index.get(p.pcode));
  if (!a || !b || a.level !== b.level || a.level === 'country') return read;
  // Where each place is written ("thies", "dakar"): the share word must stand between them.
  const at = (asked: string | undefined) => {
    const words = normaliseName(asked ?? '').split(' ');
    return tokens.findIndex((_, i) => words[0] !== '' && words.every((w, k) => tokens[i + k] === w));
  };
  const [ia, ib] = [at(f.places[0]!.asked), at(f.places[1]!.asked)];
  if (ia < 0 || ib <= ia) return read;
  const between = tokens.slice(ia + 1, ib);
  // "Ratio of Thiès region's population to Fatick region's", "rapport entre Thiès et Fatick": a
  // ratio word before the two places, and a word joining its terms between them (lexicon `placeRatio`).
  const ratio = RATIO.words.find(tokens.slice(0, ia)).length > 0 && between.some((t) => RATIO.joins.includes(t));
  if (!ratio && (between.some((t) => JOIN.has(t)) || !between.some((t) => SHARE.has(t)))) return read;
  return { ...read, frames: [{ ...f, places: [f.places[0]!], within: b.pcode, level: null, shareOf: null }] };
}
