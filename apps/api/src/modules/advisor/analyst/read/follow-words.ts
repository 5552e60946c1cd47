import { type Catalog, lexiconSection, PhraseIndex } from '../catalog/catalog.ts';
import type { PlaceMention } from '../places.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';

/** Follow-up words of the lexicon: ordinals ("et le deuxième ?") and adding a place ("si j'ajoute"). */
interface Lex {
  levels: Record<string, string[]>;
  ordinals: Record<string, number | string>;
  addPlace: { fr: string[]; en: string[] };
  placeJoinFillers: { fr: string[]; en: string[] };
}
let lex: Lex | undefined;
let adds: PhraseIndex<true> | undefined;

function load(): Lex {
  lex ??= {
    levels: lexiconSection<Lex['levels']>('levels'),
    ordinals: lexiconSection<Lex['ordinals']>('ordinals'),
    addPlace: lexiconSection<Lex['addPlace']>('addPlace'),
    placeJoinFillers: lexiconSection<Lex['placeJoinFillers']>('placeJoinFillers'),
  };
  return lex;
}

/** The rank an ordinal names ("deuxième", "3rd"), or null. */
export function ordinalOf(tokens: string[]): number | null {
  const o = load().ordinals;
  for (const t of tokens) if (typeof o[t] === 'number') return o[t] as number;
  return null;
}

export function addsPlace(tokens: string[]): boolean {
  if (!adds) {
    adds = new PhraseIndex<true>();
    for (const w of [...load().addPlace.fr, ...load().addPlace.en]) adds.add(w, true);
  }
  // ("…in 2024 as well as Mbour's in 2030": "as well as" lists another ask, "as well" alone adds)
  const joins = lexiconWords('addingJoins').find(tokens);
  return adds.find(tokens).some((h) => !joins.some((j) => j.start <= h.start && h.end <= j.end));
}

/** A level named, even in the singular ("its whole department", "sa région"), or null. */
export function levelNamed(tokens: string[]): string | null {
  for (const [level, words] of Object.entries(load().levels)) if (tokens.some((t) => words.includes(t))) return level;
  return null;
}

let position: PhraseIndex<true> | undefined;

/** Words that ask one place's position in a ranking ("quel est son rang ?", "how does it rank?"). */
export function asksPosition(tokens: string[]): boolean {
  return positionAt(tokens) >= 0;
}

/** Where the first words asking a position end (-1: none). */
export function positionAt(tokens: string[]): number {
  if (!position) {
    const words = lexiconSection<{ fr: string[]; en: string[] }>('position');
    position = new PhraseIndex<true>();
    for (const w of [...words.fr, ...words.en]) position.add(w, true);
  }
  const hits = position.find(tokens);
  return hits.length ? Math.min(...hits.map((h) => h.end)) : -1;
}

/**
 * Places added up by "plus" or "+" between them: "Kaffrine + Sédhiou", "Tambacounda plus Louga", and
 * with the words that only restate the place between ("la région de Diourbel plus celle de la région
 * de Kaffrine", "Thiès region plus Diourbel region").
 */
export function placesAdded(tokens: string[], mentions: PlaceMention[], question: string, catalog: Catalog): boolean {
  const fillers = new Set([...load().placeJoinFillers.fr, ...load().placeJoinFillers.en]);
  return mentions.slice(1).some((m, i) => {
    const between = tokens
      .slice(mentions[i]!.end, m.start)
      .filter((t) => !fillers.has(t) && !catalog.levelWords.has(t));
    return (between.length === 1 && between[0] === 'plus') || (!between.length && /\p{L}\s*\+\s*\p{L}/u.test(question));
  });
}

/** Words around a level named alone in a follow-up ("et la région ?", "and for the department?", "what about the whole region?"). */
const BARE_LEVEL_FILLERS = new Set(
  'et ok alors pour la le l de du sur dans toute tout entier entiere and so what about for the of in whole entire same'.split(
    ' ',
  ),
);

/**
 * Whether a question points back at the place before: a possessive ("sa région", "its department")
 * or a level named alone with its article ("et la région ?", "and the department?").
 */
export function pointsBack(tokens: string[]): boolean {
  if (tokens.some((t) => ['son', 'sa', 'ses', 'its', 'leur', 'leurs', 'their'].includes(t))) return true;
  const rest = tokens.filter((t) => !BARE_LEVEL_FILLERS.has(t));
  return rest.length === 1 && levelNamed(rest) !== null;
}

/** Words that may stand between "avec"/"with" and the place it adds ("avec la région de Kolda"). */
const WITH_FILLERS = new Set(['la', 'le', 'l', 'les', 'de', 'du', 'd', 'des', 'the', 'of', 'celle', 'celui', 'that']);

/**
 * "Et le total avec Kolda ?", "and combined with Kolda?": a sum asked with a place joined by
 * "avec"/"with"/"plus" adds that place to the places before (not "le total pour Kolda").
 */
export function sumsWith(tokens: string[], mentions: PlaceMention[], sum: boolean): boolean {
  if (!sum) return false;
  const levels = Object.values(load().levels).flat();
  return mentions.some((m) => {
    let k = m.start - 1;
    while (k >= 0 && (WITH_FILLERS.has(tokens[k]!) || levels.includes(tokens[k]!))) k--;
    return ['avec', 'with', 'plus'].includes(tokens[k] ?? '');
  });
}
