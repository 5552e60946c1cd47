/**
 * What `bench/load.bench.ts` measures besides the client's latencies:
 * - where the two cores went during the load (`/proc`): the server, its renderer processes,
 *   PostgreSQL's processes, the bench client itself, and everything else on the machine;
 * - with `BENCH_PROBE=1`, what the server saw from inside (bench/load-probe.ts): the list's time
 *   per phase in the server, the event loop's delay, GC pauses, the server's CPU.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ 100: /proc times are in hundredths of a second

function procTicks(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]); // utime, stime
  } catch {
    return 0;
  }
}
function comm(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export interface CpuShares {
  /** Percent of one core, averaged over the load. */
  server: number;
  renderers: number;
  postgres: number;
  client: number;
  /** Everything else busy on the machine (other sessions, the kernel…). */
  other: number;
  /** Cores busy out of all of them, percent of the whole machine. */
  machine: number;
}

/**
 * Samples the processes' CPU every second until stopped. Renderer processes come and go
 * (recycled), so their time is summed per pid over the samples.
 */
export function startCpuSampler(serverPid: number): { stop(): CpuShares } {
  const start = machineTicks();
  const started = Date.now();
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  const kinds = new Map<string, 'server' | 'renderers' | 'postgres' | 'client'>();
  const sample = () => {
    const pids: [string, 'server' | 'renderers' | 'postgres' | 'client'][] = [
      [String(serverPid), 'server'],
      [String(process.pid), 'client'],
      ...childrenOf(serverPid).map((p) => [String(p), 'renderers'] as [string, 'renderers']),
      ...readdirSync('/proc')
        .filter((p) => /^\d+$/.test(p) && comm(p).startsWith('postgres'))
        .map((p) => [p, 'postgres'] as [string, 'postgres']),
    ];
    for (const [pid, kind] of pids) {
      const t = procTicks(pid);
      if (!first.has(pid)) first.set(pid, t);
      last.set(pid, t);
      kinds.set(pid, kind);
    }
  };
  sample();
  const timer = setInterval(sample, 1000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const seconds = (Date.now() - started) / 1000;
      const end = machineTicks();
      const shares = { server: 0, renderers: 0, postgres: 0, client: 0 };
      for (const [pid, kind] of kinds) shares[kind] += (last.get(pid)! - first.get(pid)!) * TICK_MS;
      const share = (ms: number) => Math.round(ms / seconds / 10);
      const busyMs = (end.busy - start.busy) * TICK_MS;
      const known = shares.server + shares.renderers + shares.postgres + shares.client;
      return {
        server: share(shares.server),
        renderers: share(shares.renderers),
        postgres: share(shares.postgres),
        client: share(shares.client),
        other: Math.max(0, share(busyMs - known)),
        machine: Math.round(((end.busy - start.busy) / (end.total - start.total)) * 100),
      };
    },
  };
}

export const pct = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

export interface ProbeSummary {
  /** The list in the server, ms: p50 / p99 per phase (see bench/load-probe.ts). */
  list: Record<'pre' | 'handler' | 'send' | 'total', { p50: number; p99: number }>;
  /** The same for the first and the second half of the load (questions are answered early on). */
  halves: { total: { p50: number; p99: number } }[];
  /** The event loop's delay, ms: median of the per-second p50s, worst per-second p99 and max. */
  eventLoop: { p50: number; p99Median: number; p99Worst: number; max: number };
  /** GC pauses, ms per second of load (mean, worst second). */
  gc: { mean: number; worst: number };
  /** The server's CPU, percent of one core (mean over the load). */
  cpu: number;
}

interface ProbeFile {
  seconds: { t: number; eldP50: number; eldP99: number; eldMax: number; gcMs: number; cpuMs: number }[];
  requests: [number, string, number, number, number, number, number][];
}

/** Sums up the probe's file over the load window [from, to] (epoch ms). */
export function summariseProbe(file: string, from: number, to: number): ProbeSummary {
  const probe = JSON.parse(readFileSync(file, 'utf8')) as ProbeFile;
  const inWindow = (t: number) => t * 1000 >= from && t * 1000 <= to;
  const list = probe.requests.filter((r) => r[1] === 'GET /api/user/conversations/' && r[2] === 200 && inWindow(r[0]));
  const phase = (i: 3 | 4 | 5 | 6, rows = list) => ({
    p50: pct(
      rows.map((r) => r[i]),
      50,
    ),
    p99: pct(
      rows.map((r) => r[i]),
      99,
    ),
  });
  const mid = (from + to) / 2000;
  const secs = probe.seconds.filter((s) => inWindow(s.t));
  const median = (xs: number[]) => pct(xs, 50);
  return {
    list: { pre: phase(3), handler: phase(4), send: phase(5), total: phase(6) },
    halves: [
      {
        total: phase(
          6,
          list.filter((r) => r[0] < mid),
        ),
      },
      {
        total: phase(
          6,
          list.filter((r) => r[0] >= mid),
        ),
      },
    ],
    eventLoop: {
      p50: median(secs.map((s) => s.eldP50)),
      p99Median: median(secs.map((s) => s.eldP99)),
      p99Worst: Math.max(0, ...secs.map((s) => s.eldP99)),
      max: Math.max(0, ...secs.map((s) => s.eldMax)),
    },
    gc: {
      mean: Math.round(secs.reduce((a, s) => a + s.gcMs, 0) / Math.max(1, secs.length)),
      worst: Math.round(Math.max(0, ...secs.map((s) => s.gcMs))),
    },
    cpu: Math.round(secs.reduce((a, s) => a + s.cpuMs, 0) / Math.max(1, secs.length) / 10),
  };
}
