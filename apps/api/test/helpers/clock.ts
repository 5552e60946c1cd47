import type { Clock } from '../../src/lib/clock.ts';

/** A clock a test can move forward (token and link expiry). */
export function createTestClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
