/**
 * `npm run bench:load`: 60 s of mixed load at 50 concurrent users — conversation lists, questions,
 * situation-report PDFs — against a started server (a child process, as `npm start` runs it), on
 * PGlite and on PostgreSQL (when it answers). One more user floods questions and PDFs from 20
 * connections at once, to show that the per-user shares keep everyone else served (issue 13).
 *
 * Prints, per engine: the answers other than 2xx and the documented 429/503 (must be 0), p50/p99
 * per call for the ordinary users, what the flooder got, and the server's resident memory over
 * time (idle before the load, every 5 s during it, after it), renderer processes apart.
 *
 *   BENCH_DURATION=60      seconds of load
 *   BENCH_USERS=50         ordinary users, one connection each, no think time
 *   BENCH_FLOOD=20         connections of the flooding user (0: none)
 *   BENCH_ENGINES=pglite,postgres
 *   BENCH_DATABASE_URL=…   PostgreSQL admin URL (default postgresql://postgres@127.0.0.1:5432/postgres)
 *   BENCH_PORT=8201
 *
 * Results: bench/results/load.json and bench/results/load.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildConversationId } from '@sfp/contracts';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const USERS = Number(process.env.BENCH_USERS ?? 50);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 20);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 8201);
/** The flags `npm start` runs the server with (package.json). */
const QUESTIONS = [
  'Quelle est la population de Matam en 2023 ?',
  'Combien de structures de santé dans la région de Kaolack ?',
  'What floods hit Saint-Louis?',
  'Et à Podor ?',
  'Population of Dakar region in 2025?',
];
const REPORT = readFileSync(join(ROOT, 'apps/api/test/fixtures/reports/elements.fr.md'));

type Call = 'list' | 'question' | 'pdf';
interface Stats {
  latencies: Record<Call, number[]>;
  statuses: Record<string, number>;
  /** Answers other than 2xx and the documented 429/503, with their first bodies. */
  unexpected: { call: Call; status: number | string; body: string }[];
}
const newStats = (): Stats => ({ latencies: { list: [], question: [], pdf: [] }, statuses: {}, unexpected: [] });

