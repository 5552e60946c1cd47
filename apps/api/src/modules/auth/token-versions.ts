/**
 * The users' token versions, as the authenticated request path reads them (ADR 047, ADR 055): one
 * database lookup per user per lifetime at most, concurrent lookups of one user shared, entries
 * dropped at once when a version changes.
 *
 * How long a read version is trusted depends on whether changes are heard (ADR 055): while the
 * database's change notifications arrive (`setLive(true)`), every change drops its entry within
 * the notification's delay, and entries live `liveTtlMs`; otherwise they live `ttlMs` (1 s), and
 * another instance's change is seen within that. Going live or down drops every entry.
 *
 * A lookup that started before an invalidation never stores its (possibly older) answer.
 */
export interface TokenVersionCache {
  /** The user's version, or null when the user does not exist. */
  get(userId: number): Promise<number | null>;
  invalidate(userId: number): void;
  /** Changes are heard (true) or may be missed (false): entries' lifetime, and all dropped. */
  setLive(live: boolean): void;
}

interface Entry {
  value: Promise<number | null>;
  expiresAt: number;
}

export function createTokenVersionCache(options: {
  load(userId: number): Promise<number | null>;
  /** Lifetime of an entry while changes may be missed. */
  ttlMs: number;
  /** Lifetime of an entry while changes are heard (default: ttlMs, never live). */
  liveTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): TokenVersionCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 50_000;
  const entries = new Map<number, Entry>();
  /** Raised by every invalidation of a user; a lookup stores its answer only if it did not move. */
  const generations = new Map<number, number>();
  /** Raised when every entry is dropped, for the same reason. */
  let epoch = 0;
  let ttlMs = options.ttlMs;

  return {
    get(userId) {
      const t = now();
      const hit = entries.get(userId);
      if (hit && hit.expiresAt > t) return hit.value;
      const generation = generations.get(userId) ?? 0;
      const startedIn = epoch;
      const value = options.load(userId);
      const entry = { value, expiresAt: t + ttlMs };
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(userId, entry);
      value.then(
        () => {
          const moved = (generations.get(userId) ?? 0) !== generation || epoch !== startedIn;
          if (moved && entries.get(userId) === entry) entries.delete(userId);
        },
        () => {
          // A failed lookup is not remembered: the next request asks again.
          if (entries.get(userId) === entry) entries.delete(userId);
        },
      );
      return value;
    },
    invalidate(userId) {
      entries.delete(userId);
      generations.set(userId, (generations.get(userId) ?? 0) + 1);
      if (generations.size > maxEntries) generations.delete(generations.keys().next().value!);
    },
    setLive(live) {
      entries.clear();
      epoch += 1;
      ttlMs = live ? (options.liveTtlMs ?? options.ttlMs) : options.ttlMs;
    },
  };
}
