import { getCatalog, lexiconSection } from '../catalog/catalog.ts';
import type { ActorTerms } from './actor-terms.ts';

/**
 * A fact of one actor's own record (issue 12): "quelle vigilance l'OMVS a-t-elle déclarée pendant
 * la crue de 2024 ?", "l'armée a monté un hôpital ? de quel niveau ?", "Manantali dam: which
 * river?". The question names the actor (by acronym or by a word only its name holds, singular
 * or plural) and asks with words its record holds beyond its name — even words the catalog knows
 * ("hôpital", "niveau") or a year of a flood: the record answers, not a count or a flood's card.
 */

/** The word as written, and its singular or plural ("armee" / "armees", "niveau" / "niveaux"). */
const forms = (w: string) => [w, `${w}s`, `${w}x`, w.replace(/[sx]$/, '')];
export const holds = (text: string, w: string) => forms(w).some((f) => text.includes(` ${f} `));

/** The words, with the ones people use for an actor replaced by the word of its names they mean. */
export function actorWords(words: string[]): string[] {
  const aliases = lexiconSection<Record<string, string>>('actorNameWords');
  return words.map((w) => (Object.hasOwn(aliases, w) && w !== '$comment' ? aliases[w]! : w));
}

/**
 * The actors the words name: by acronym, or by a word (5+ letters) only one actor's name holds and
 * the catalog does not know ("alimentaire" in the CSAR's name asks a vulnerability figure).
 */
export interface NamedActors {
  ids: number[];
  /** Named by acronym, by a word people use for it, or by two words of its name in a row. */
  strong: Set<number>;
}

export function actorsNamed(
  words: string[],
  terms: ActorTerms,
  placed: Set<number>,
  known: (w: string) => boolean,
): NamedActors {
  const tokens = actorWords(words);
  const stop = lexiconSection<{ fr: string[]; en: string[] }>('recordAskStop');
  const skip = new Set([...stop.fr, ...stop.en]);
  const named = new Set<number>();
  const strong = new Set<number>();
  terms.names.forEach((name, i) => {
    const acronym = tokens.some((t) => terms.acronyms.has(t) && name.includes(` ${t} `));
    if (acronym) [named, strong].forEach((set) => set.add(i));
  });
  const only = (w: string | undefined) => {
    if (!w || skip.has(w) || terms.background.includes(` ${w} `)) return null;
    const holders = terms.names.flatMap((name, i) => (holds(name, w) ? [i] : []));
    return holders.length === 1 ? holders[0]! : null;
  };
  // Two words in a row only one actor's name holds name it, though the standards' text holds them
  // too ("la Croix-Rouge" is the Senegalese Red Cross; "Croix-Rouge" alone is in Sphere's text).
  tokens.forEach((w, k) => {
    const next = tokens[k + 1];
    if (!next || w.length < 3 || next.length < 3 || w.length + next.length < 8) return;
    // (…unless they name a measure of the catalog: "en sécurité alimentaire" asks the survey, not the CSAR)
    if (skip.has(w) || skip.has(next) || placed.has(k) || getCatalog().measureWords.find([w, next]).length) return;
    const holders = terms.names.flatMap((name, i) => (name.includes(` ${w} ${next} `) ? [i] : []));
    if (holders.length === 1) [named, strong].forEach((set) => set.add(holders[0]!));
  });
  tokens.forEach((w, k) => {
    if (w.length < 5 || placed.has(k) || known(w)) return;
    const i = only(w);
    if (i === null) return;
    named.add(i);
    // ("les forces armées", "l'armée" → "armees": not one common word of a name, "resilience")
    const beside = [tokens[k - 1], tokens[k + 1]].some((o) => o && holds(terms.names[i]!, o) && !skip.has(o));
    if (w !== words[k] || beside) strong.add(i);
  });
  return { ids: [...named], strong };
}

/**
 * How many words of the ask, other than the actor's names, places and numbers, its record holds
 * (for an actor named by one word of its name only, words the catalog knows do not count: "the
 * resilience of households to shocks" asks the survey, though the CSAR's record says both).
 */
export function ownRecordHits(
  tokens: string[],
  terms: ActorTerms,
  named: NamedActors,
  placed: Set<number>,
  known: (w: string) => boolean,
): number {
  if (!named.ids.length) return 0;
  const stop = lexiconSection<{ fr: string[]; en: string[] }>('recordAskStop');
  const skip = new Set([...stop.fr, ...stop.en]);
  const asked = new Set(tokens.filter((w, k) => w.length >= 3 && !/\d/.test(w) && !placed.has(k) && !skip.has(w)));
  let hits = 0;
  for (const w of asked)
    if (
      named.ids.some(
        (i) => !holds(terms.names[i]!, w) && holds(terms.texts[i]!, w) && (named.strong.has(i) || !known(w)),
      )
    )
      hits += 1;
  return hits;
}

/**
 * "How many tents does the CSAR hold?": a count whose thing counted the named actor's own record
 * does not hold is no fact of that record (the gaps say it is not reported).
 */
export function countsWhatRecordLacks(tokens: string[], terms: ActorTerms, actors: number[]): boolean {
  const heads = lexiconSection<{ fr: string[]; en: string[] }>('countHeads');
  const text = ` ${tokens.join(' ')} `;
  for (const head of [...heads.fr, ...heads.en]) {
    const at = text.indexOf(` ${head} `);
    if (at < 0) continue;
    // (the thing and what it is of: "combien de tonnes de vivres" is held as "500 t de vivres")
    // (…only through "de" / "of": "combien de tentes le CSAR…" counts tents, not the CSAR)
    const after = text.slice(at + head.length + 2).split(' ');
    const first = after.findIndex((w) => w.length >= 3 && !/\d/.test(w));
    const linked = ['de', 'd', 'du', 'des', 'of'].includes(after[first + 1] ?? '');
    const counted = first < 0 ? [] : [after[first]!, ...(linked && after[first + 2] ? [after[first + 2]!] : [])];
    if (counted.length && !actors.some((i) => counted.some((w) => holds(terms.texts[i]!, w)))) return true;
  }
  return false;
}

/** The words outside any run of two or more words of the names given ("combien d'entrepôts" of "le commissariat à la sécurité alimentaire a combien d'entrepôts"). */
export function outsideNames(tokens: string[], names: string[]): string[] {
  const inName = new Set<number>();
  tokens.forEach((w, k) => {
    const next = tokens[k + 1];
    if (next && names.some((n) => n.includes(` ${w} ${next} `))) [k, k + 1].forEach((i) => inName.add(i));
  });
  return tokens.filter((_, k) => !inName.has(k));
}
