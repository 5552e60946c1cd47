import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const Health = z
  .object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) })
  .meta({ id: 'Health' });

/** 200 when the database answers, 503 otherwise (for load balancers and uptime checks). */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: Health, 503: Health } },
    handler: async (_request, reply) => {
      const ok = await options.database.ping();
      reply.header('cache-control', 'no-store');
      return ok
        ? reply.code(200).send({ status: 'ok', database: 'ok' })
        : reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    },
  });
}
