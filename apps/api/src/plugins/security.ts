import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
 * Security headers for every answer. The CSP is the one the web app passes: scripts only from
 * here, styles inline too (Ant Design injects them), frames only from the flood-mapping app.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const frameOrigins = origins([config.floodMappingUrls.en, config.floodMappingUrls.fr]);
  await app.register(helmet, {
    global: true,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      maxAge: 600,
    });
  }
}
