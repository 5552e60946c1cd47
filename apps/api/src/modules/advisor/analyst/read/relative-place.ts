import { type Catalog, lexiconSection } from '../catalog/catalog.ts';
import type { Level, PlaceIndex } from '../places.ts';
import { ancestorAt } from './follow-up.ts';
import type { ReadResult } from './reader.ts';

/** The level a possessive names ("son département", "its region", "leur région"), or null. */
export function possessiveLevel(tokens: string[], catalog: Catalog): Level | null {
  for (let i = 0; i + 1 < tokens.length; i++)
    if (/^(son|sa|its|leur|their)$/.test(tokens[i]!)) {
      const level = catalog.levelWords.get(tokens[i + 1]!);
      if (level) return level;
    }
  return null;
}

/**
 * "Ngoudiane croît-elle plus vite que son département ?", "population de Ngoudiane et de sa
 * région": beside one place, a possessive level names that place's own unit at that level, asked
 * with the same measure (the reader kept no parent question for it).
 */
export function withRelativePlace(read: ReadResult, catalog: Catalog, index: PlaceIndex): ReadResult {
  const tokens = read.parsed.tokens;
  const shared = read.frames.some((f) => f.op === 'share');
  // "Part de la pop. régionale de Ndioum": the adjective names the whole of a share too.
  const level = possessiveLevel(tokens, catalog) ?? (shared ? adjectiveLevel(tokens) : null);
  if (!level || read.frames.some((f) => f.measure === 'admin_parent' || f.level || f.within)) return read;
  const named = [...new Set(read.frames.flatMap((f) => f.places.map((p) => p.pcode)))].filter((p) => p !== 'SN');
  if (named.length !== 1) return read;
  const above = ancestorAt(index, named[0]!, level);
  if (!above) return read;
  for (const f of read.frames)
    if (f.places.length === 1 && f.places[0]!.pcode === named[0]) {
      // "Quelle part de la population de sa région ?": the region is the whole, not a place beside.
      if (f.op === 'share' && f.shareOf === 'parent') f.within = above;
      else f.places = [...f.places, { pcode: above, others: [] }];
    }
  return read;
}

/** "la population régionale", "the departmental population": the level an adjective names. */
function adjectiveLevel(tokens: string[]): Level | null {
  const words = lexiconSection<Record<string, Level>>('levelAdjectives');
  return tokens.map((t) => words[t]).find((l) => l) ?? null;
}

/** Words that set one figure against another ("plus vite que", "denser than", "vs"). */
const SET_AGAINST =
  /\b(plus|moins) \w+(?: \w+)? que\b|\bthan\b|\bvs\b|\bversus\b|\bcompar\w*|\bpar rapport (a|au)\b|\bmoyenne nationale\b|\bnational average\b|\bcelle du senegal\b|\bthat of senegal\b/;

/**
 * "Kédougou croît-elle plus vite que le Sénégal ?", "Is Tambacounda denser than the national
 * average?": the country set against one place is a second place of the same figure (not the
 * whole the place is a share of), and "en pourcentage" then says how a growth is given.
 */
export function withCountryBeside(read: ReadResult, catalog: Catalog): ReadResult {
  const tokens = read.parsed.tokens;
  if (!catalog.nationalWords.has(tokens) || !SET_AGAINST.test(tokens.join(' '))) return read;
  if (read.frames.some((f) => f.level || f.within || f.measure === 'admin_parent')) return read;
  const named = [...new Set(read.frames.flatMap((f) => f.places.map((p) => p.pcode)))].filter((p) => p !== 'SN');
  if (named.length !== 1) return read;
  const growth = catalog.operationWords.find(tokens).some((h) => h.entry === 'growth');
  // "% of Senegal in 2023 vs 2030": the country is the whole of a share, not a place beside.
  if (read.frames.some((f) => f.op === 'share') && !growth) return read;
  for (const f of read.frames) {
    if (f.places.length !== 1 || f.places[0]!.pcode !== named[0]) continue;
    f.places = [...f.places, { pcode: 'SN', others: [] }];
    f.shareOf = null;
    if (growth && (f.years.length >= 2 || f.range)) f.op = 'growth';
    else if (['value', 'share'].includes(f.op)) f.op = 'compare';
  }
  return read;
}

/** "Which department of Louga region…", "quel département de la région de Louga…": units of a place, not its parent. */
export function levelOfPlace(tokens: string[], catalog: Catalog, index: PlaceIndex): boolean {
  const starts = new Set(index.find(tokens).map((m) => m.start));
  return tokens.some(
    (t, i) =>
      catalog.levelWords.has(t) &&
      /^(of|in|de|du|dans)$/.test(tokens[i + 1] ?? '') &&
      [2, 3, 4, 5].some(
        (k) =>
          starts.has(i + k) &&
          tokens.slice(i + 2, i + k).every((w) => /^(la|le|l|the|region|departement|department|d|de)$/.test(w)),
      ),
  );
}
