import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../../scripts/server-node-flags.ts';

/** The flags `npm start` gives the server (package.json). */
export { SERVER_NODE_FLAGS };

/** The server as production runs it: `node apps/api/src/server.ts` in its own process. */
export const SERVER_ENTRY = resolve(import.meta.dirname, '../../src/server.ts');

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** http://127.0.0.1:PORT */
  url: string;
  /** Everything it wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): Promise<number | string>;
}

/** Starts a server process on an ephemeral port, without waiting for it (see startServer). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | string>((done) =>
    child.on('exit', (code, signal) => done(code ?? signal ?? 'unknown')),
  );
  return {
    child,
    pid: child.pid!,
    url: '',
    output: () => text,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts a server on an ephemeral port and waits until it listens (or exits). */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000): Promise<ServerProcess> {
  const server = spawnServer(env);
  const { child } = server;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(server.output());
    if (listening) return { ...server, url: listening[1]! };
    if (child.exitCode !== null || child.signalCode !== null) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within ${timeoutMs} ms:\n${server.output()}`);
}

/** JSON over fetch against a spawned server. */
export async function call(
  url: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> & unknown[] }> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: res.status, json: json as Record<string, unknown> & unknown[] };
}

/** Registers (verification off) and signs in a user; returns the access token and user id. */
export async function signUp(url: string, email: string, password: string): Promise<{ token: string; id: number }> {
  const reg = await call(`${url}/api/user/register/`, 'POST', {
    email,
    username: email,
    role: 'superadmin',
    password,
    password2: password,
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  const tok = await call(`${url}/api/token/`, 'POST', { username: email, password });
  if (tok.status !== 200) throw new Error(`token: ${tok.status} ${JSON.stringify(tok.json)}`);
  const token = tok.json.access as string;
  const me = await call(`${url}/api/user/id/`, 'GET', undefined, token);
  return { token, id: me.json.id as number };
}
