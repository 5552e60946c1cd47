import { BoundaryFeatureCollection, ErrorResponse } from '@sfp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedEncodings } from '../../lib/encoding.ts';
import type { GeoService } from './geo.service.ts';

const Params = z.object({ level: z.string().meta({ description: 'region | department | commune' }) });
const Query = z.object({
  detail: z
    .string()
    .optional()
    .meta({
      description:
        'full (default): the shipped geometry; overview: simplified (about 550 m) for a map of the whole country, ' +
        'about a quarter of the bytes',
    }),
});

/** Does an If-None-Match header name this ETag (or `*`)? */
const matches = (header: string | undefined, etag: string) =>
  !!header &&
  header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');

/** GET /api/geo/boundaries/{level}/: the shipped boundaries as GeoJSON, with ETag, brotli or gzip. */
export async function geoRoutes(app: FastifyInstance, options: { service: GeoService }) {
  const { service } = options;
  app.withTypeProvider<ZodTypeProvider>().get('/geo/boundaries/:level/', {
    preHandler: app.authenticate,
    schema: {
      tags: ['geodata'],
      summary: 'Administrative boundaries (region | department | commune) as a GeoJSON FeatureCollection',
      description:
        "Each feature's properties hold at least `pcode` (the knowledge schema's key) and `name`. Departments are " +
        'OCHA COD-AB v02 (2024, CC BY-IGO). Answers brotli or gzip when accepted; revalidate with If-None-Match (304). ' +
        'A `detail` other than full or overview gets a coded 400.',
      security: [{ bearerAuth: [] }],
      params: Params,
      querystring: Query,
      response: {
        200: BoundaryFeatureCollection,
        304: z.null().meta({ description: 'Not modified (If-None-Match matched the ETag)' }),
        400: ErrorResponse,
        401: ErrorResponse,
        404: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      const body = service.boundaries(request.params.level, request.query.detail);
      reply
        .header('etag', body.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Accept-Encoding, Authorization');
      if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send(null);
      const encoding = acceptedEncodings(request.headers['accept-encoding'])[0];
      reply.type('application/geo+json; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      // Ready-made bytes (already serialised, maybe compressed): sent as they are.
      return reply.send((encoding ? body[encoding] : body.json) as unknown as BoundaryFeatureCollection);
    },
  });
}
