import { afterEach, vi } from 'vitest';

// console.error in a test run is a failure (architecture.md, "Tests"): unexpected errors must not scroll by.
const original = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
});
vi.setConfig({ testTimeout: 30_000 });
