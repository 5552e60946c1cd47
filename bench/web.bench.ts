/**
 * `npm run bench:web`: the gzipped JavaScript each route loads (the landing page and, signed in,
 * the Response Advisor must stay under 250 KB), the hazard map's first paint on slow 4G, a
 * Lighthouse mobile run of `/` (simulated slow 4G; performance ≥ 90, LCP ≤ 2.5 s) and, signed in
 * (a user seeded through the API, its tokens put in the browser's storage), of `/`,
 * `/response_advisor` and `/geodata_explorer` (performance ≥ 95),
 * against the built app served by a started server, in Debian's Chromium.
 *
 * The hazard map's first paint is the `sfp-hazard-map-painted` mark (the first choropleth drawn),
 * read two ways, signed in, cache cleared: in Playwright with the slow-4G profile's nominal figures
 * applied through CDP (150 ms per request, 1.6 Mbps, CPU 4×), and by Lighthouse's user-timings audit
 * with Lighthouse's own mobile slow-4G profile applied (throttlingMethod "devtools": 562.5 ms per
 * request, 1.47 Mbps, CPU 4×, Moto G Power screen). Simulated throttling cannot time a mark: Lantern
 * simulates FCP, LCP and the like, but user timings are those of the unthrottled load.
 *
 * Signed in, each route is measured twice: with the HTTP cache emptied after the sign-in visit
 * (a first visit on this phone: Lighthouse's own condition, which clears the cache unless told to
 * keep the storage, as it must be for the tokens), and with the cache of that visit to /about kept
 * (a return visit: the app's shared chunks cached; the table measured before had only this one).
 *
 *   BENCH_LIGHTHOUSE_RUNS=3        runs of Lighthouse (the median is reported)
 *   BENCH_WEB_ONLY=hazard          only the hazard route (its JavaScript, its map's first paint, Lighthouse)
 *   BENCH_WEB_ONLY=signed-in       only the JavaScript per route and the signed-in Lighthouse table
 *   BENCH_SIGNED_IN_CACHE=empty    only one cache state for the signed-in table (empty | kept)
 *   CHROMIUM_PATH=/usr/bin/chromium
 *
 * Results: bench/results/web.json and bench/results/web.md (web-<only>.* for BENCH_WEB_ONLY).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.ts';
import { webReport } from './web/report.ts';
import {
  CHROMIUM,
  FLAGS,
  type FailedRun,
  type LighthouseRun,
  lighthouseInFreshChrome,
  signedInChrome,
  type Tokens,
} from './web/browser.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8793);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.BENCH_WEB_ONLY;
if (ONLY && ONLY !== 'hazard' && ONLY !== 'signed-in') throw new Error(`BENCH_WEB_ONLY=${ONLY}: hazard | signed-in`);
const HAZARD_ONLY = ONLY === 'hazard';
const SIGNED_IN_ONLY = ONLY === 'signed-in';
const CACHES = (['empty', 'kept'] as const).filter(
  (c) => !process.env.BENCH_SIGNED_IN_CACHE || process.env.BENCH_SIGNED_IN_CACHE === c,
);
const HAZARD = '/hazard_scoring';
const PAINT_MARK = 'sfp-hazard-map-painted';
/** MapLibre's first paint: it then takes over from the SVG map drawn first. */
const GL_MARK = 'sfp-hazard-maplibre-painted';

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

/** The host's load (1-minute average) at the start and end: the figures' context on a shared machine. */
const loadAtStart = loadavg()[0]!;
const build = spawnSync('npm', ['run', 'build', '--workspace', '@sfp/web'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'sfp-bench-web-'));
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
const routes: { route: string; files: number; gzipKb: number }[] = [];
const lighthouseRuns: (LighthouseRun | FailedRun)[] = [];
/** Signed in: cache state → route → runs (simulated slow 4G). */
const signedInRuns: Record<string, Record<string, (LighthouseRun | FailedRun)[]>> = {};
const SIGNED_IN_ROUTES = HAZARD_ONLY
  ? [HAZARD]
  : SIGNED_IN_ONLY
    ? ['/', '/response_advisor', '/geodata_explorer']
    : ['/', '/response_advisor', '/geodata_explorer', HAZARD];
