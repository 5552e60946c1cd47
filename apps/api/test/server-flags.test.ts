import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './helpers/server-process.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const script = (pkg: string, name: string): string =>
  (JSON.parse(readFileSync(resolve(ROOT, pkg), 'utf8')) as { scripts: Record<string, string> }).scripts[name] ?? '';

// V8 reads these flags only when the process starts (ADR 052): a start script that forgot one runs
// a server whose memory the benches never measured.
describe('the flags the server runs with', () => {
  it.each([
    ['package.json', 'start'],
    ['apps/api/package.json', 'start'],
  ])('%s "%s" passes every flag of scripts/server-node-flags.ts', (pkg, name) => {
    const words = script(pkg, name).split(/\s+/);
    expect(words[0]).toBe('node');
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
  });

  it('keeps PGlite on the baseline compiler (the optimising tier took the server to ~830 MB)', () => {
    expect(SERVER_NODE_FLAGS).toContain('--liftoff-only');
  });
});
