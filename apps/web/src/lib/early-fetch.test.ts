import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyJson } from './early-fetch.ts';

const here = dirname(fileURLToPath(import.meta.url));
const earlyJs = readFileSync(join(here, '../shell/early.js'), 'utf8');
const shellJs = readFileSync(join(here, '../../public/shell.js'), 'utf8');
const URLS = ['/api/a/?x=1&y=2', '/api/b/'];
const FIRST = '/assets/first-map.js';

/** A token whose exp is `secondsFromNow` away (shell.js reads only its claims). */
const token = (secondsFromNow: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow }))}.s`;

/** Runs the page's inline script as the built page does on `path`, with the build's attributes. */
function runEarly(path: string, first: Record<string, string[]> = {}) {
  window.history.replaceState(null, '', path);
  const script = document.createElement('script');
  script.setAttribute('data-fetch', JSON.stringify({ '/hazard_scoring': URLS }));
  script.setAttribute('data-first', JSON.stringify(first));
  document.body.appendChild(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(earlyJs)();
}

/** Runs shell.js after it, as the built page does. */
function runShell() {
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index.js');
  document.body.appendChild(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(shellJs)();
}
const appRequested = () =>
  [...document.head.querySelectorAll('script')].some((s) => s.src.endsWith('/assets/index.js'));

afterEach(() => {
  Reflect.deleteProperty(document, 'currentScript');
  delete window.sfpEarly;
  delete window.sfpFirstPaint;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe("the first screen's data requested by the page's inline script on a deep link", () => {
  it('is requested with the unexpired token, on the paths the build lists only', () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    localStorage.setItem('access', token(600));
    runEarly('/home');
    expect(fetch).not.toHaveBeenCalled();
    runEarly('/hazard_scoring');
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(URLS);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ headers: { Authorization: `Bearer ${token(600)}` } });
    expect(Object.keys(window.sfpEarly ?? {})).toEqual(URLS);
  });

  it('is not requested without a session or with an expired token (the app refreshes, then asks)', () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    runEarly('/hazard_scoring');
    localStorage.setItem('access', token(-60));
    runEarly('/hazard_scoring');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is taken by the app once; a failed answer, or none, is asked again through the app's client", async () => {
    window.sfpEarly = {
      '/ok': Promise.resolve(new Response('{"n":1}')),
      '/401': Promise.resolve(new Response('{}', { status: 401 })),
    };
    const again = vi.fn(async () => ({ n: 2 }));
    expect(await earlyJson('/ok', again)).toEqual({ n: 1 });
    expect(again).not.toHaveBeenCalled();
    expect(await earlyJson('/ok', again)).toEqual({ n: 2 }); // taken once
    expect(await earlyJson('/401', again)).toEqual({ n: 2 });
    expect(await earlyJson('/never', again)).toEqual({ n: 2 });
    expect(again).toHaveBeenCalledTimes(3);
  });

  it("runs the route's first-screen module, and shell.js loads the app only once that screen is drawn", async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    localStorage.setItem('access', token(600));
    runEarly('/hazard_scoring', { '/hazard_scoring': [FIRST] });
    const module = document.head.querySelector<HTMLScriptElement>(`script[src$="${FIRST}"]`);
    expect(module?.type).toBe('module');
    runShell();
    expect(appRequested()).toBe(false);
    window.dispatchEvent(new Event('sfp-first-paint'));
    await window.sfpFirstPaint;
    await Promise.resolve();
    expect(appRequested()).toBe(true);
  });

  it('loads the app at once where no first screen is drawn before it (no module, or no session)', () => {
    runEarly('/hazard_scoring', { '/hazard_scoring': [FIRST] });
    expect(document.head.querySelector(`script[src$="${FIRST}"]`)).toBeNull();
    runShell();
    expect(appRequested()).toBe(true);
  });
});
