/** The line is full: as many tasks run as allowed and as many wait. */
export class LineFullError extends Error {
  constructor() {
    super('The waiting line is full.');
    this.name = 'LineFullError';
  }
}

export interface BoundedLine {
  /** Runs `task` when a place is free, in arrival order; rejects with LineFullError when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting right now. */
  load(): { running: number; waiting: number };
}

/**
 * At most `concurrency` tasks at once and at most `queueLength` waiting; the next is refused at
 * once instead of waiting behind them (ADR 054: questions must not take every database connection
 * and the event loop from the cheap reads).
 */
export function createBoundedLine(options: { concurrency: number; queueLength: number }): BoundedLine {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.queueLength) throw new LineFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await task();
      } finally {
        // The place passes straight to the next in line, so a newcomer cannot overtake it.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
