/**
 * The load client of `npm run bench:load`: the users, what they send, and how their answers are
 * timed.
 *
 * Requests go through `node:http` with keep-alive connections, not `fetch`: the client runs on
 * the same two cores as the server, and `fetch` (undici, WHATWG streams) cost ~80–120 µs of CPU a
 * request against ~15–35 µs for `node:http` (measured 2026-11-27, one process sending 20,000
 * requests to a trivial server), so at ~2,500 requests a second the client alone took 30–50 % of
 * a core from the server it measures.
 */
import { Agent, request } from 'node:http';
import { buildConversationId } from '@sfp/contracts';

export type Call = 'list' | 'question' | 'pdf';
export interface Stats {
  latencies: Record<Call, number[]>;
  statuses: Record<string, number>;
  /** Answers other than 2xx and the documented 429/503, with their first bodies. */
  unexpected: { call: Call; status: number | string; body: string }[];
  /** Every answer, whatever its status: how many and their summed time (Little's law). */
  answered: number;
  answeredMs: number;
}
export const newStats = (): Stats => ({
  latencies: { list: [], question: [], pdf: [] },
  statuses: {},
  unexpected: [],
  answered: 0,
  answeredMs: 0,
});

export interface Answer {
  status: number;
  body: string;
}

/** Keep-alive connections, as many as there are requests in flight (one per user loop). */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** One request, its whole answer read. */
export function send(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        agent,
        headers: {
          ...options.headers,
          ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = (base: string, method: string, path: string, body?: unknown, token?: string) =>
  send(base, method, path, {
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A multipart form with the one file part `file` (report.md), as the web app sends it. */
export function reportForm(markdown: Buffer): { contentType: string; body: Buffer } {
  const boundary = `----sfp-load-${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.md"\r\nContent-Type: text/markdown\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), markdown, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

export interface User {
  token: string;
  id: number;
  /** The conversation questions go to: always one the server has registered. */
  conversation: string;
  asked: number;
  clock: number;
  /** A new conversation is being registered (the flooder's connections share one user). */
  registering?: Promise<void> | undefined;
}

export async function makeUser(base: string, n: number): Promise<User> {
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
  const user: User = { token, id, conversation: '', asked: 0, clock: Date.now() - 86_400_000 * (n + 1) };
  await newConversation(base, user);
  return user;
}

/**
 * Registers a new conversation and moves the user's questions to it once the server has it (a
 * refused registration, e.g. the conversation rate's 429, keeps the current one). Connections of
 * one user that ask meanwhile share the same registration.
 */
export function newConversation(base: string, user: User): Promise<void> {
  user.registering ??= (async () => {
    user.clock += 1000;
    const id = buildConversationId(user.id, new Date(user.clock));
    const res = await json(base, 'POST', '/api/user/conversations/', { conversation_id: id }, user.token);
    if (res.status === 200 || res.status === 201) {
      user.conversation = id;
      user.asked = 0;
    }
  })().finally(() => {
    user.registering = undefined;
  });
  return user.registering;
}

async function timed(stats: Stats, call: Call, go: () => Promise<Answer>): Promise<number> {
  const started = performance.now();
  let status: number | string;
  let body = '';
  try {
    const res = await go();
    body = res.body;
    status = res.status;
  } catch (error) {
    status = (error as Error).message;
  }
  const ms = performance.now() - started;
  stats.answered += 1;
  stats.answeredMs += ms;
  const key = `${call} ${status}`;
  stats.statuses[key] = (stats.statuses[key] ?? 0) + 1;
  if (typeof status === 'number' && status < 300) stats.latencies[call].push(ms);
  else if (status !== 429 && status !== 503 && stats.unexpected.length < 20)
    stats.unexpected.push({ call, status, body: body.slice(0, 200) });
  return typeof status === 'number' ? status : 0;
}

export interface LoopOptions {
  /** Shares of questions and PDFs; the rest are conversation lists. */
  mix: { question: number; pdf: number };
  /** Mean of the exponential pause after each answer (ms); 0: none, the next request at once. */
  thinkMs: number;
  questions: string[];
  report: Buffer;
}

/** Exponentially distributed: a user's pauses between clicks, mean `meanMs`. */
const think = (meanMs: number) =>
  meanMs > 0 ? new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * meanMs)) : undefined;

/** One user's loop: mostly the conversation list, questions, now and then a PDF. */
export async function userLoop(base: string, user: User, stats: Stats, until: number, options: LoopOptions) {
  const { mix } = options;
  let i = 0;
  while (Date.now() < until) {
    const auth = { authorization: `Bearer ${user.token}` };
    const r = Math.random();
    i += 1;
    if (r < mix.pdf) {
      const form = reportForm(options.report);
      await timed(stats, 'pdf', () =>
        send(base, 'POST', '/api/utils/generate-pdf/', {
          headers: { ...auth, 'content-type': form.contentType },
          body: form.body,
        }),
      );
    } else if (r < mix.pdf + mix.question) {
      if (user.asked >= 20) await newConversation(base, user);
      const status = await timed(stats, 'question', () =>
        send(base, 'POST', `/conversation_manager/sql_agent_chat/${encodeURIComponent(user.conversation)}`, {
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            conversation: [{ role: 'user', content: options.questions[i % options.questions.length] }],
          }),
        }),
      );
      if (status === 200) user.asked += 1;
    } else {
      await timed(stats, 'list', () => send(base, 'GET', '/api/user/conversations/', { headers: auth }));
    }
    await think(options.thinkMs);
  }
}
