import { type Catalog, lexiconSection } from '../catalog/catalog.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { Level, PlaceIndex, PlaceMention, Unit } from '../places.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';

/**
 * Which unit each place mention means, and which mentions only qualify another one
 * ("Missirah, celle du département de Tambacounda"; "les communes du département de Mbour").
 */

export interface ReadPlace {
  unit: Unit;
  others: Unit[];
  start: number;
  end: number;
  /** The words the question used for it. */
  text: string;
  /** The level said next to the name when no unit of that level has it ("la commune de Keur Massar"). */
  levelMissed?: Level;
  /** A level was said next to the name ("la région de Matam"). */
  hinted?: boolean;
}

function isAncestor(a: Unit, b: Unit): boolean {
  return b.parent === a.pcode || b.region === a.pcode || b.department === a.pcode;
}

/** The unit a mention most likely names: the level said next to it, else the broadest level. */
export function choose(m: PlaceMention, wanted: Level | null): Unit {
  // "les départements de Thiès": the level word names the units asked, not Thiès.
  const hint = m.levelHint === wanted ? null : m.levelHint;
  const hinted = hint ? m.candidates.filter((u) => u.level === hint) : [];
  if (hinted.length) return hinted[0]!;
  return m.candidates[0]!;
}

export interface PlacesRead {
  places: ReadPlace[];
  /** A mention that only scopes the others (a parent named to disambiguate or to rank within). */
  within: Unit | null;
}

/**
 * Resolves mentions. A mention whose candidates include the parent of an ambiguous or lower-level
 * mention's candidate picks that candidate and becomes the scope instead of a place of its own.
 */
/** Words between a level and the names that make the names its scope ("les départements de/dans/in X"). */
const SCOPE_LINKS = new Set(
  'de du des d l la le les of the en a in dans within sur among parmi entre between ces these those their leurs'.split(
    ' ',
  ),
);

/**
 * "Les départements touchés par la crue de 2024 (Bakel, Matam, Podor, Kanel)": a plural level word,
 * then words of its own, then a list of names none given a level: the names are the units of that level.
 */
function namedApart(tokens: string[], mentions: PlaceMention[], level: Level): boolean {
  if (mentions.some((m) => m.levelHint)) return false;
  const plural = lexiconSection<Record<string, string[]>>('levels')[level]?.filter((w) => /s$/.test(w)) ?? [];
  const at = tokens.slice(0, mentions[0]!.start).findLastIndex((t) => plural.includes(t));
  const gap = at < 0 ? [] : tokens.slice(at + 1, mentions[0]!.start);
  return gap.some((t) => !SCOPE_LINKS.has(t));
}

/**
 * "Podor and Matam departments, along with Bakel": names joined by "et"/"and" up to one that the
 * level word follows are a list of that level, whatever names come after.
 */
function joinedRunHinted(mentions: PlaceMention[], tokens: string[], level: Level): boolean {
  for (let k = 1; k < mentions.length; k++) {
    const gap = tokens.slice(mentions[k - 1]!.end, mentions[k]!.start);
    if (!(gap.length <= 2 && gap.every((t) => LIST_JOIN.has(t)))) return false;
    if (mentions[k]!.levelHint === level) return true;
  }
  return false;
}

/** The words that join the names of a list ("Thiès et Mbour", "Kolda, Sédhiou and Ziguinchor"). */
const LIST_JOIN = new Set(['et', 'and', 'ou', 'or', 'plus', 'de', 'du', 'd', 'la', 'le', 'l', 'of', 'the']);

