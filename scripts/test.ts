/**
 * `npm test`: every Vitest project (contracts, API on PGlite — and on PostgreSQL when
 * TEST_DATABASE_URL is set —, web), then the Playwright journeys in Chromium.
 * Without a Chromium the journeys are reported as not run, loudly; CI sets REQUIRE_E2E=1 so
 * that a missing browser fails the run instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const run = (cmd: string, args: string[]) =>
  spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env }).status ?? 1;

const unit = run('npx', ['vitest', 'run']);
if (unit !== 0) process.exit(unit);

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `\n*** End-to-end journeys NOT RUN: no Chromium at ${chromium}.\n*** Install Debian's chromium package (apt-get install -y chromium) or set CHROMIUM_PATH.\n`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(message);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}
process.exit(run('npm', ['run', 'test', '--workspace', '@sfp/e2e']));
