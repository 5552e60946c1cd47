import { z } from 'zod';

/**
 * What the web app learns from the server at run time (not baked into the bundle), so one build
 * serves every deployment: the external flood-mapping app's URL per language (null when unset) and
 * the hazard map's optional basemap style.
 */
export const ClientConfig = z
  .object({
    floodMapping: z.object({ en: z.url().nullable(), fr: z.url().nullable() }),
    /** A MapLibre style drawn under the hazard map (MAP_BASEMAP_STYLE_URL); null: no basemap. */
    basemapStyleUrl: z.url().nullable(),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof ClientConfig>;
