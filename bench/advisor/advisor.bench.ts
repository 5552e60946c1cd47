/**
 * `npm run bench:advisor`: asks the Response Advisor's question banks through the HTTP API, as the
 * web app does (register a conversation, then POST /conversation_manager/sql_agent_chat/{id} for
 * each turn), against a started server (a child process), and prints accuracy, p50/p95 latency per
 * answer and the server's peak memory.
 *
 *   BENCH_ENGINES=pglite,postgres   (default pglite,postgres)
 *   BENCH_DATABASE_URL=…            PostgreSQL admin URL (default postgresql://postgres@127.0.0.1:5432/postgres)
 *   BENCH_BANKS=public,extra        bench/advisor/questions.<bank>.jsonl (default both)
 *   BENCH_VERBOSE=1                 print every failed answer
 *
 * Results: bench/results/advisor.json and bench/results/advisor.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildConversationId } from '@sfp/contracts';
import { type BankItem, score } from './score.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const BANKS = (process.env.BENCH_BANKS ?? 'public,extra').split(',').map((s) => s.trim());
const PORT = Number(process.env.BENCH_PORT ?? 8791);
const VERBOSE = process.env.BENCH_VERBOSE === '1';

interface BankResult {
  bank: string;
  passed: number;
  total: number;
  failed: string[];
}
interface EngineResult {
  engine: string;
  banks: BankResult[];
  answers: number;
  p50: number;
  p95: number;
  max: number;
  peakRssMb: number;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Peak resident memory of a process (VmHWM), in MB. */
function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmHWM:\s+(\d+) kB/.exec(status);
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function benchEngine(engine: string): Promise<EngineResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfp-bench-advisor-'));
  let databaseUrl = '';
  let dbName = '';
  if (engine === 'postgres') {
    dbName = `sfp_bench_advisor_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const base = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, ['--max-semi-space-size=16', join(ROOT, 'apps/api/src/server.ts')], {
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
      LLM_BASE_URL: '',
      LLM_MODEL: '',
      LOG_LEVEL: 'warn',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      QUESTION_LIMIT: '50',
      LOGIN_RATE_PER_CLIENT: 'off',
      LOGIN_RATE_PER_ACCOUNT: 'off',
      REGISTER_RATE_PER_CLIENT: 'off',
    },
  });
  try {
    await waitForHealth(base, child);
    const email = 'advisor-bench@example.sn';
    const password = 'Inondation2024';
    await call(base, 'POST', '/api/user/register/', {
      email,
      username: email,
      role: 'superadmin',
      password,
      password2: password,
    });
    const login = await call(base, 'POST', '/api/token/', { username: email, password });
    const token = String(login.json.access);
    const me = await call(base, 'GET', '/api/user/id/', undefined, token);
    const userId = Number(me.json.id);
    const latencies: number[] = [];
    const banks: BankResult[] = [];
    let clock = Date.UTC(2026, 0, 1);
    for (const bank of BANKS) {
      const file = join(ROOT, 'bench/advisor', `questions.${bank}.jsonl`);
      if (!existsSync(file)) continue;
      const items = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as BankItem);
      const result: BankResult = { bank, passed: 0, total: items.length, failed: [] };
      for (const item of items) {
        clock += 1000;
        const id = buildConversationId(userId, new Date(clock));
        await call(base, 'POST', '/api/user/conversations/', { conversation_id: id }, token);
        let last = '';
        for (const turn of item.turns) {
          const started = performance.now();
          const res = await call(
            base,
            'POST',
            `/conversation_manager/sql_agent_chat/${encodeURIComponent(id)}`,
            { conversation: [{ role: 'user', content: turn }] },
            token,
          );
          latencies.push(performance.now() - started);
          const conversation = (res.json.conversation ?? []) as { content: string }[];
          last = res.status === 200 ? (conversation.at(-1)?.content ?? '') : `HTTP ${res.status}`;
        }
        const s = score(last, item.expect);
        if (s.pass) result.passed++;
        else {
          result.failed.push(item.id);
          if (VERBOSE)
            console.log(
              `✗ ${item.id}: ${item.turns.join(' | ')}\n  ${s.why.join('; ')}\n  ${last.split('\n').slice(0, 6).join('\n  ')}`,
            );
        }
      }
      banks.push(result);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      engine,
      banks,
      answers: latencies.length,
      p50: Math.round(percentile(sorted, 50) * 10) / 10,
      p95: Math.round(percentile(sorted, 95) * 10) / 10,
      max: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
      peakRssMb: peakRss(child.pid!),
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

const results: EngineResult[] = [];
for (const engine of ENGINES) {
  try {
    results.push(await benchEngine(engine));
  } catch (error) {
    console.error(`${engine}: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
const lines = [
  `# bench:advisor — ${new Date().toISOString()}`,
  '',
  `Node ${process.version}, built-in analyst, every answer through the HTTP API (server in a child process).`,
  '',
];
lines.push(
  '| engine | bank | passed | accuracy | answers | p50 ms | p95 ms | max ms | server peak RSS MB |',
  '|---|---|---|---|---|---|---|---|---|',
);
for (const r of results)
  for (const b of r.banks)
    lines.push(
      `| ${r.engine} | ${b.bank} | ${b.passed}/${b.total} | ${((b.passed / b.total) * 100).toFixed(1)}% | ${r.answers} | ${r.p50} | ${r.p95} | ${r.max} | ${r.peakRssMb} |`,
    );
const failed = results.flatMap((r) =>
  r.banks.filter((b) => b.failed.length).map((b) => `- ${r.engine} ${b.bank}: ${b.failed.join(', ')}`),
);
if (failed.length) lines.push('', 'Failed:', ...failed);
console.log(lines.join('\n'));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/advisor.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(ROOT, 'bench/results/advisor.md'), `${lines.join('\n')}\n`);
