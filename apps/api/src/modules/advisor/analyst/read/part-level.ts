import type { Catalog } from '../catalog/catalog.ts';
import type { Level, PlaceIndex } from '../places.ts';
import { ancestorAt } from './follow-up.ts';
import { timeRates } from './placed.ts';
import type { ReadResult } from './reader.ts';

/** "de la", "du", "of the", "for its", "dans sa": the words before a level word that names a unit already known. */
const ARTICLE = /^(la|le|l|the|its|sa|son|leur|their|cette|ce|this|that)$/;
const BEFORE_ARTICLE = /^(de|d|of|for|in|dans|pour|a|at|en)$/;

/**
 * "…la pop. 2025 du dept de Kolda, le nombre de postes de santé de la région et le taux d'accès à
 * l'électricité de la région", "population of Louga department, and the health posts of its region":
 * in a question of several asks, a level word with an article and no name of its own ("de la
 * région", "of the region", "de sa région") after one ask's measure names the unit at that level
 * above the place asked — for that ask only.
 */
export function withLevelOfPart(read: ReadResult, catalog: Catalog, index: PlaceIndex): ReadResult {
  if (read.frames.length < 2) return read;
  const tokens = read.parsed.tokens;
  const hits = catalog.measureWords.find(tokens, timeRates(tokens, catalog)).sort((a, b) => a.start - b.start);
  if (!hits.length) return read;
  const done = new Set<number>();
  for (const { i, level } of articledLevels(tokens, catalog, index)) {
    const hit = hits.filter((h) => h.end <= i).at(-1);
    if (!hit) continue;
    // The frame of that ask: the k-th frame of its measure, counted in the order the measures were written.
    const k = hits.filter((h) => h.start < hit.start && h.entry.id === hit.entry.id).length;
    const frames = read.frames.map((f, j) => ({ f, j })).filter((x) => x.f.measure === hit.entry.id);
    const target = frames[k] ?? frames.at(-1);
    if (!target || done.has(target.j)) continue;
    const f = target.f;
    if (f.places.length !== 1 || f.level || f.within) continue;
    const above = ancestorAt(index, f.places[0]!.pcode, level);
    if (!above || above === f.places[0]!.pcode) continue;
    f.places = [{ pcode: above, others: [] }];
    done.add(target.j);
  }
  return read;
}

/**
 * The level words said with an article and no name of their own ("de la région", "du département",
 * "of its region"), with their positions: each names the unit at that level of a place known.
 */
export function articledLevels(tokens: string[], catalog: Catalog, index: PlaceIndex): { i: number; level: Level }[] {
  const starts = new Set(index.find(tokens).map((m) => m.start));
  const out: { i: number; level: Level }[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const level = catalog.levelWords.get(tokens[i]!) as Level | undefined;
    if (!level || level === 'country') continue;
    const articled =
      tokens[i - 1] === 'du' ||
      tokens[i - 1] === 'au' ||
      (ARTICLE.test(tokens[i - 1]!) && BEFORE_ARTICLE.test(tokens[i - 2] ?? ''));
    // "…de la région de Kolda", "the region of Kolda": the level of a name, not a unit already known.
    const ofName = [1, 2, 3].some(
      (k) => starts.has(i + k) && tokens.slice(i + 1, i + k).every((w) => /^(de|d|of|du)$/.test(w)),
    );
    if (articled && !ofName) out.push({ i, level });
  }
  return out;
}

/**
 * "Population de la commune de Yeumbeul Nord — et les autres communes du département ?", "and the
 * other departments of the region?": a follow-up listing units of a level, scoped by another level
 * with an article, lists them within that unit above the place before (not within the place itself).
 */
export function withScopeAbove(read: ReadResult, catalog: Catalog, index: PlaceIndex): ReadResult {
  const tokens = read.parsed.tokens;
  for (const f of read.frames) {
    if (!f.level || !f.within || f.places.length) continue;
    const scope = articledLevels(tokens, catalog, index).find((x) => x.level !== f.level);
    const above = scope && ancestorAt(index, f.within, scope.level);
    if (above) f.within = above;
  }
  return read;
}
