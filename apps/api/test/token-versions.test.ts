import { describe, expect, it } from 'vitest';
import { createTokenVersionCache } from '../src/modules/auth/token-versions.ts';

describe('the token-version cache of the request path', () => {
  function setup() {
    let time = 0;
    const loads: number[] = [];
    const db = new Map<number, number>([[1, 0]]);
    const gates: (() => void)[] = [];
    let hold = false;
    const cache = createTokenVersionCache({
      ttlMs: 1000,
      liveTtlMs: 30_000,
      now: () => time,
      load: async (id) => {
        loads.push(id);
        const value = db.get(id) ?? null;
        if (hold) await new Promise<void>((r) => gates.push(r));
        return value;
      },
    });
    return {
      cache,
      loads,
      db,
      gates,
      setHold: (h: boolean) => (hold = h),
      advance: (ms: number) => (time += ms),
    };
  }

  it('reads the database once per user per second, sharing concurrent lookups', async () => {
    const s = setup();
    expect(await Promise.all([s.cache.get(1), s.cache.get(1), s.cache.get(1)])).toEqual([0, 0, 0]);
    expect(await s.cache.get(1)).toBe(0);
    expect(s.loads).toEqual([1]);
    s.advance(1001);
    await s.cache.get(1);
    expect(s.loads).toEqual([1, 1]);
    expect(await s.cache.get(2)).toBeNull();
  });

  it('sees a raised version at once after invalidate', async () => {
    const s = setup();
    await s.cache.get(1);
    s.db.set(1, 1);
    s.cache.invalidate(1);
    expect(await s.cache.get(1)).toBe(1);
  });

  it('never keeps the answer of a lookup that started before an invalidation', async () => {
    const s = setup();
    s.setHold(true);
    const stale = s.cache.get(1);
    s.db.set(1, 1);
    s.cache.invalidate(1);
    s.gates.shift()!();
    expect(await stale).toBe(0);
    const fresh = s.cache.get(1);
    s.gates.shift()!();
    expect(await fresh).toBe(1);
  });

  it('trusts a version for the live lifetime while changes are heard (ADR 055)', async () => {
    const s = setup();
    s.cache.setLive(true);
    await s.cache.get(1);
    s.advance(1500);
    await s.cache.get(1);
    s.advance(20_000);
    await s.cache.get(1);
    // One read for 21.5 s of requests: a user reading a page a second is not a query a request.
    expect(s.loads).toEqual([1]);
    s.advance(10_000);
    await s.cache.get(1);
    expect(s.loads).toEqual([1, 1]);
  });

  it('forgets every version when changes start or stop being heard, and goes back to 1 s', async () => {
    const s = setup();
    s.cache.setLive(true);
    await s.cache.get(1);
    s.cache.setLive(false);
    await s.cache.get(1);
    expect(s.loads).toEqual([1, 1]);
    s.advance(1001);
    await s.cache.get(1);
    expect(s.loads).toEqual([1, 1, 1]);
    // A lookup that started before the change of state does not store its answer.
    s.setHold(true);
    s.advance(1001);
    const before = s.cache.get(1);
    s.cache.setLive(true);
    s.gates.shift()!();
    await before;
    s.setHold(false);
    await s.cache.get(1);
    expect(s.loads).toEqual([1, 1, 1, 1, 1]);
  });
});
