import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document is generated from the same Zod schemas that validate requests, so there is
 * no second description to keep in step. JSON at /api/schema/, a browsable page at /api/docs/.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  transforms: Pick<FastifyDynamicSwaggerOptions, 'transform' | 'transformObject'>,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Senegal Flood Response Platform API',
        description:
          'Accounts, conversations, the Response Advisor and reports. Errors: `{detail, code}`, or DRF-style field errors `{field: [code]}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    ...transforms,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; scripts stay restricted to its own files.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/schema/', { schema: { hide: true } }, async () => app.swagger());
}
