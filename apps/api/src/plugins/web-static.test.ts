import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { deepLinkPreloads, inlineScriptHashes } from './web-static.ts';

const routes = JSON.stringify({ '/hazard_scoring': ['/assets/page.js', '/assets/page.css'] }).replace(/"/g, '&quot;');
const html = Buffer.from(
  `<!doctype html><body><div id="root"></div><script src="/shell.js" data-entry="/assets/index.js" ` +
    `data-preload="/assets/i18n.js /assets/app.js" data-routes="${routes}"></script></body>`,
);

describe('deep-link preloads (Link header of the history fallback)', () => {
  const preloads = deepLinkPreloads(html);

  it('names nothing on the landing page, whose shell paints before any of the app is fetched', () => {
    expect(preloads('/')).toBeUndefined();
  });

  it("names shell.js first, then the app's modules, on any other path", () => {
    expect(preloads('/home')).toBe(
      '</shell.js>; rel=preload; as=script, </assets/index.js>; rel=modulepreload; crossorigin, ' +
        '</assets/i18n.js>; rel=modulepreload; crossorigin, </assets/app.js>; rel=modulepreload; crossorigin',
    );
  });

  it("adds a listed route's chunks and stylesheets", () => {
    expect(preloads('/hazard_scoring')).toMatch(
      /app\.js>; rel=modulepreload; crossorigin, <\/assets\/page\.js>; rel=modulepreload; crossorigin, <\/assets\/page\.css>; rel=preload; as=style; crossorigin$/,
    );
    expect(preloads('/constructor')).not.toContain('page.js');
  });

  it('names nothing when the page has no shell script (a build without it, or none)', () => {
    expect(deepLinkPreloads(Buffer.from('<!doctype html><div id="root"></div>'))('/home')).toBeUndefined();
    expect(deepLinkPreloads(null)('/home')).toBeUndefined();
  });

  it('names only the first-screen module beside shell.js on a route drawn before the app (shell.js loads the app after)', () => {
    const first = JSON.stringify({ '/hazard_scoring': ['/assets/first-map.js'] }).replace(/"/g, '&quot;');
    const page = Buffer.from(
      html
        .toString()
        .replace(
          '<script src="/shell.js"',
          `<script data-sfp-early data-first="${first}">(0)</script><script src="/shell.js"`,
        ),
    );
    const links = deepLinkPreloads(page);
    expect(links('/hazard_scoring')).toBe(
      '</shell.js>; rel=preload; as=script, </assets/first-map.js>; rel=modulepreload; crossorigin',
    );
    expect(links('/home')).toContain('/assets/app.js');
  });
});

describe("the built page's inline scripts in the CSP", () => {
  it('are allowed by the SHA-256 of their text, and scripts loaded from a file need none', () => {
    const code = '(function(){window.x=1})();';
    const page = Buffer.from(
      `<head><script data-sfp-early data-fetch="{}">${code}</script><script src="/shell.js" data-entry="/a.js"></script></head>`,
    );
    const hash = createHash('sha256').update(code).digest('base64');
    expect(inlineScriptHashes(page)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptHashes(Buffer.from('<script src="/shell.js"></script>'))).toEqual([]);
    expect(inlineScriptHashes(null)).toEqual([]);
  });
});
