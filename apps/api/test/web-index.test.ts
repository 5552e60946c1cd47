import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';

let t: TestContext;
let web: string;
const INLINE = '(function(){window.sfpEarly={}})();';
beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'sfp-web-index-'));
  const script =
    `<script data-sfp-early data-fetch="{}">${INLINE}</script>` +
    '<script src="/shell.js" data-entry="/assets/index.js" data-preload="/assets/app.js"></script>';
  await writeFile(join(web, 'index.html'), `<!doctype html><title>Plateforme</title><div id="root"></div>${script}`);
  t = await createTestContext({ WEB_DIST_DIR: web }, { serveWeb: true });
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

describe("the history fallback's page", () => {
  const get = (url: string, coding: string) => t.app.inject({ url, headers: { 'accept-encoding': coding } });

  it('is sent compressed as the browser accepts: brotli, else gzip, else as it is', async () => {
    const plain = await get('/home', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    const br = await get('/home', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gz = await get('/', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps its Link header of preloads, whatever the coding', async () => {
    expect((await get('/home', 'br')).headers.link).toContain('</assets/app.js>; rel=modulepreload');
  });

  it('has its inline script allowed by hash in the CSP, and no other inline script', async () => {
    const csp = String((await get('/hazard_scoring', 'br')).headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/=]/g, '\\$&')}';`));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
