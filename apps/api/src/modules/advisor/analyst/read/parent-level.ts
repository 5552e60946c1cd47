import type { Catalog } from '../catalog/catalog.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Ndiaganiao : population, femmes et hommes, et c'est dans quel département ?": the level named by
 * an ask of the place's parent ("dans quel département", "which department") is that ask's own, not
 * a breakdown of the other asks by that level.
 */
export function withParentLevelOwn(read: ReadResult, catalog: Catalog): ReadResult {
  const parent = read.frames.filter((f) => f.measure === 'admin_parent');
  const others = read.frames.filter((f) => f.measure !== 'admin_parent');
  if (!parent.length || !others.some((f) => f.level && f.op === 'breakdown' && !f.within)) return read;
  const tokens = read.parsed.tokens;
  const asks = catalog.measureWords.find(tokens).filter((h) => h.entry.id === 'admin_parent');
  const levels = new Set(others.map((f) => f.level));
  const levelAt = tokens.flatMap((t, i) => (levels.has(catalog.levelWords.get(t) ?? null) ? [i] : []));
  // (every word of that level is inside the parent's ask or right after it)
  const own = levelAt.every((i) => asks.some((h) => i >= h.start && i <= h.end));
  if (!own) return read;
  for (const f of others)
    if (f.op === 'breakdown' && !f.within) {
      f.level = null;
      f.op = 'value';
    }
  return read;
}
