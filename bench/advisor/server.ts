/**
 * The server under test for `npm run bench:advisor`: started as a child process (as in
 * production) on PGlite or on a fresh PostgreSQL database, with one signed-in user, and asked
 * questions through the HTTP API exactly as the web app does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildConversationId } from '@sfp/contracts';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.ts';

export interface BenchServer {
  /** Asks one conversation (its turns in order); returns the last answer and each turn's latency in ms. */
  ask(turns: string[]): Promise<{ answer: string; latencies: number[] }>;
  /** Peak resident memory of the server process while answering (VmHWM since it was ready), in MB. */
  peakRssMb(): number;
  /** Peak resident memory of the server process from its start until it was ready, in MB. */
  startupPeakRssMb: number;
  stop(): Promise<void>;
}

/** Whether PostgreSQL answers at this admin URL (the bench skips it otherwise). */
export async function postgresAnswers(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
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
  let json: Record<string, unknown> = {};
  try {
    json = (await res.json()) as Record<string, unknown>;
  } catch {
    /* a non-JSON body is scored as an empty answer */
  }
  return { status: res.status, json };
}

/** Restarts the kernel's peak-RSS count of a process (writes 5 to clear_refs), so VmHWM counts from now. */
function resetHwm(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function vmHwmMb(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

export async function startServer(opts: {
  root: string;
  engine: string;
  port: number;
  adminUrl: string;
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfp-bench-advisor-'));
  let databaseUrl = '';
  let dbName = '';
  if (opts.engine === 'postgres') {
    dbName = `sfp_bench_advisor_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: opts.adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(opts.adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const base = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(opts.root, 'apps/api/src/server.ts')], {
    cwd: opts.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
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
      // One bench user asks hundreds of questions a minute: the per-user fair shares would refuse them.
      QUESTION_RATE_PER_USER: 'off',
      CONVERSATION_RATE_PER_USER: 'off',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: opts.adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  };
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
    // Access tokens live ACCESS_TOKEN_LIFETIME (5 min): a long run on a busy machine signs in again.
    const signIn = async () =>
      String((await call(base, 'POST', '/api/token/', { username: email, password })).json.access);
    let token = await signIn();
    const me = await call(base, 'GET', '/api/user/id/', undefined, token);
    const userId = Number(me.json.id);
    let clock = Date.UTC(2026, 0, 1);
    // Startup (opening PGlite, building the app) has its own transient peak: counted apart.
    const startupPeakRssMb = vmHwmMb(child.pid!);
    if (!resetHwm(child.pid!)) process.stderr.write('bench: cannot reset VmHWM; the peak below includes startup\n');
    return {
      startupPeakRssMb,
      async ask(turns) {
        clock += 1000;
        const id = buildConversationId(userId, new Date(clock));
        const register = () => call(base, 'POST', '/api/user/conversations/', { conversation_id: id }, token);
        if ((await register()).status === 401) {
          token = await signIn();
          await register();
        }
        let answer = '';
        const latencies: number[] = [];
        for (const turn of turns) {
          const started = performance.now();
          const send = () =>
            call(
              base,
              'POST',
              `/conversation_manager/sql_agent_chat/${encodeURIComponent(id)}`,
              { conversation: [{ role: 'user', content: turn }] },
              token,
            );
          let res = await send();
          if (res.status === 401) {
            token = await signIn();
            res = await send();
          }
          latencies.push(performance.now() - started);
          const conversation = (res.json.conversation ?? []) as { content: string }[];
          answer = res.status === 200 ? (conversation.at(-1)?.content ?? '') : `HTTP ${res.status}`;
        }
        return { answer, latencies };
      },
      peakRssMb: () => vmHwmMb(child.pid!),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
