import type { Catalog } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { Level, PlaceMention, Unit } from '../places.ts';

/**
 * Places taken out of another ("la région de Kaffrine hors département de Kaffrine", "Dakar region
 * excluding Dakar department"): a place named right after an exclusion word is subtracted from the
 * places named before it, not a place of its own.
 */

/** Words that may stand between the exclusion word and the place ("sans le département de"). */
const FILLER = new Set([
  'le',
  'la',
  'les',
  'l',
  'de',
  'du',
  'des',
  'd',
  'the',
  'of',
  'celui',
  'celle',
  'ceux',
  'its',
  'sa',
  'son',
]);

const JOIN = new Set(['et', 'and', 'ni', 'ou', 'or', 'ainsi', 'que']);

export interface Exclusion {
  kept: PlaceMention[];
  excluded: PlaceMention[];
  /** Token positions of the exclusion words used (they say nothing else: "sans" is no complement here). */
  cues: number[];
  /** The words from the exclusion word to the last place taken out, and its level word ("departments"). */
  span: [number, number] | null;
}

export function readExclusion(
  tokens: string[],
  mentions: PlaceMention[],
  catalog: Catalog,
  countryAt: number[] = [],
): Exclusion {
  const cues = catalog.excludeWords.find(tokens);
  const weak = lexiconWords('excludeInside').find(tokens);
  const excluded: PlaceMention[] = [];
  const used: number[] = [];
  let lastEnd = -1;
  // The country named first ("Senegal minus Dakar region") leaves every place named to take out.
  for (const m of mentions.slice(countryAt.length ? 0 : 1)) {
    // "…excluding Pikine and Guédiawaye": a list after the exclusion word is taken out whole.
    const listed =
      lastEnd >= 0 &&
      tokens.slice(lastEnd, m.start).every((t) => JOIN.has(t) || FILLER.has(t) || catalog.levelWords.has(t));
    if (listed) {
      excluded.push(m);
      lastEnd = m.end;
      continue;
    }
    const cue = cues.find((c) => c.end <= m.start && m.start - c.end <= 4);
    if (!cue) continue;
    const between = tokens.slice(cue.end, m.start);
    if (!between.every((t) => FILLER.has(t) || catalog.levelWords.has(t))) continue;
    // Something must be left to subtract from: a place named before the exclusion word.
    const country = countryAt.some((i) => i < cue.start);
    if (!mentions.some((o) => o.end <= cue.start) && !country) continue;
    // "Kaffrine behind Dakar", "moins que Dakar": a word that also compares takes out only a place
    // inside one named before it.
    if (weak.some((w) => w.start === cue.start) && !country && !inside(m, mentions, cue.start)) continue;
    excluded.push(m);
    lastEnd = m.end;
    for (let k = cue.start; k < cue.end; k++) used.push(k);
  }
  const end = lastEnd + (catalog.levelWords.has(tokens[lastEnd] ?? '') ? 1 : 0);
  const span: [number, number] | null = used.length ? [Math.min(...used), end] : null;
  return { kept: mentions.filter((m) => !excluded.includes(m)), excluded, cues: used, span };
}

/** Some unit `m` can name lies inside a unit a mention before `at` names. */
function inside(m: PlaceMention, mentions: PlaceMention[], at: number): boolean {
  const before = new Set(mentions.filter((o) => o.end <= at).flatMap((o) => o.candidates.map((u) => u.pcode)));
  return m.candidates.some((u) => [u.parent, u.region, u.department].some((p) => p !== null && before.has(p)));
}

/** The unit an excluded mention names: one inside the place it is taken from, else its own reading. */
export function excludedUnit(m: PlaceMention, from: Unit | null | undefined, level: Level | null): Unit {
  const inside = from
    ? m.candidates.filter((u) => u !== from && [u.parent, u.region, u.department].includes(from.pcode))
    : [];
  // Taken out of a list of units ("les communes de Mbour sauf Mbour"): the one of the listed level.
  const listed = level ? inside.find((u) => u.level === level) : undefined;
  if (listed) return listed;
  const hinted = (list: Unit[]) => list.find((u) => u.level === m.levelHint);
  return hinted(inside) ?? inside[0] ?? hinted(m.candidates) ?? m.candidates[0]!;
}

/**
 * "Toutes les régions sauf Dakar", "all departments except Pikine and Guédiawaye": a plural level
 * word just before the exclusion word, no place before it, names the whole country's units; its
 * position counts as the country's, so the places after the exclusion word are taken out of it.
 */
export function wholeLevelAt(tokens: string[], catalog: Catalog): number[] {
  return catalog.excludeWords.find(tokens).flatMap((cue) => {
    const at = cue.start - 1;
    const word = tokens[at] ?? '';
    if (catalog.levelWords.has(word) && /s$/.test(word)) return [at];
    // "la région la plus peuplée après Dakar", "most populous region after Dakar": a level ranked
    // before the word is every unit of it, the country's.
    const before = tokens.slice(0, cue.start);
    const level = before.findIndex((t) => catalog.levelWords.has(t));
    const ranked = catalog.operationWords.find(before).some((h) => h.entry === 'rank');
    return level >= 0 && ranked ? [level] : [];
  });
}