/** The same slow-4G profile applied to the browser (devtools throttling) rather than simulated. */
const appliedRuns: (LighthouseRun | FailedRun)[] = [];
/** Milliseconds from navigation to the hazard map's first choropleth paint, per run. */
const mapPaints: number[] = [];
/** Milliseconds to MapLibre's first paint (taking over), per run of the same measurement. */
const glPaints: number[] = [];
/** The same mark read by Lighthouse (user-timings audit, its slow-4G profile applied); null: never set. */
const lighthousePaints: (number | null)[] = [];
try {
  await waitForHealth(server);
  // A signed-in user for the protected routes.
  const email = 'bench-web@example.sn';
  const password = 'Inondation2026';
  await fetch(`${BASE}/api/user/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, username: email, role: 'superadmin', password, password2: password }),
  });
  const tokens = (await (
    await fetch(`${BASE}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    })
  ).json()) as Tokens;

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  for (const route of HAZARD_ONLY
    ? [HAZARD]
    : ['/', '/about', '/home', '/response_advisor', '/geodata_explorer', '/flood_analysis', HAZARD]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (route !== '/' && route !== '/about') {
      await page.goto(`${BASE}/about`);
      await page.evaluate((t) => {
        localStorage.setItem('access', t.access);
        localStorage.setItem('refresh', t.refresh);
      }, tokens);
    }
    const js = new Set<string>();
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) js.add(new URL(r.url()).pathname);
    });
    await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const p of js) bytes += gzipSync(readFileSync(join(ROOT, 'apps/web/dist', p))).length;
    routes.push({ route, files: js.size, gzipKb: Math.round((bytes / 1024) * 10) / 10 });
    await context.close();
  }
  await browser.close();

  // The hazard map's first paint (the choropleth drawn, MapLibre's first idle after its layers),
  // signed in, with Lighthouse's mobile slow-4G profile applied to the browser: 150 ms RTT,
  // 1.6 Mbps down, 750 kbps up, CPU 4× slower. WebGL through SwiftShader.
  if (!SIGNED_IN_ONLY) {
    const gl = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        ...FLAGS.filter((f) => !f.startsWith('--headless')),
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    });
    for (let i = 0; i < RUNS; i++) {
      const context = await gl.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${BASE}/about`);
      await page.evaluate((t) => {
        localStorage.setItem('access', t.access);
        localStorage.setItem('refresh', t.refresh);
      }, tokens);
      await context.clearCookies();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${BASE}${HAZARD}`);
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAINT_MARK, {
        timeout: 120_000,
      });
      mapPaints.push(
        Math.round(await page.evaluate((mark) => performance.getEntriesByName(mark)[0]!.startTime, PAINT_MARK)),
      );
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, GL_MARK, {
        timeout: 120_000,
      });
      glPaints.push(
        Math.round(await page.evaluate((mark) => performance.getEntriesByName(mark)[0]!.startTime, GL_MARK)),
      );
      await context.close();
    }
    await gl.close();

    // Lighthouse's mobile slow-4G profile applied to the browser; the mark from its user-timings audit.
    for (let i = 0; i < RUNS; i++) {
      const chrome = await signedInChrome(BASE, tokens, true);
      try {
        const result = await lighthouse(`${BASE}${HAZARD}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyAudits: ['user-timings'],
          throttlingMethod: 'devtools',
          disableStorageReset: true,
        });
        const items = (result!.lhr.audits['user-timings']!.details as { items?: { name: string; startTime: number }[] })
          ?.items;
        const mark = items?.find((m) => m.name === PAINT_MARK);
        lighthousePaints.push(mark ? Math.round(mark.startTime) : null);
      } finally {
        chrome.kill();
      }
    }
  }

  for (const [method, runs] of ONLY
    ? []
    : ([
        ['simulate', lighthouseRuns],
        ['devtools', appliedRuns],
      ] as const)) {
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseInFreshChrome(`${BASE}/`, method));
  }

  // Signed in: the tokens go into the launched browser's storage first, and Lighthouse is told
  // to keep it (disableStorageReset); the HTTP cache emptied after that visit, or kept.
  for (const cache of CACHES) {
    const table: Record<string, (LighthouseRun | FailedRun)[]> = (signedInRuns[cache] = {});
    for (const route of SIGNED_IN_ROUTES) {
      table[route] = [];
      for (let i = 0; i < RUNS; i++) {
        const signIn = { base: BASE, tokens, emptyCache: cache === 'empty' };
        table[route].push(await lighthouseInFreshChrome(`${BASE}${route}`, 'simulate', signIn));
      }
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

const lines = webReport({
  only: ONLY,
  runs: RUNS,
  routes,
  paintMark: PAINT_MARK,
  hazard: HAZARD,
  mapPaints,
  glPaints,
  lighthousePaints,
  lighthouseRuns,
  appliedRuns,
  signedInRuns,
});
lines.splice(
  1,
  0,
  '',
  `Host: ${cpus().length} cores, load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end (a shared machine: the CPU-bound parts, TBT above all, move with it).`,
);
console.log(lines.join('\n'));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
// A partial run (BENCH_WEB_ONLY) is written beside the full results, never over them.
const out = join(ROOT, `bench/results/${ONLY ? `web-${ONLY}` : 'web'}`);
writeFileSync(
  `${out}.json`,
  `${JSON.stringify({ routes, hazardMapPaintMs: mapPaints, hazardMapLibrePaintMs: glPaints, hazardMapPaintLighthouseMs: lighthousePaints, lighthouse: lighthouseRuns, lighthouseApplied: appliedRuns, signedIn: signedInRuns }, null, 2)}\n`,
);
writeFileSync(`${out}.md`, `${lines.join('\n')}\n`);
