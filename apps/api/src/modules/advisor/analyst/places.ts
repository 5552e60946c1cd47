import type { AnswerPlace } from '../advisor.engine.ts';
import { lexiconSection } from './catalog/catalog.ts';

export type Level = AnswerPlace['level'];

export interface Unit {
  pcode: string;
  level: Level;
  name: string;
  parent: string | null;
  region: string | null;
  department: string | null;
  area: number | null;
  /** The ANSD's code of the unit (regions, departments, communes), when it has one. */
  ansd?: string | null;
}

export interface PlaceMention {
  /** Every unit the words can name, most likely first. */
  candidates: Unit[];
  /** A level the question names next to the place ("département de X", "X region"). */
  levelHint: Level | null;
  start: number;
  end: number;
  text: string;
}

/**
 * Words that say which level a name next to them is ("département de X", "arrdt de X", "X city"):
 * the lexicon's level words and its level hints (words that only hint at a level beside a name).
 */
const LEVEL_WORDS: Record<string, Level> = Object.fromEntries(
  ['levels', 'levelHints'].flatMap((key) =>
    Object.entries(lexiconSection<Record<string, string[]>>(key))
      .filter(([level]) => !level.startsWith('$'))
      .flatMap(([level, words]) => words.map((w) => [w, level as Level])),
  ),
);
const FUZZY_BLOCK = new Set(['et', 'and', 'est', 'ou', 'or', 'avec', 'with', 'sud', 'nord', 'est', 'ouest']);
const LINK_WORDS = new Set(['de', 'du', 'des', 'd', 'l', 'la', 'le', 'of', 'the', 'en', 'a']);

/** Words of questions that are never place names, even when a small commune shares them. */
const NOT_PLACES = new Set(
  (
    'population pluie pluies rain rainfall flood floods inondation inondations sante health region department departement commune ' +
    'arrondissement people personnes habitants density densite total quel quelle combien which what how many much the and et ' +
    'les des dans pour entre selon according census recensement projection projections hopital hospital poste postes case cases ' +
    'centre centres eau water households menages besoin besoins needs need food abri shelter toilettes toilets latrines ' +
    'annee year years ans compare comparer same meme plus most least moins par per for with avec sans by in of to at on sur ' +
    'morts deaths dead affected affectes affectees deplaces displaced maisons houses ecoles schools bilan role actors acteurs ' +
    'national nationale pays country senegal women men femmes hommes'
  ).split(' '),
);

/** Edits between two words, a swap of two letters side by side counting as one ("Séhdiou" → "Sédhiou"). */
export function levenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [before, prev] = [prev, cur];
  }
  return prev[b.length]!;
}

// A name shared by an arrondissement and a commune means the commune (its census figures are the
// ANSD's; arrondissements have only OCHA's 2020 ones), unless the arrondissement is named as such.
const LEVEL_ORDER: Level[] = ['region', 'department', 'commune', 'arrondissement', 'country'];

/** Words that follow "est" used as a verb ("Thiès est plus peuplé", "Louga est la région…"). */
const PREDICATE_AFTER = new Set(
  'plus moins le la les l un une ce elle il aussi bien toujours encore vraiment situe situee peuple peuplee grand grande petit petite dans en au a combien quel quelle quoi de du des geolocalise geolocalisee geolocalises geolocalisees touche touchee inonde inondee affecte affectee'.split(
    ' ',
  ),
);

export class PlaceIndex {
  readonly units = new Map<string, Unit>();
  private readonly byAlias = new Map<string, Unit[]>();
  /** Every word of every place name, so spelling correction leaves place names alone. */
  readonly aliasWords = new Set<string>();
  private readonly aliasesByLength = new Map<number, string[]>();
  private readonly fuzzyCache = new Map<string, string | null>();

  /** True when the words are a name some source gives a unit (not a misspelling). */
  isAlias(words: string): boolean {
    return this.byAlias.has(words);
  }

