import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const WEB = join(ROOT, 'apps/web');
const STAMP = join(WEB, 'dist/.build-hash');
const INPUTS = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'package.json'),
  join(ROOT, 'packages/contracts/src'),
  join(ROOT, 'package-lock.json'),
];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else if (!/\.test\.tsx?$/.test(path)) {
    yield path;
  }
}

/** A hash of everything the web build reads, so `npm start` rebuilds only when something changed. */
export function webSourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function buildWebIfStale(): void {
  const want = webSourceHash();
  const have = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (have === want && existsSync(join(WEB, 'dist/index.html'))) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@sfp/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${want}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildWebIfStale();