export function readPlaces(
  mentions: PlaceMention[],
  targetLevel: Level | null,
  scoping: boolean,
  index: PlaceIndex,
  tokens: string[] = [],
): PlacesRead {
  // A level word that names no scope ("Dakar vs Salémata departments") says which reading each name has.
  const chosen = mentions.map((m) => {
    // Scoping, a level word names the units asked ("les départements de Thiès"); otherwise it names
    // the places' own level ("Mbour vs Matam departments").
    const unit = choose(m, scoping ? targetLevel : null);
    const atLevel =
      !scoping && !m.levelHint && targetLevel ? m.candidates.find((u) => u.level === targetLevel) : undefined;
    return { m, unit: atLevel ?? unit, levelGiven: !!atLevel };
  });
  let within: Unit | null = null;
  const qualifiers = new Set<number>();
  /** Mentions of a name that exists twice, settled by the parent named with them. */
  const settled = new Set<number>();
  // "Dakar, Pikine and Rufisque departments": a level word after a list gives every name that
  // level; none of them is the scope of the others.
  // Likewise before it: "des départements de Dakar, Pikine et Rufisque".
  const last = mentions[mentions.length - 1];
  // …and a singular level word after names joined by "et"/"and" ("thies et mbour (dept)") too.
  const joined = mentions.slice(1).every((m, i) => {
    const gap = tokens.slice(mentions[i]!.end, m.start);
    return gap.length <= 2 && gap.every((t) => LIST_JOIN.has(t));
  });
  const listLevel = targetLevel ?? (joined && tokens.length ? (last?.levelHint ?? null) : null);
  const listed =
    listLevel !== null &&
    mentions.length >= 2 &&
    (last?.levelHint === listLevel ||
      mentions[0]?.levelHint === listLevel ||
      joinedRunHinted(mentions, tokens, listLevel) ||
      (joined && namedApart(tokens, mentions, listLevel))) &&
    mentions.every((m) => m.candidates.some((u) => u.level === listLevel));
  if (listed)
    for (const c of chosen) {
      // …but a name given its own other level keeps it ("Diourbel region … Oussouye and Nioro du Rip departments").
      const own =
        c.m.levelHint && c.m.levelHint !== targetLevel
          ? c.m.candidates.find((u) => u.level === c.m.levelHint)
          : undefined;
      if (own) {
        [c.unit, c.levelGiven] = [own, true];
        continue;
      }
      c.unit = c.m.candidates.find((u) => u.level === listLevel)!;
      c.levelGiven = true;
    }
  for (let i = 0; i < chosen.length && !listed; i++) {
    const a = chosen[i]!;
    for (let j = 0; j < chosen.length && !qualifiers.has(i); j++) {
      if (i === j || qualifiers.has(j)) continue;
      const b = chosen[j]!;
      for (const parent of b.m.candidates) {
        // A level given to either name holds ("la région de Matam … le département de Matam").
        if (b.m.levelHint && parent.level !== b.m.levelHint) continue;
        const child = a.m.candidates.find(
          (u) => isAncestor(parent, u) && (!a.m.levelHint || u.level === a.m.levelHint),
        );
        if (!child) continue;
        const ambiguous = a.m.candidates.filter((u) => u.level === child.level).length > 1;
        // "Pikine, de la région de Dakar": a parent named right after, with its level, qualifies.
        const between = tokens.slice(a.m.end, b.m.start);
        const joined = between.some((t) =>
          ['et', 'and', 'ou', 'or', 'vs', 'versus', 'avec', 'with', 'contre'].includes(t),
        );
        const adjacent = b.m.levelHint !== null && b.m.start > a.m.end && b.m.start - a.m.end <= 4 && !joined;
        if (!ambiguous && !scoping && !adjacent) continue;
        // "Dakar, Rufisque, Guédiawaye and Diourbel": a list of three or more names is no scope…
        // …but a name that exists twice, its parent right after it, is settled by it: "Mlomp
        // (Bignona) et Mlomp (Oussouye)", "Missirah in Mbacké vs Missirah in Tambacounda".
        const settles = ambiguous && b.m.start >= a.m.end && b.m.start - a.m.end <= 3 && !joined;
        if (chosen.length >= 3 && !b.m.levelHint && !settles) continue;
        a.unit = child;
        b.unit = parent;
        qualifiers.add(j);
        settled.add(i);
        // (two homonyms, each settled by its own parent, have no one scope)
        within = within && within !== parent && settled.size > 1 ? null : parent;
        break;
      }
    }
  }
  // "Bakel vs Tambacounda", "Thiès et Podor": names set side by side are read at one level — the
  // level a name was given ("Mbour et la région de Thiès"), else the broadest level they all have.
  if (chosen.length >= 2 && !listed && !qualifiers.size && (!scoping || !targetLevel)) sameLevel(chosen);
  // "les communes de Mbour", "the departments of Thiès region": the place is the scope.
  if (targetLevel && chosen.length === 1 && !qualifiers.size && !listed) {
    const only = chosen[0]!;
    const parentLevel = only.m.candidates.find((u) => u.level !== targetLevel && u.level !== 'commune');
    if (scoping && parentLevel && index.children(parentLevel.pcode, targetLevel).length) {
      only.unit = only.m.levelHint && only.m.levelHint !== targetLevel ? only.unit : parentLevel;
      if (only.unit.level !== targetLevel) {
        qualifiers.add(0);
        within = only.unit;
      }
    }
  }
  // "Compare les deux communes de Missirah": one name, every unit of it at the level it exists twice.
  const twins = bothTwins(chosen, qualifiers, tokens);
  if (twins) return { places: twins, within: null };
  const places = chosen
    // "Louga is a region, a department and a commune": one place, named twice.
    // …unless each time with its own level ("la commune de Kolda et le département de Kolda").
    .filter(
      (c, i) =>
        !qualifiers.has(i) &&
        chosen.findIndex(
          (d, k) =>
            d.m.text === c.m.text &&
            (d.unit === c.unit || ((!d.m.levelHint || !c.m.levelHint) && !(settled.has(i) && settled.has(k)))),
        ) === i,
    )
    .map(({ m, unit, levelGiven }) => ({
      unit,
      // A level word gave the reading ("Mbour vs Matam departments"): no other reading to offer.
      others: levelGiven
        ? []
        : m.candidates.filter((u) => u !== unit && normaliseName(u.name) === normaliseName(unit.name)),
      start: m.start,
      end: m.end,
      text: m.text,
      levelMissed: m.levelHint && !m.candidates.some((c) => c.level === m.levelHint) ? m.levelHint : undefined,
      hinted: m.levelHint !== null || undefined,
    }));
  return { places, within };
}

