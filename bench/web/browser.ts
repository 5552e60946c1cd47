/**
 * bench:web's browser side: a Chromium for Lighthouse with a signed-in user's tokens in its
 * storage, and one Lighthouse run reduced to the figures the bench reports.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type Tokens = { access: string; refresh: string };
export type LighthouseRun = {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  clsx1000: number;
  /** Runs Lighthouse could not score before this one. */
  retries?: number;
};
/** A run Lighthouse could not score (its runtime error code, e.g. a page that never painted in time). */
export type FailedRun = { error: string };
export const scored = (runs: (LighthouseRun | FailedRun)[]): LighthouseRun[] =>
  runs.filter((r): r is LighthouseRun => !('error' in r));

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * A Chromium for Lighthouse with the user's tokens in its storage (put there on a visit to /about);
 * `emptyCache`: its HTTP cache emptied after that visit, else the app's shared chunks that /about
 * fetched come from the cache, as on a return visit.
 */
export async function signedInChrome(base: string, tokens: Tokens, emptyCache: boolean) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const setup = await cdp.contexts()[0]!.newPage();
  await setup.goto(`${base}/about`);
  await setup.evaluate((t) => {
    localStorage.setItem('access', t.access);
    localStorage.setItem('refresh', t.refresh);
  }, tokens);
  if (emptyCache) await (await setup.context().newCDPSession(setup)).send('Network.clearBrowserCache');
  await setup.close();
  await cdp.close();
  return chrome;
}

/**
 * One Lighthouse performance run (mobile, its slow-4G profile, `method` "simulate" or "devtools").
 * `signedIn`: the browser's storage (the tokens) is kept; Lighthouse would otherwise clear it.
 */
export async function lighthouseRun(
  url: string,
  port: number,
  method: 'simulate' | 'devtools',
  signedIn: boolean,
): Promise<LighthouseRun | FailedRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: method,
    disableStorageReset: signedIn,
  });
  const lhr = result!.lhr;
  const score = lhr.categories.performance!.score;
  if (lhr.runtimeError || score === null) return { error: lhr.runtimeError?.code ?? 'no score' };
  return {
    performance: Math.round(score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']!.numericValue ?? 0),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']!.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? 0),
    clsx1000: Math.round((lhr.audits['cumulative-layout-shift']!.numericValue ?? 0) * 1000),
  };
}

/**
 * Lighthouse on `url` in a fresh Chromium, signed in or not. A run Lighthouse cannot score (its
 * runtime error, e.g. NO_NAVSTART on a loaded machine) is tried again, twice at most; the last
 * failure is returned if none scores.
 */
export async function lighthouseInFreshChrome(
  url: string,
  method: 'simulate' | 'devtools',
  signIn?: { base: string; tokens: Tokens; emptyCache: boolean },
): Promise<LighthouseRun | FailedRun> {
  let run: LighthouseRun | FailedRun = { error: 'not run' };
  for (let attempt = 0; attempt < 3; attempt++) {
    const chrome = signIn
      ? await signedInChrome(signIn.base, signIn.tokens, signIn.emptyCache)
      : await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      run = await lighthouseRun(url, chrome.port, method, !!signIn);
    } finally {
      chrome.kill();
    }
    if (!('error' in run)) return attempt === 0 ? run : { ...run, retries: attempt };
  }
  return run;
}
