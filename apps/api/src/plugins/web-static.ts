import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { acceptedEncodings, type Encoding } from '../lib/encoding.ts';

/** Paths that belong to the API: never answered with the web app. */
export const API_PREFIXES = ['/api/', '/conversation_manager/'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return path === '/api' || path === '/conversation_manager' || API_PREFIXES.some((p) => path.startsWith(p));
}

/**
 * Serves the built web app from the same origin: hashed assets cached for a year (brotli or gzip
 * when the build wrote them and the browser accepts them), index.html revalidated every time. Returns the index page for the history fallback, or null if no build.
 */
export async function registerWebStatic(app: FastifyInstance, distDir: string): Promise<Buffer | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: true,
    // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, path) {
      if (/[/\\]assets[/\\]/.test(path)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  return readFileSync(indexFile);
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&') ?? '';

/**
 * Deep links start their code with the page: for any path but the landing page (whose static shell
 * paints before any of the app is fetched, ADR 020), a `Link` header naming the app's modules, and
 * on a path of the build's `data-routes` (apps/web/vite.config.ts) that route's own chunks too, all
 * read from the built index.html's shell script; on a route whose first screen is drawn before the
 * app (`data-first`), that screen's module instead. The browser requests them as the HTML's headers
 * arrive instead of after `shell.js` has arrived and run: on slow 4G, about 300 ms sooner.
 */
export function deepLinkPreloads(indexHtml: Buffer | null): (path: string) => string | undefined {
  const tag = indexHtml && /<script src="\/shell\.js"[^>]*>/.exec(indexHtml.toString('utf8'))?.[0];
  const entry = tag ? attribute(tag, 'data-entry') : '';
  if (!tag || !entry) return () => undefined;
  const preloads = [entry, ...attribute(tag, 'data-preload').split(' ')].filter(Boolean);
  let routes: Record<string, string[]> = {};
  try {
    routes = JSON.parse(attribute(tag, 'data-routes') || '{}') as Record<string, string[]>;
  } catch {
    routes = {};
  }
  const early = indexHtml && /<script data-sfp-early[^>]*>/.exec(indexHtml.toString('utf8'))?.[0];
  let first: Record<string, string[]> = {};
  try {
    first = JSON.parse((early && attribute(early, 'data-first')) || '{}') as Record<string, string[]>;
  } catch {
    first = {};
  }
  const link = (file: string) =>
    `<${file}>; rel=${file.endsWith('.css') ? 'preload; as=style' : 'modulepreload'}; crossorigin`;
  return (path) => {
    if (path === '/') return undefined;
    const files = Object.hasOwn(routes, path) ? [...preloads, ...routes[path]!] : preloads;
    // A route whose first screen a module of its own draws before the app (data-first): that
    // module alone beside shell.js, which loads the app once that screen is drawn (the app's code
    // would otherwise share a slow network with what the screen needs).
    const paint = Object.hasOwn(first, path) ? first[path]! : null;
    // shell.js first: the page's own script, which would otherwise wait behind them all.
    return ['</shell.js>; rel=preload; as=script', ...(paint ?? files).map(link)].join(', ');
  };
}

/** The built page, if there is one (read again by registerWebStatic, which serves it). */
export function builtIndex(distDir: string): Buffer | null {
  const indexFile = join(distDir, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile) : null;
}

/**
 * The CSP sources that allow the built page's inline scripts (the deep-link data request, apps/web
 * src/shell/early.js), each by the SHA-256 of its text: no other inline script can run.
 */
export function inlineScriptHashes(indexHtml: Buffer | null): string[] {
  if (!indexHtml) return [];
  const hashes: string[] = [];
  for (const m of indexHtml.toString('utf8').matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]) hashes.push(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The history fallback's page in each coding, compressed once at start-up (as the build compresses
 * the assets): about 13 KB become 4 on the first request of every visit, which on a slow network
 * everything else waits for.
 */
export function indexEncodings(indexHtml: Buffer): (acceptEncoding: string | undefined) => {
  body: Buffer;
  encoding?: Encoding;
} {
  const encoded: Record<Encoding, Buffer> = {
    br: brotliCompressSync(indexHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(indexHtml, { level: 9 }),
  };
  return (acceptEncoding) => {
    const encoding = acceptedEncodings(acceptEncoding)[0];
    return encoding ? { body: encoded[encoding], encoding } : { body: indexHtml };
  };
}
