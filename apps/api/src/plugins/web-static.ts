import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
