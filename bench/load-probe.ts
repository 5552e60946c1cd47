/**
 * A measuring preload for the server under `npm run bench:load` (`BENCH_PROBE=1`): the bench
 * starts the server with `--import` of this file, which records, inside the server,
 * - the event loop's delay (`perf_hooks.monitorEventLoopDelay`, 1 ms resolution) per second,
 * - garbage-collection pauses (`PerformanceObserver`, entry type `gc`) per second,
 * - the server's own CPU time per second (`process.cpuUsage`),
 * - every conversation list's time in the server (other routes are counted by status), split
 *   where Fastify's tracing channel allows:
 *   `pre` from the request's arrival (`http.server.request.start`) to the route handler (routing,
 *   body parsing, validation, authentication), `handler` from there until the handler's promise
 *   settles (the database and what waits for it), `send` the reply's serialisation and write,
 *   `total` until the response is finished,
 * and writes them to `BENCH_PROBE_OUT` (JSON) when the process exits. The server's code is not
 * touched: everything goes through diagnostics channels and perf_hooks.
 */
import { subscribe, tracingChannel } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

// Only in the server: its renderer processes are forked with the same flags.
const OUT = process.argv[1]?.endsWith('server.ts') ? process.env.BENCH_PROBE_OUT : undefined;
/** Milliseconds since the epoch, sub-millisecond: the bench lines its own clock up with it. */
const now = () => performance.timeOrigin + performance.now();

interface Req {
  start: number;
  route: string;
  handler?: number;
  settled?: number;
  sent?: number;
}
const live = new WeakMap<IncomingMessage, Req>();
/** The route whose times are kept one by one: the conversation list (issue 13's target). */
const LIST = 'GET /api/user/conversations/';
/** [t (epoch s), route, status, pre, handler, send, total (ms)] per finished list request. */
const requests: [number, string, number, number, number, number, number][] = [];
/** Every route's answers counted by status (a flood's hundreds of thousands are not kept one by one). */
const counts: Record<string, number> = {};
const seconds: { t: number; eldP50: number; eldP99: number; eldMax: number; gcMs: number; cpuMs: number }[] = [];
let gcMs = 0;

const routeOf = (req: IncomingMessage) => {
  const path = (req.url ?? '').split('?')[0]!;
  if (path.startsWith('/conversation_manager/sql_agent_chat/')) return `${req.method} sql_agent_chat`;
  return `${req.method} ${path}`;
};

function install() {
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    live.set(request, { start: now(), route: routeOf(request) });
  });
  subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const r = live.get(request);
    if (!r) return;
    const key = `${r.route} ${response.statusCode}`;
    counts[key] = (counts[key] ?? 0) + 1;
    if (r.route !== LIST) return;
    const end = now();
    const handler = r.handler ?? end;
    const settled = r.settled ?? handler;
    const sent = r.sent ?? settled;
    requests.push([
      Math.round(r.start) / 1000,
      r.route,
      response.statusCode,
      handler - r.start,
      settled - handler,
      sent - settled,
      end - r.start,
    ]);
  });

  interface FastifyStore {
    request: { raw: IncomingMessage };
  }
  const rawOf = (store: unknown) => (store as FastifyStore).request?.raw;
  tracingChannel('fastify.request.handler').subscribe({
    start(store) {
      const r = live.get(rawOf(store));
      if (r) r.handler = now();
    },
    end() {},
    asyncStart(store) {
      const r = live.get(rawOf(store));
      if (r) r.settled = now();
    },
    asyncEnd(store) {
      const r = live.get(rawOf(store));
      if (r) r.sent = now();
    },
    error() {},
  });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  }).observe({ entryTypes: ['gc'] });

  const eld = monitorEventLoopDelay({ resolution: 1 });
  eld.enable();
  let cpu = process.cpuUsage();
  setInterval(() => {
    const c = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    seconds.push({
      t: Math.round(now() / 1000),
      eldP50: eld.percentile(50) / 1e6,
      eldP99: eld.percentile(99) / 1e6,
      eldMax: eld.max / 1e6,
      gcMs: Math.round(gcMs * 10) / 10,
      cpuMs: Math.round((c.user + c.system) / 1000),
    });
    eld.reset();
    gcMs = 0;
  }, 1000).unref();

  process.on('exit', () => writeFileSync(OUT!, JSON.stringify({ seconds, requests, counts })));
}

if (OUT) install();
