/**
 * `npm run bench:load`: 60 s of mixed load at 50 concurrent users — conversation lists, questions,
 * situation-report PDFs — against a started server (a child process, as `npm start` runs it), on
 * PGlite and on PostgreSQL (when it answers). One more user floods questions and PDFs from 20
 * connections at once, with no pause, to show that the per-user shares keep everyone else served
 * (issue 13).
 *
 * Each engine is measured twice, on a fresh server each time:
 * - with no think time: every user sends its next request as soon as its answer arrives. That is
 *   a saturation test: the users keep the two cores busy whatever the server does, and by Little's
 *   law their response time is their number divided by the throughput the machine allows;
 * - with think time: each ordinary user pauses after every answer for an exponentially
 *   distributed time of mean 1 s (BENCH_THINK_MS), as people reading a page do; the flooder does
 *   not pause.
 *
 * Prints, per engine and mode: the answers other than 2xx and the documented 429/503 (must be 0),
 * p50/p99 per call for the ordinary users, what the flooder got, the server's resident memory over
 * time (idle before the load, every 5 s during it, after it), renderer processes apart, and where
 * the machine's CPU went (bench/load-measure.ts).
 *
 *   BENCH_DURATION=60      seconds of load
 *   BENCH_USERS=50         ordinary users, one connection each
 *   BENCH_THINK_MS=0,1000  the modes: mean think time of the ordinary users (0: none)
 *   BENCH_QUESTIONS=0.25   their share of questions, BENCH_PDFS=0.03 of PDFs (the rest: lists)
 *   BENCH_FLOOD=20         connections of the flooding user (0: none)
 *   BENCH_ENGINES=pglite,postgres
 *   BENCH_DATABASE_URL=…   PostgreSQL admin URL (default postgresql://postgres@127.0.0.1:5432/postgres)
 *   BENCH_PORT=8201
 *   BENCH_PROBE=1          measure inside the server too (bench/load-probe.ts)
 *   BENCH_PROBE_OUT=…      keep the probe's raw figures in this file
 *   BENCH_SERVER_FLAGS=…   more Node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=…`)
 *
 * Results: bench/results/load.json and bench/results/load.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.ts';
import { type Call, type LoopOptions, makeUser, newStats, send, type User, userLoop } from './load-client.ts';
import { childrenOf, pct, startCpuSampler, summariseProbe } from './load-measure.ts';
import { type EngineResult, modeName, printResult, writeResults } from './load-report.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const USERS = Number(process.env.BENCH_USERS ?? 50);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 20);
/** The ordinary users' mix: shares of questions and PDFs, the rest lists. */
const MIX = { question: Number(process.env.BENCH_QUESTIONS ?? 0.25), pdf: Number(process.env.BENCH_PDFS ?? 0.03) };
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 8201);
const PROBE = process.env.BENCH_PROBE === '1';
const THINK_MS = (process.env.BENCH_THINK_MS ?? '0,1000').split(',').map(Number);
const QUESTIONS = [
  'Quelle est la population de Matam en 2023 ?',
  'Combien de structures de santé dans la région de Kaolack ?',
  'What floods hit Saint-Louis?',
  'Et à Podor ?',
  'Population of Dakar region in 2025?',
];
const REPORT = readFileSync(join(ROOT, 'apps/api/test/fixtures/reports/elements.fr.md'));
const loop = (mix: LoopOptions['mix'], thinkMs: number): LoopOptions => ({
  mix,
  thinkMs,
  questions: QUESTIONS,
  report: REPORT,
});

