import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

function origins(urls: (string | undefined)[]): string[] {
  const out = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      out.add(new URL(url).origin);
    } catch {
      /* validated by config */
    }
  }
  return [...out];
}

/**
 * The headers helmet sets for these options, worked out once. Our options hold no per-request
 * parts (no CSP nonces), so every answer gets the same set; @fastify/helmet rebuilt the helmet
 * middleware on every request, about a twentieth of a token refresh's CPU.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * Security headers for every answer. The CSP is the one the web app passes: scripts only from
 * here (and the built page's inline script, `inlineScripts`, by hash), styles inline too (Ant Design injects them), frames only from the flood-mapping app,
 * fetches from here and the basemap's origin (when one is configured).
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  inlineScripts: string[] = [],
): Promise<void> {
  const frameOrigins = origins([config.floodMappingUrls.en, config.floodMappingUrls.fr]);
  // The hazard map's optional basemap: its style, tiles, glyphs and sprites are fetched from there.
  const basemapOrigins = origins([config.basemapStyleUrl]);
  const headers = securityHeaders({
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The built page's own inline script, by its hash (web-static.ts inlineScriptHashes).
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...basemapOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...basemapOrigins],
        frameSrc: frameOrigins.length > 0 ? frameOrigins : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    hsts: config.env === 'production' ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      maxAge: 600,
    });
  }
}
