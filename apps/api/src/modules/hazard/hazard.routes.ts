import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ErrorResponse, HazardScores, HazardScoresQuery } from '@sfp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptedEncodings } from '../../lib/encoding.ts';
import type { HazardService } from './hazard.service.ts';

/** GET /api/hazard/scores/: the INFORM-like flood priority index per department (issue 15). */
export async function hazardRoutes(app: FastifyInstance, options: { service: HazardService }) {
  const { service } = options;
  app.withTypeProvider<ZodTypeProvider>().get('/hazard/scores/', {
    preHandler: app.authenticate,
    schema: {
      tags: ['geodata'],
      summary:
        'Flood priority index per department (INFORM-like: hazard & exposure, vulnerability, lack of coping capacity)',
      description:
        'A relative priority index from 0 to 10, not a probability of flooding. Each indicator is min-max normalised ' +
        'to 0–10 (log where skewed), averaged within its dimension; the dimensions are combined by a geometric mean ' +
        'weighted by w_hazard, w_vulnerability and w_coping (numbers from 0 to 100, not all zero; default 1). ' +
        'Missing indicators are left out and listed in `missing`; a missing dimension leaves the score null. ' +
        'The method is declared in data/hazard/inform-method.json.',
      security: [{ bearerAuth: [] }],
      querystring: HazardScoresQuery,
      response: { 200: HazardScores, 400: ErrorResponse, 401: ErrorResponse },
    },
    // The query is checked by the service, so a bad weight gets {detail, code} rather than field errors.
    validatorCompiler: () => (data: unknown) => ({ value: data }),
    // The service builds the typed answer itself; plain JSON.stringify keeps the p95 low (the
    // schema still documents it, and the API tests check the shape).
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    // Compressed when accepted: about 55 KB of JSON become about 5 KB, a third of a second less on
    // slow 4G before the hazard map's first paint (brotli at quality 5 or gzip at level 6: under a
    // millisecond each; brotli is a sixth smaller).
    handler: async (request, reply) => {
      const scores = await service.scoresFromQuery(request.query as Record<string, unknown>);
      reply.header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding');
      const encoding = acceptedEncodings(request.headers['accept-encoding'])[0];
      if (!encoding) return scores;
      const json = JSON.stringify(scores);
      reply.type('application/json; charset=utf-8').header('content-encoding', encoding);
      // Ready-made bytes: sent as they are, past the serializer.
      return reply.send(
        (encoding === 'br'
          ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(json, { level: 6 })) as unknown as HazardScores,
      );
    },
  });
}
