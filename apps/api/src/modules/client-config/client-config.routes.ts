import { ClientConfig } from '@sfp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/**
 * `GET /api/client-config/`: the run-time settings the web app needs (FLOOD_MAPPING_URL_EN/FR, MAP_BASEMAP_STYLE_URL).
 * Public: the flood-mapping app is public; short cache so a redeploy with new URLs shows quickly.
 */
export async function clientConfigRoutes(app: FastifyInstance, options: { config: Config }) {
  const body: ClientConfig = {
    floodMapping: {
      en: options.config.floodMappingUrls.en ?? null,
      fr: options.config.floodMappingUrls.fr ?? null,
    },
    basemapStyleUrl: options.config.basemapStyleUrl ?? null,
  };
  app.withTypeProvider<ZodTypeProvider>().get('/client-config/', {
    schema: {
      tags: ['platform'],
      summary: 'Run-time settings for the web app (flood-mapping app URLs per language, basemap style)',
      response: { 200: ClientConfig },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  });
}