  constructor(units: Unit[], aliases: { alias: string; pcode: string }[]) {
    for (const u of units) this.units.set(u.pcode, u);
    for (const { alias, pcode } of aliases) {
      const u = this.units.get(pcode);
      if (!u) continue;
      const list = this.byAlias.get(alias) ?? [];
      if (!list.includes(u)) list.push(u);
      this.byAlias.set(alias, list);
    }
    for (const alias of this.byAlias.keys()) {
      for (const w of alias.split(' ')) this.aliasWords.add(w);
      const n = alias.split(' ').length;
      const list = this.aliasesByLength.get(n) ?? [];
      list.push(alias);
      this.aliasesByLength.set(n, list);
    }
    for (const list of this.byAlias.values())
      list.sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level));
  }

  get(pcode: string): Unit | undefined {
    return this.units.get(pcode);
  }

  children(pcode: string, level: Level): Unit[] {
    return [...this.units.values()].filter(
      (u) => u.level === level && (u.parent === pcode || u.region === pcode || u.department === pcode),
    );
  }

  /** Finds the places a question names: longest phrases first, spelling mistakes forgiven. */
  find(tokens: string[], notFuzzy: (word: string) => boolean = () => false): PlaceMention[] {
    const used = new Array<boolean>(tokens.length).fill(false);
    const mentions: PlaceMention[] = [];
    // Exact names first (longest phrases first), then spelling mistakes on what is left.
    for (const fuzzy of [false, true]) {
      for (let n = 4; n >= 1; n--) {
        for (let i = 0; i + n <= tokens.length; i++) {
          // ("Médina Yoro Foula": a name of three words or more, one letter off, over a shorter exact one inside it)
          const inner = fuzzy && n >= 3 ? mentions.find((m) => m.start >= i && m.end <= i + n) : undefined;
          if (used.slice(i, i + n).some((u, k) => u && !(inner && i + k >= inner.start && i + k < inner.end))) continue;
          const words = tokens.slice(i, i + n);
          if (n === 1 && (NOT_PLACES.has(words[0]!) || words[0]!.length < 3 || /^\d+$/.test(words[0]!))) continue;
          if (words.every((w) => NOT_PLACES.has(w) || LINK_WORDS.has(w))) continue;
          const phrase = words.join(' ');
          let found = fuzzy ? undefined : this.byAlias.get(phrase);
          if (
            fuzzy &&
            phrase.length >= 5 &&
            !/\d/.test(phrase) &&
            !words.some((w) => LINK_WORDS.has(w) || NOT_PLACES.has(w) || FUZZY_BLOCK.has(w) || notFuzzy(w))
          ) {
            const max = inner ? 1 : phrase.length >= 8 ? 2 : 1;
            const best = this.nearestAlias(phrase, n, max);
            if (best) found = this.byAlias.get(best);
          }
          if (!found) continue;
          if (inner) mentions.splice(mentions.indexOf(inner), 1);
          // "Thiès est plus peuplé que…": "est" there is the verb, not the east of Thies Est.
          if (
            n > 1 &&
            words[n - 1] === 'est' &&
            PREDICATE_AFTER.has(tokens[i + n] ?? '') &&
            this.byAlias.has(words.slice(0, -1).join(' '))
          )
            continue;
          for (let k = i; k < i + n; k++) used[k] = true;
          mentions.push({
            candidates: [...found],
            levelHint: this.levelHint(tokens, i, i + n, found),
            start: i,
            end: i + n,
            text: phrase,
          });
        }
      }
    }
    mentions.sort((a, b) => a.start - b.start);
    return mentions;
  }

  /**
   * The alias of `n` words nearest a misspelt phrase, within `max` edits (same first letter below 8
   * letters), or null. Remembered per phrase: every stage of a reading asks the same words again.
   */
  private nearestAlias(phrase: string, n: number, max: number): string | null {
    const key = `${max}|${phrase}`;
    const known = this.fuzzyCache.get(key);
    if (known !== undefined) return known;
    let best: string | null = null;
    let bestD = max + 1;
    for (const alias of this.aliasesByLength.get(n) ?? []) {
      if (alias[0] !== phrase[0] && phrase.length < 8) continue;
      const d = levenshtein(phrase, alias, max);
      if (d < bestD) {
        bestD = d;
        best = alias;
      }
    }
    if (this.fuzzyCache.size > 20000) this.fuzzyCache.clear();
    this.fuzzyCache.set(key, best);
    return best;
  }

  /** True when the words from `at` start a name with a unit of the level. */
  private namesAt(tokens: string[], at: number, level: Level): boolean {
    return [3, 2, 1].some((n) =>
      (this.byAlias.get(tokens.slice(at, at + n).join(' ')) ?? []).some((u) => u.level === level),
    );
  }

  private levelHint(tokens: string[], start: number, end: number, units: Unit[] = []): Level | null {
    // Right after: "Kaolack department", "department of Kaffrine region", "Diourbel, la commune",
    // "Louga the department" (an article between, never "de").
    let k = end;
    while (k < tokens.length && k - end < 1 && ['la', 'le', 'l', 'the'].includes(tokens[k]!)) k++;
    // ("Mlomp (département d'Oussouye)": a level word opening "de X" is the next name's —
    // not when X is a year: "Kolda (département) de 2024 à 2026" is Kolda's.)
    const ofNext = ['de', 'd', 'du', 'of'].includes(tokens[k + 1] ?? '') && !/^\d/.test(tokens[k + 2] ?? '');
    let after = k < tokens.length && !ofNext ? (LEVEL_WORDS[tokens[k]!] ?? null) : null;
    // ("Missirah dept Tambacounda": a level this name does not have, before a name that has it, is that name's)
    if (after && !units.some((u) => u.level === after) && this.namesAt(tokens, k + 1, after)) after = null;
    // Before: "département de X", "la région de X", "commune d'X".
    let j = start - 1;
    while (j >= 0 && LINK_WORDS.has(tokens[j]!)) j--;
    const before = j >= 0 && start - j <= 3 ? (LEVEL_WORDS[tokens[j]!] ?? null) : null;
    // The closest word wins; at equal distance the word before ("la région de Matam le département
    // de Matam": the first Matam is the region).
    if (after && before) return k - end < start - j - 1 ? after : before;
    return after ?? before;
  }
}
