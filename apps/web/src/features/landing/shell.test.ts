import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import enLogin from '../../locales/en/login.json';
import frCommon from '../../locales/fr/common.json';
import frLogin from '../../locales/fr/login.json';

/**
 * The static shell of index.html (ADR 020) must say what the React landing page says: the same
 * texts in the same places, so the page does not change under the reader's eyes when the app takes
 * over, and no larger element replaces the shell's largest paint.
 */
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(read('../../../index.html'))![1]!;
const shellJs = read('../../../public/shell.js');

function runShell() {
  document.body.innerHTML = body;
  new Function(shellJs)();
}
const text = (id: string) => document.getElementById(id)!.textContent.replace(/\s+/g, ' ').trim();

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'fr';
});

describe('the static landing shell', () => {
  it('shows the French texts of the landing page by default', () => {
    runShell();
    expect(text('shell-name')).toBe(frCommon.app_name);
    expect(text('shell-title')).toBe(frLogin.welcome_title);
    expect(text('shell-promo-title')).toBe(frLogin.promo_heading);
    expect(text('shell-promo-text')).toBe(frLogin.promo_description);
  });

  it('switches to the English texts when English is the stored language', () => {
    localStorage.setItem('i18nextLng', 'en');
    runShell();
    expect(document.documentElement.lang).toBe('en');
    expect(text('shell-name')).toBe(enCommon.app_name);
    expect(text('shell-title')).toBe(enLogin.welcome_title);
    expect(text('shell-promo-title')).toBe(enLogin.promo_heading);
    expect(text('shell-promo-text')).toBe(enLogin.promo_description);
  });

  it('loads the built app only through shell.js, after the paint', () => {
    // The source keeps Vite's dev entry; the build moves it to shell.js (vite.config.ts).
    expect(body).toContain('<script src="/shell.js"></script>');
    expect(shellJs).toContain("getAttribute('data-entry')");
    expect(shellJs).toContain('first-contentful-paint');
  });
});
