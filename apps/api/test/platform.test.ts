import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { securityHeaders } from '../src/plugins/security.ts';
import { loadConfig } from '../src/config.ts';
import {
  createTestContext,
  createTestDatabase,
  GOOD_PASSWORD,
  type TestContext,
  uniqueEmail,
} from './helpers/context.ts';
import { createVerifiedUser, register } from './helpers/users.ts';

const logLines: string[] = [];
let t: TestContext;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'sfp-web-'));
  await mkdir(join(web, 'assets'));
  await writeFile(join(web, 'index.html'), '<!doctype html><title>Plateforme</title><div id="root"></div>');
  await writeFile(join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(join(web, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  await writeFile(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestContext(
    {
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: web,
      BODY_LIMIT_BYTES: '2048',
      FLOOD_MAPPING_URL_FR: 'https://maps.example.org/fr/app',
    },
    { serveWeb: true, logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers an unknown API route with a 404 JSON body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers a wrong method on a known path with 405 and an Allow header', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/token/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('POST');
    expect(res.json()).toMatchObject({ code: 'method_not_allowed' });
    const withParams = await t.app.inject({ method: 'POST', url: '/api/email/verify-email/MQ/abc/' });
    expect(withParams.statusCode).toBe(405);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'a@b.sn', password: 'x'.repeat(4000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers an unsupported content type with 415 and malformed JSON with 400, never with a stack trace', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a@b.sn", "password": }',
    });
    expect(bad.statusCode).toBe(400);
    for (const body of [xml.body, bad.body]) {
      expect(body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+|stack/i);
    }
  });

  it('answers a body that is not an object with a field error, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2,3]',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).length).toBeGreaterThan(0);
    // An empty JSON body is no body: the call's own fields are then missing.
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).length).toBeGreaterThan(0);
    // Prototype poisoning is refused, as by Fastify's own parser.
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a@b.sn", "password": "x", "__proto__": {"admin": true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toMatchObject({ code: 'malformed_json' });
  });
});

describe('health', () => {
  it('answers 200 while the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is not', async () => {
    const ctx = await createTestContext();
    try {
      await ctx.database.close();
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await ctx.close();
    }
  });
});

describe('client configuration', () => {
  it('hands the web app the flood-mapping URLs at run time, null where unset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      floodMapping: { en: null, fr: 'https://maps.example.org/fr/app' },
      basemapStyleUrl: null,
    });
  });

  it('follows the configuration of the server it runs on', async () => {
    const ctx = await createTestContext({
      FLOOD_MAPPING_URL_EN: 'https://maps.example.org/en/app',
      FLOOD_MAPPING_URL_FR: 'https://maps.example.org/fr/app',
      MAP_BASEMAP_STYLE_URL: 'https://tiles.example.org/styles/basic.json',
    });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/client-config/' });
      expect(res.json()).toEqual({
        floodMapping: { en: 'https://maps.example.org/en/app', fr: 'https://maps.example.org/fr/app' },
        basemapStyleUrl: 'https://tiles.example.org/styles/basic.json',
      });
      // The basemap's origin may be fetched from; nothing else is.
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://tiles.example.org");
    } finally {
      await ctx.close();
    }
  });
});

describe('security headers', () => {
  it('sends no-referrer, a strict CSP allowing the flood-mapping frame, and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-src https://maps.example.org');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends the same headers on API answers, errors and unknown routes', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/user/id/' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-call/' }),
      t.app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: '{"refresh":',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 400]);
    for (const res of answers) {
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('adds HSTS in production only', async () => {
    expect(securityHeaders({ hsts: false })['strict-transport-security']).toBeUndefined();
    expect(
      securityHeaders({ hsts: { maxAge: 15_552_000, includeSubDomains: true } })['strict-transport-security'],
    ).toBe('max-age=15552000; includeSubDomains');
    const dev = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
    const ctx = await createTestContext({ NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(40) });
    try {
      const prod = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(prod.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    } finally {
      await ctx.close();
    }
  });

  it('allows only the configured origins when CORS_ORIGINS is set', async () => {
    const ctx = await createTestContext({ CORS_ORIGINS: 'https://partenaire.example.sn' });
    try {
      const preflight = (origin: string) =>
        ctx.app.inject({
          method: 'OPTIONS',
          url: '/api/token/',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      const allowed = await preflight('https://partenaire.example.sn');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://partenaire.example.sn');
      const other = await preflight('https://evil.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });

  it('keeps CORS off by default', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/token/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the web app from the same origin', () => {
  it('serves index.html for every non-API path (history fallback), revalidated each time', async () => {
    for (const url of ['/', '/home', '/recover_password/MQ/abc-def/', '/response_advisor?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the pre-compressed copy the browser accepts: brotli, else gzip, else the file', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('never answers an API path with the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/conversation_manager/unknown/deeper/path' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('OpenAPI', () => {
  it('documents every call at /api/schema/ from the validating schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schema/' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/token/',
      '/api/token/refresh/',
      '/api/token/blacklist/',
      '/api/user/register/',
      '/api/email/verify-email/{uid}/{token}/',
      '/api/password/reset/',
      '/api/password/reset-confirm/{uid}/{token}/',
      '/api/user/id/',
      '/api/user/conversations/',
      '/api/health',
      '/api/utils/generate-pdf/',
      '/conversation_manager/sql_agent_chat/{conversationId}',
      '/conversation_manager/report_writer/{conversationId}',
      '/conversation_manager/{conversationId}',
    ]) {
      expect(paths, path).toContain(path);
    }
    const ref: string = doc.paths['/api/user/register/'].post.requestBody.content['application/json'].schema.$ref;
    const schema = doc.components.schemas[ref.split('/').at(-1)!];
    expect(Object.keys(schema.properties).sort()).toEqual(['email', 'password', 'password2', 'role', 'username']);
    expect(schema.properties.role.enum).toEqual(['superadmin']);
    expect(doc.paths['/api/user/conversations/'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves a docs page at /api/docs/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('logs', () => {
  it('write one structured line a request and never a password, a token or a link secret', async () => {
    logLines.length = 0;
    const email = uniqueEmail();
    await register(t.app, email, GOOD_PASSWORD);
    const user = await createVerifiedUser(t.app, t.outboxDir);
    await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: user.refresh } });
    await t.app.inject({ method: 'GET', url: '/api/email/verify-email/MQ/secret-token-value/' });
    const all = logLines.join('\n');
    expect(all).not.toContain(GOOD_PASSWORD);
    expect(all).not.toContain(user.access);
    expect(all).not.toContain(user.refresh);
    expect(all).not.toContain('secret-token-value');
    const requests = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(5);
    expect(requests.some((l) => l.url === '/api/email/verify-email/MQ/***/')).toBe(true);
    for (const line of requests) expect(line).toMatchObject({ method: expect.any(String), status: expect.any(Number) });
    // The outbox link is the one place a dev can read a link: logged as the mail is written.
    expect(logLines.some((l) => JSON.parse(l).msg === 'mail written to the outbox')).toBe(true);
  });
});

describe('graceful shutdown', () => {
  it('stops taking connections but finishes the request in flight before closing', async () => {
    const db = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: web, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { database: db.database, serveWeb: false });
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // A request that is provably in flight when close() starts.
    app.get('/slow-for-test', async () => {
      started();
      await released;
      return { done: true };
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const inFlight = fetch(`http://127.0.0.1:${port}/slow-for-test`);
      await handlerStarted;
      const closing = app.close();
      release();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      await closing;
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
