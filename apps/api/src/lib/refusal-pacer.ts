/**
 * Slows down a client that keeps asking after being refused (issue 13, fair shares).
 *
 * A 429 costs the server little, but a client that ignores `Retry-After` and asks again at once on
 * many connections makes thousands of them a second: on a small machine that alone takes the cores
 * the other users' requests need. So past a few refusals in a window, the same subject (a user,
 * or an address when nobody is signed in) gets its next 429s after a pause: the refusal itself is
 * unchanged, only its pace. A client that honours `Retry-After` never meets the pause.
 */
export interface RefusalPacerOptions {
  /** Refusals answered at once per subject and window; 0 turns the pacer off. */
  freeRefusals: number;
  windowMs: number;
  /** The pause before each further refusal; 0 turns the pacer off. */
  delayMs: number;
  /** Refusals held at once, all subjects together; past it they are answered at once. */
  maxPending?: number;
  now?: () => number;
}

export interface RefusalPacer {
  /** Milliseconds to wait before refusing this subject again (0: answer now); counts the refusal. */
  delayFor(subject: string): number;
  /** Holds one refusal for `ms`, counted against `maxPending`. */
  hold<T>(ms: number, value: T): Promise<T>;
  pending(): number;
}

export function createRefusalPacer(options: RefusalPacerOptions): RefusalPacer {
  const now = options.now ?? Date.now;
  const maxPending = options.maxPending ?? 5000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let held = 0;
  let sweptAt = now();
  const sweep = (t: number) => {
    if (t - sweptAt < options.windowMs) return;
    sweptAt = t;
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  return {
    delayFor(subject) {
      if (options.delayMs <= 0 || options.freeRefusals <= 0) return 0;
      const t = now();
      sweep(t);
      let w = windows.get(subject);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + options.windowMs };
        windows.set(subject, w);
      }
      w.count += 1;
      if (w.count <= options.freeRefusals || held >= maxPending) return 0;
      return options.delayMs;
    },
    hold(ms, value) {
      held += 1;
      return new Promise((resolve) =>
        setTimeout(() => {
          held -= 1;
          resolve(value);
        }, ms),
      );
    },
    pending: () => held,
  };
}
