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
 * read from the built index.html's shell script. The browser requests them as the HTML's headers
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
  const link = (file: string) =>
    `<${file}>; rel=${file.endsWith('.css') ? 'preload; as=style' : 'modulepreload'}; crossorigin`;
  return (path) => {
    if (path === '/') return undefined;
    const files = Object.hasOwn(routes, path) ? [...preloads, ...routes[path]!] : preloads;
    // shell.js first: the page's own script, which would otherwise wait behind them all.
    return ['</shell.js>; rel=preload; as=script', ...files.map(link)].join(', ');
  };
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
