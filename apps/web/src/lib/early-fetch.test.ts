import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyJson } from './early-fetch.ts';

const shellJs = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public/shell.js'), 'utf8');
const URLS = ['/api/a/?x=1&y=2', '/api/b/'];

/** A token whose exp is `secondsFromNow` away (shell.js reads only its claims). */
const token = (secondsFromNow: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow }))}.s`;

/** Runs shell.js as the built page does on `path`: its script tag with the build's attributes. */
function runShell(path: string) {
  window.history.replaceState(null, '', path);
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index.js');
  script.setAttribute('data-fetch', JSON.stringify({ '/hazard_scoring': URLS }));
  document.body.appendChild(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(shellJs)();
}

afterEach(() => {
  Reflect.deleteProperty(document, 'currentScript');
  delete window.sfpEarly;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe("the first screen's data requested by shell.js on a deep link", () => {
  it('is requested with the unexpired token, on the paths the build lists only', () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    localStorage.setItem('access', token(600));
    runShell('/home');
    expect(fetch).not.toHaveBeenCalled();
    runShell('/hazard_scoring');
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(URLS);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ headers: { Authorization: `Bearer ${token(600)}` } });
    expect(Object.keys(window.sfpEarly ?? {})).toEqual(URLS);
  });

  it('is not requested without a session or with an expired token (the app refreshes, then asks)', () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    runShell('/hazard_scoring');
    localStorage.setItem('access', token(-60));
    runShell('/hazard_scoring');
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
});