function rssMb(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}
async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await send(base, 'GET', '/api/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

async function benchEngine(engine: string, thinkMs: number): Promise<EngineResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfp-load-'));
  let databaseUrl = '';
  let dbName = '';
  if (engine === 'postgres') {
    dbName = `sfp_load_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const base = `http://127.0.0.1:${PORT}`;
  const probeOut = process.env.BENCH_PROBE_OUT ?? join(dataDir, 'probe.json');
  const probeFlags = [
    ...(PROBE ? ['--import', join(ROOT, 'bench/load-probe.ts')] : []),
    ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...probeFlags, join(ROOT, 'apps/api/src/server.ts')], {
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
      LOG_LEVEL: 'info',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      LOGIN_RATE_PER_CLIENT: 'off',
      LOGIN_RATE_PER_ACCOUNT: 'off',
      REGISTER_RATE_PER_CLIENT: 'off',
      BENCH_PROBE_OUT: probeOut,
    },
  });
  const pid = child.pid!;
  const stopServer = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitForHealth(base, child);
    const users: User[] = [];
    for (let n = 0; n < USERS + 1; n += 5) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(5, USERS + 1 - n) }, (_, k) => makeUser(base, n + k)),
      );
      users.push(...batch);
    }
    const flooder = users.pop()!;
    // Warm-up, then idle: the server's memory at rest with its users and conversations.
    const warm = newStats();
    await Promise.all(
      users.slice(0, 10).map((u) => userLoop(base, u, warm, Date.now() + 5_000, loop({ question: 0.3, pdf: 0.05 }, 0))),
    );
    await new Promise((r) => setTimeout(r, 10_000));
    const idleMb = rssMb(pid);
    const rss: { t: number; server: number; renderers: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      rss.push({
        t: Math.round((Date.now() - started) / 1000),
        server: rssMb(pid),
        renderers: childrenOf(pid).reduce((n, c) => n + rssMb(c), 0),
      });
    }, 5_000);
    const until = started + DURATION_S * 1000;
    const cpu = startCpuSampler(pid);
    const clientLoop = monitorEventLoopDelay({ resolution: 1 });
    clientLoop.enable();
    const stats = newStats();
    const flood = newStats();
    await Promise.all([
      ...users.map((u) => userLoop(base, u, stats, until, loop(MIX, thinkMs))),
      ...Array.from({ length: FLOOD }, () =>
        userLoop(base, flooder, flood, until, loop({ question: 0.8, pdf: 0.2 }, 0)),
      ),
    ]);
    clearInterval(sampler);
    const cpuShares = cpu.stop();
    clientLoop.disable();
    const clientEventLoop = {
      p50: Math.round(clientLoop.percentile(50) / 1e5) / 10,
      p99: Math.round(clientLoop.percentile(99) / 1e5) / 10,
    };
    await new Promise((r) => setTimeout(r, 10_000));
    const afterMb = rssMb(pid);
    const calls = (['list', 'question', 'pdf'] as Call[]).map((call) => ({
      call,
      ok: stats.latencies[call].length,
      p50: pct(stats.latencies[call], 50),
      p99: pct(stats.latencies[call], 99),
    }));
    const result: EngineResult = {
      engine,
      thinkMs,
      users: USERS,
      floodConnections: FLOOD,
      durationS: DURATION_S,
      calls,
      statuses: stats.statuses,
      unexpected: stats.unexpected,
      flood: { statuses: flood.statuses, unexpected: flood.unexpected },
      throughput: {
        perSecond: Math.round(stats.answered / DURATION_S),
        meanMs: Math.round((stats.answeredMs / Math.max(1, stats.answered)) * 10) / 10,
      },
      idleMb,
      afterMb,
      rss,
      cpu: cpuShares,
      clientEventLoop,
      // The server's own view, read once it has exited (BENCH_PROBE=1).
      probe: undefined,
    };
    await stopServer();
    if (PROBE) result.probe = summariseProbe(probeOut, started, until);
    return result;
  } finally {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const results: EngineResult[] = [];
for (const engine of ENGINES) {
  if (engine === 'postgres' && !(await postgresAnswers())) {
    console.log('PostgreSQL does not answer: skipped.');
    continue;
  }
  for (const thinkMs of THINK_MS) {
    console.log(
      `\n== ${engine}, ${modeName(thinkMs)}: ${USERS} users + 1 flooding on ${FLOOD} connections, ${DURATION_S} s`,
    );
    const r = await benchEngine(engine, thinkMs);
    results.push(r);
    printResult(r);
  }
}
writeResults(
  ROOT,
  results,
  `${USERS} users (questions ${MIX.question * 100} %, PDFs ${MIX.pdf * 100} %, the rest conversation lists) plus one user ` +
    `flooding questions and PDFs on ${FLOOD} connections with no pause, ${DURATION_S} s per engine and mode; ` +
    "client and server on one shared 2-core machine (see each run's CPU line).",
);
