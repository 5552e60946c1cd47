/**
 * The users' token versions, as the authenticated request path reads them (ADR 047): one database
 * lookup per user per `ttlMs` at most, concurrent lookups of one user shared, entries dropped at
 * once when this instance raises a version. Other instances see a raised version within `ttlMs`.
 *
 * A lookup that started before an invalidation never stores its (possibly older) answer.
 */
export interface TokenVersionCache {
  /** The user's version, or null when the user does not exist. */
  get(userId: number): Promise<number | null>;
  invalidate(userId: number): void;
}

interface Entry {
  value: Promise<number | null>;
  expiresAt: number;
}

export function createTokenVersionCache(options: {
  load(userId: number): Promise<number | null>;
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): TokenVersionCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 50_000;
  const entries = new Map<number, Entry>();
  /** Raised by every invalidation of a user; a lookup stores its answer only if it did not move. */
  const generations = new Map<number, number>();

  return {
    get(userId) {
      const t = now();
      const hit = entries.get(userId);
      if (hit && hit.expiresAt > t) return hit.value;
      const generation = generations.get(userId) ?? 0;
      const value = options.load(userId);
      const entry = { value, expiresAt: t + options.ttlMs };
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(userId, entry);
      value.then(
        () => {
          if ((generations.get(userId) ?? 0) !== generation && entries.get(userId) === entry) entries.delete(userId);
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
  };
}
