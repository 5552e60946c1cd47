/**
 * `npm run bench:api`: requests/s and p50/p99 latency of sign-in, token refresh and an
 * authenticated GET /api/user/conversations/, against a started server (a child process, as in
 * production), on PGlite and on PostgreSQL. Also measures the GET while sign-ins run, to show
 * that argon2 hashing stays off the event loop.
 *
 *   BENCH_DURATION=10          seconds per run (default 10)
 *   BENCH_REPEAT=3             runs per call; the run with the median req/s is reported, with the
 *                              spread (this 2-core machine is shared, and one run can be ±40 %)
 *   BENCH_DATABASE_URL=…       PostgreSQL admin URL (default postgresql://postgres@127.0.0.1:5432/postgres);
 *                              a fresh database is created and dropped
 *   BENCH_ENGINES=pglite,postgres
 *
 * Results: bench/results/api.json and bench/results/api.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildConversationId } from '@sfp/contracts';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 3));

interface RunResult {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** req/s of every run, when the call was measured several times. */
  runs?: number[];
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

function run(name: string, opts: autocannon.Options): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    autocannon({ ...opts, duration: DURATION }, (error, result) => {
      if (error) return reject(error);
      resolvePromise({
        name,
        connections: opts.connections ?? 10,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

/** Runs a call REPEAT times; reports the median run (by req/s) and every run's req/s. */
async function repeated(name: string, opts: autocannon.Options): Promise<RunResult> {
  const runs: RunResult[] = [];
  for (let i = 0; i < REPEAT; i++) runs.push(await run(name, opts));
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[(sorted.length - 1) >> 1]!;
  return {
    ...median,
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    runs: runs.map((r) => r.requestsPerSecond),
  };
}

async function benchEngine(engine: string): Promise<RunResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfp-bench-'));
  let databaseUrl = '';
  let dbName = '';
  if (engine === 'postgres') {
    dbName = `sfp_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const base = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      SMTP_URL: '',
      // The production default: one log line a request (to stdout, discarded here).
      LOG_LEVEL: 'info',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      LOGIN_RATE_PER_CLIENT: 'off',
      LOGIN_RATE_PER_ACCOUNT: 'off',
      REGISTER_RATE_PER_CLIENT: 'off',
    },
  });
  try {
    await waitForHealth(base, child);
    const email = 'bench@example.sn';
    const password = 'Inondation2024';
    await post(base, '/api/user/register/', {
      email,
      username: email,
      role: 'superadmin',
      password,
      password2: password,
    });
    const pair = await post(base, '/api/token/', { username: email, password });
    if (pair.status !== 200) throw new Error(`login failed: ${JSON.stringify(pair.json)}`);
    const { access, refresh } = pair.json as { access: string; refresh: string };
    const me = (await (
      await fetch(`${base}/api/user/id/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as {
      id: number;
    };
    for (let i = 0; i < 10; i++) {
      const id = buildConversationId(me.id, new Date(Date.UTC(2026, 10, 1 + i, 8)));
      await post(base, '/api/user/conversations/', { conversation_id: id }, { authorization: `Bearer ${access}` });
    }
    // Unknown account vs wrong password: the same work, so the same time (no account enumeration).
    const timeLogin = async (username: string, pw: string) => {
      const times: number[] = [];
      for (let i = 0; i < 40; i++) {
        const t0 = performance.now();
        await post(base, '/api/token/', { username, password: pw });
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return Math.round(times[times.length >> 1]! * 10) / 10;
    };
    timing[engine] = {
      wrongPasswordMedianMs: await timeLogin(email, 'Wrong-password-1'),
      unknownAccountMedianMs: await timeLogin('nobody@example.sn', 'Wrong-password-1'),
    };
    // The access token lives 5 minutes by default: enough for every run below.
    const auth = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const results: RunResult[] = [];
    const get = { url: `${base}/api/user/conversations/`, headers: auth, connections: 20 };
    await run('warm-up', { ...get, duration: 2 } as autocannon.Options);
    results.push(await repeated('GET /api/user/conversations/ (authenticated)', get));
    results.push(
      await repeated('POST /api/token/refresh/', {
        url: `${base}/api/token/refresh/`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
        connections: 20,
      }),
    );
    const loginOpts: autocannon.Options = {
      url: `${base}/api/token/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
      connections: 8,
    };
    results.push(await repeated('POST /api/token/ (sign-in, argon2id)', loginOpts));
    // Sign-ins and GETs together: the GET must keep answering while hashes run on the thread pool.
    const [, during] = await Promise.all([
      run('sign-in load (background)', loginOpts),
      run('GET /api/user/conversations/ during sign-in load', { ...get, connections: 10 }),
    ]);
    results.push(during);
    return results;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

async function postgresAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const all: Record<string, RunResult[]> = {};
const timing: Record<string, { wrongPasswordMedianMs: number; unknownAccountMedianMs: number }> = {};
for (const engine of ENGINES) {
  if (engine === 'postgres' && !(await postgresAvailable())) {
    console.log(`\n[postgres] skipped: no PostgreSQL at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}`);
    continue;
  }
  console.log(`\n[${engine}] ${DURATION}s per run, median of ${REPEAT}…`);
  all[engine] = await benchEngine(engine);
  for (const r of all[engine]) {
    console.log(
      `  ${r.name.padEnd(52)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  (c=${r.connections}, non-2xx ${r.non2xx}, errors ${r.errors})${r.runs ? `  runs ${r.runs.join(' / ')}` : ''}`,
    );
  }
  const tm = timing[engine]!;
  console.log(
    `  sign-in median, wrong password ${tm.wrongPasswordMedianMs} ms vs unknown account ${tm.unknownAccountMedianMs} ms`,
  );
}

const resultsDir = join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const meta = {
  date: new Date().toISOString(),
  node: process.version,
  durationSeconds: DURATION,
  repeat: REPEAT,
  cpus: (await import('node:os')).cpus().length,
};
writeFileSync(join(resultsDir, 'api.json'), `${JSON.stringify({ ...meta, results: all, timing }, null, 2)}\n`);
const lines = [
  `# bench:api — ${meta.date}`,
  '',
  `Node ${meta.node}, ${meta.cpus} CPUs, ${DURATION}s a run, median of ${REPEAT} runs (all runs' req/s in the last column), server in a child process (LOG_LEVEL=info), autocannon in the bench process.`,
  '',
];
for (const [engine, rows] of Object.entries(all)) {
  lines.push(
    `## ${engine}`,
    '',
    '| call | connections | req/s | p50 ms | p99 ms | non-2xx | runs (req/s) |',
    '|---|---|---|---|---|---|---|',
  );
  for (const r of rows)
    lines.push(
      `| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.runs?.join(' / ') ?? ''} |`,
    );
  lines.push('');
}
writeFileSync(join(resultsDir, 'api.md'), `${lines.join('\n')}\n`);
console.log(`\nWritten to bench/results/api.json and api.md`);
