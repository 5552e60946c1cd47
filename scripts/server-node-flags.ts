/**
 * The Node flags the API server runs with, wherever it is started: `npm start` and the `apps/api`
 * start script (package.json, checked by a test), the test suite's server processes, the benches
 * and the Playwright web server. V8 reads them when the process starts; they cannot be set from
 * inside (ADR 052).
 * - `--max-semi-space-size=16`: a young generation of ≤ 48 MB instead of Node 24's 128 MB.
 * - `--liftoff-only`: PGlite's PostgreSQL (WebAssembly) stays on V8's baseline compiler; the
 *   optimising tier's compilation of its hottest functions took the server from ~300 to ~830 MB
 *   for a few seconds after every start.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--liftoff-only'] as const;