/** The units of the one name asked with "both" / "les deux", when it names two or more of one level. */
function bothTwins(chosen: { m: PlaceMention }[], qualifiers: Set<number>, tokens: string[]): ReadPlace[] | null {
  const names = new Set(chosen.map((c) => c.m.text));
  if (names.size !== 1 || qualifiers.size || !lexiconWords('bothTwins').has(tokens)) return null;
  const { m } = chosen[0]!;
  const level = BROADEST_FIRST.find(
    (l) => m.candidates.filter((u) => u.level === l).length > 1 && (!m.levelHint || m.levelHint === l),
  );
  if (!level) return null;
  return m.candidates
    .filter((u) => u.level === level)
    .map((unit) => ({ unit, others: [], start: m.start, end: m.end, text: m.text }));
}

/** Level words in the question that name the units to rank or list, not a place's own level. */
export function targetLevel(
  tokens: string[],
  mentions: PlaceMention[],
  catalog: Catalog,
  ranking: boolean,
): Level | null {
  for (let i = 0; i < tokens.length; i++) {
    const level = catalog.levelWords.get(tokens[i]!);
    // "the region's average household size": a possessive names the place's own unit, no level asked.
    // ("each department's population" asks the level)
    const own = tokens[i + 1] === 's' && /^(the|its|their|this|that)$/.test(tokens[i - 1] ?? '');
    if (!level || own) continue;
    const plural = /s$/.test(tokens[i]!);
    // ("the most populated arrondissement of Fatick department": a word another level was given beside)
    const hintOf = mentions.some(
      (m) => ((i >= m.start - 3 && i < m.start) || i === m.end) && (m.levelHint === null || m.levelHint === level),
    );
    const asked = catalog.levelAskWords.has(tokens[i - 1] ?? '') || catalog.levelAskWords.has(tokens[i - 2] ?? '');
    // A plural names the units asked ("les départements de Thiès"); a singular only after "quel", "each"…
    // "Quel département…" asks a level; "de combien le département de Kolda…" names Kolda's own.
    const which = /^(quel|quelle|quels|quelles|which|what)$/.test(tokens[i - 1] ?? '');
    // ("department populations in Dakar region": a singular level word before a measure in the plural)
    const next = tokens[i + 1] ?? '';
    const adjunct = !plural && !hintOf && /s$/.test(next) && catalog.measureWords.has([next.slice(0, -1)]);
    if (plural || adjunct || (asked && (!hintOf || which)) || (ranking && !hintOf)) return level;
  }
  return null;
}

/** True when the question names the whole country ("au Sénégal", "nationally"). */
export function namesCountry(tokens: string[], catalog: Catalog): boolean {
  return catalog.nationalWords.has(tokens);
}

const BROADEST_FIRST: Level[] = ['region', 'department', 'arrondissement', 'commune'];

function sameLevel(chosen: { m: PlaceMention; unit: Unit }[]): void {
  if (new Set(chosen.map((c) => c.unit.level)).size < 2) return;
  const hinted = [...new Set(chosen.flatMap((c) => (c.m.levelHint ? [c.m.levelHint] : [])))];
  const shared = BROADEST_FIRST.filter((l) => chosen.every((c) => c.m.candidates.some((u) => u.level === l)));
  const level = hinted.length === 1 && shared.includes(hinted[0]!) ? hinted[0]! : hinted.length ? null : shared[0];
  if (!level) return;
  for (const c of chosen) if (!c.m.levelHint) c.unit = c.m.candidates.find((u) => u.level === level)!;
}

/** "p-code OCHA", "OCHA pcode": OCHA names the code system there, not the source of a figure. */
export function withoutCodeSystem(question: string): string {
  return question
    .replace(/\b(p-?codes?|codes?)\s+(?:de\s+l'|d')?OCHA\b/gi, '$1')
    .replace(/\bOCHA\s+(p-?codes?|codes?)\b/gi, '$1');
}
