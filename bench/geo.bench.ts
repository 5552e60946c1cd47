/**
 * `npm run bench:geo`: latency of GET /api/hazard/scores/ (p50/p95 over sequential requests with
 * changing weights, as the sliders send them; target p95 ≤ 30 ms) and the gzipped size of each
 * boundary level (target ≤ 150 KB for the 46 departments; also their overview, the first map's), against a started server (a child
 * process, as in production) on PGlite with the shipped knowledge loaded.
 *
 *   BENCH_GEO_REQUESTS=500   scores requests measured (after 20 to warm up)
 *   BENCH_PORT=8794
 *
 * Results: bench/results/geo.json and bench/results/geo.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8794);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = Number(process.env.BENCH_GEO_REQUESTS ?? 500);

async function waitForHealth(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const ms = (n: number) => Math.round(n * 100) / 100;

const dataDir = mkdtempSync(join(tmpdir(), 'sfp-bench-geo-'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(ROOT, 'apps/api/src/server.ts')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    REQUIRE_EMAIL_VERIFICATION: 'false',
  },
});

const result: {
  date: string;
  engine: 'pglite';
  scores: { requests: number; firstMs: number; p50Ms: number; p95Ms: number; maxMs: number };
  boundaries: { level: string; features: number; rawKb: number; gzipKb: number }[];
} = {
  date: new Date().toISOString(),
  engine: 'pglite',
  scores: { requests: 0, firstMs: 0, p50Ms: 0, p95Ms: 0, maxMs: 0 },
  boundaries: [],
};

try {
  await waitForHealth(server);
  const email = 'bench-geo@example.sn';
  const password = 'Inondation2026';
  await fetch(`${BASE}/api/user/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, username: email, role: 'superadmin', password, password2: password }),
  });
  const { access } = (await (
    await fetch(`${BASE}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    })
  ).json()) as { access: string };
  const auth = { authorization: `Bearer ${access}` };

  const timed = async (url: string) => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: auth });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t0;
  };
  // The first request computes and caches the indicators.
  result.scores.firstMs = ms(await timed(`${BASE}/api/hazard/scores/?level=department`));
  for (let i = 0; i < 20; i++) await timed(`${BASE}/api/hazard/scores/?w_hazard=${i % 5}&w_vulnerability=1&w_coping=1`);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const w = [(i % 11) / 2, ((i * 7) % 11) / 2, ((i * 3) % 11) / 2 || 1];
    times.push(
      await timed(
        `${BASE}/api/hazard/scores/?level=department&w_hazard=${w[0]}&w_vulnerability=${w[1]}&w_coping=${w[2]}`,
      ),
    );
  }
  result.scores = {
    requests: REQUESTS,
    firstMs: result.scores.firstMs,
    p50Ms: ms(percentile(times, 50)),
    p95Ms: ms(percentile(times, 95)),
    maxMs: ms(Math.max(...times)),
  };

  // The overview (?detail=overview) is what the hazard map draws first, on slow networks.
  for (const level of ['region', 'department', 'department (overview)', 'commune']) {
    const url = level.endsWith('(overview)')
      ? `${BASE}/api/geo/boundaries/department/?detail=overview`
      : `${BASE}/api/geo/boundaries/${level}/`;
    const plain = await fetch(url, { headers: { ...auth, 'accept-encoding': 'identity' } });
    const text = await plain.text();
    // Node's fetch decompresses; ask for gzip through a raw request to count the bytes on the wire.
    const { request } = await import('node:http');
    const gzipBytes = await new Promise<number>((resolveBytes, reject) => {
      const req = request(url, { headers: { ...auth, 'accept-encoding': 'gzip' } }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => resolveBytes(n));
      });
      req.on('error', reject);
      req.end();
    });
    result.boundaries.push({
      level,
      features: (JSON.parse(text) as { features: unknown[] }).features.length,
      rawKb: Math.round((Buffer.byteLength(text) / 1024) * 10) / 10,
      gzipKb: Math.round((gzipBytes / 1024) * 10) / 10,
    });
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

const s = result.scores;
const dep = result.boundaries.find((b) => b.level === 'department')!;
const lines = [
  `# bench:geo — ${result.date}`,
  '',
  `GET /api/hazard/scores/ on PGlite, ${s.requests} sequential requests with changing weights (server in a child process):`,
  `p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms (target ≤ 30 ms), max ${s.maxMs} ms; first request (computes and caches the indicators) ${s.firstMs} ms.`,
  '',
  '| boundaries | features | JSON KB | gzipped KB |',
  '|---|---|---|---|',
  ...result.boundaries.map((b) => `| ${b.level} | ${b.features} | ${b.rawKb} | ${b.gzipKb} |`),
  '',
  `Departments: ${dep.gzipKb} KB gzipped (target ≤ 150 KB).`,
];
console.log(lines.join('\n'));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/geo.json'), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(join(ROOT, 'bench/results/geo.md'), `${lines.join('\n')}\n`);