function rssMb(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
const pct = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

async function json(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

interface User {
  token: string;
  id: number;
  conversation: string;
  asked: number;
  clock: number;
}

async function makeUser(base: string, n: number): Promise<User> {
  const email = `load.${n}.${Date.now()}@example.sn`;
  const password = 'Inondation2024';
  const reg = await json(base, 'POST', '/api/user/register/', {
    email,
    username: email,
    role: 'superadmin',
    password,
    password2: password,
  });
  if (reg.status !== 201) throw new Error(`register ${reg.status} ${reg.body}`);
  const tok = await json(base, 'POST', '/api/token/', { username: email, password });
  const token = (JSON.parse(tok.body) as { access: string }).access;
  const id = (JSON.parse((await json(base, 'GET', '/api/user/id/', undefined, token)).body) as { id: number }).id;
  const user = { token, id, conversation: '', asked: 0, clock: Date.now() - 86_400_000 * (n + 1) };
  await newConversation(base, user);
  return user;
}

async function newConversation(base: string, user: User): Promise<number> {
  user.clock += 1000;
  user.conversation = buildConversationId(user.id, new Date(user.clock));
  user.asked = 0;
  return (await json(base, 'POST', '/api/user/conversations/', { conversation_id: user.conversation }, user.token))
    .status;
}

async function timed(stats: Stats, call: Call, send: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  let status: number | string;
  let body = '';
  try {
    const res = await send();
    body = await res.text();
    status = res.status;
  } catch (error) {
    status = (error as Error).message;
  }
  const ms = performance.now() - started;
  const key = `${call} ${status}`;
  stats.statuses[key] = (stats.statuses[key] ?? 0) + 1;
  if (typeof status === 'number' && status < 300) stats.latencies[call].push(ms);
  else if (status !== 429 && status !== 503 && stats.unexpected.length < 20)
    stats.unexpected.push({ call, status, body: body.slice(0, 200) });
  return typeof status === 'number' ? status : 0;
}

/** One user's loop: mostly the conversation list, questions, now and then a PDF. */
async function userLoop(base: string, user: User, stats: Stats, until: number, mix: { question: number; pdf: number }) {
  const auth = { authorization: `Bearer ${user.token}` };
  let i = 0;
  while (Date.now() < until) {
    const r = Math.random();
    i += 1;
    if (r < mix.pdf) {
      const form = new FormData();
      form.append('file', new Blob([REPORT], { type: 'text/markdown' }), 'report.md');
      await timed(stats, 'pdf', () =>
        fetch(`${base}/api/utils/generate-pdf/`, { method: 'POST', headers: auth, body: form }),
      );
    } else if (r < mix.pdf + mix.question) {
      if (user.asked >= 20) await newConversation(base, user);
      const status = await timed(stats, 'question', () =>
        fetch(`${base}/conversation_manager/sql_agent_chat/${encodeURIComponent(user.conversation)}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ conversation: [{ role: 'user', content: QUESTIONS[i % QUESTIONS.length] }] }),
        }),
      );
      if (status === 200) user.asked += 1;
    } else {
      await timed(stats, 'list', () => fetch(`${base}/api/user/conversations/`, { headers: auth }));
    }
  }
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

async function benchEngine(engine: string) {
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
      LOG_LEVEL: 'info',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      LOGIN_RATE_PER_CLIENT: 'off',
      LOGIN_RATE_PER_ACCOUNT: 'off',
      REGISTER_RATE_PER_CLIENT: 'off',
    },
  });
  const pid = child.pid!;
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
      users.slice(0, 10).map((u) => userLoop(base, u, warm, Date.now() + 5_000, { question: 0.3, pdf: 0.05 })),
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
    const stats = newStats();
    const flood = newStats();
    await Promise.all([
      ...users.map((u) => userLoop(base, u, stats, until, { question: 0.25, pdf: 0.03 })),
      ...Array.from({ length: FLOOD }, () => userLoop(base, flooder, flood, until, { question: 0.8, pdf: 0.2 })),
    ]);
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 10_000));
    const afterMb = rssMb(pid);
    const calls = (['list', 'question', 'pdf'] as Call[]).map((call) => ({
      call,
      ok: stats.latencies[call].length,
      p50: pct(stats.latencies[call], 50),
      p99: pct(stats.latencies[call], 99),
    }));
    return {
      engine,
      users: USERS,
      floodConnections: FLOOD,
      durationS: DURATION_S,
      calls,
      statuses: stats.statuses,
      unexpected: stats.unexpected,
      flood: { statuses: flood.statuses, unexpected: flood.unexpected },
      idleMb,
      afterMb,
      rss,
    };
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

const results = [];
for (const engine of ENGINES) {
  if (engine === 'postgres' && !(await postgresAnswers())) {
    console.log('PostgreSQL does not answer: skipped.');
    continue;
  }
  console.log(`\n== ${engine}: ${USERS} users + 1 flooding on ${FLOOD} connections, ${DURATION_S} s`);
  const r = await benchEngine(engine);
  results.push(r);
  for (const c of r.calls)
    console.log(`${c.call.padEnd(9)} ok ${String(c.ok).padStart(6)}  p50 ${c.p50} ms  p99 ${c.p99} ms`);
  console.log('answers (ordinary users):', JSON.stringify(r.statuses));
  console.log('answers (flooding user): ', JSON.stringify(r.flood.statuses));
  const unexpected = r.unexpected.length + r.flood.unexpected.length;
  console.log(
    `errors other than 429/503: ${unexpected}`,
    unexpected ? JSON.stringify([...r.unexpected, ...r.flood.unexpected].slice(0, 5)) : '',
  );
  console.log(
    `server RSS: idle ${r.idleMb} MB; during load ${r.rss.map((s) => `${s.t}s:${s.server}`).join(' ')}; after ${r.afterMb} MB`,
  );
  console.log(`renderer processes RSS: ${r.rss.map((s) => s.renderers).join(' ')} MB`);
}

const date = new Date().toISOString().slice(0, 10);
writeFileSync(join(ROOT, 'bench/results/load.json'), `${JSON.stringify({ date, results }, null, 2)}\n`);
const md = [
  `# bench:load — ${date}`,
  '',
  `${USERS} users with no think time plus one user flooding on ${FLOOD} connections, ${DURATION_S} s; shared 2-core machine.`,
  '',
];
for (const r of results) {
  md.push(`## ${r.engine}`, '', '| call | ok | p50 ms | p99 ms |', '|---|---|---|---|');
  for (const c of r.calls) md.push(`| ${c.call} | ${c.ok} | ${c.p50} | ${c.p99} |`);
  md.push(
    '',
    `Answers, ordinary users: \`${JSON.stringify(r.statuses)}\``,
    '',
    `Answers, flooding user: \`${JSON.stringify(r.flood.statuses)}\``,
    '',
  );
  md.push(`Errors other than the documented 429/503: ${r.unexpected.length + r.flood.unexpected.length}`, '');
  md.push(
    `Server RSS: idle ${r.idleMb} MB; during the load ${r.rss.map((s) => `${s.t} s: ${s.server}`).join(', ')} MB; 10 s after ${r.afterMb} MB. Renderer processes: ${r.rss.map((s) => s.renderers).join(', ')} MB.`,
    '',
  );
}
writeFileSync(join(ROOT, 'bench/results/load.md'), `${md.join('\n')}\n`);
