import { z } from 'zod';

/**
 * The flood hazard scoring app (issue 15): an INFORM-like relative priority index per
 * department, from the knowledge base. The method (indicators, dimensions, normalisation) is
 * declared in data/hazard/inform-method.json; these are the shapes of the API around it.
 */

export * from './hazard-constants.ts';

const score = z.number().min(0).max(10).nullable();

export const BoundaryFeatureCollection = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        properties: z
          .object({ pcode: z.string(), name: z.string() })
          .catchall(z.union([z.string(), z.number(), z.null()])),
        geometry: z.object({ type: z.string(), coordinates: z.array(z.unknown()) }),
      }),
    ),
  })
  .meta({ id: 'BoundaryFeatureCollection' });
export type BoundaryFeatureCollection = z.infer<typeof BoundaryFeatureCollection>;

/** Documented here; read as strings and checked by the service (coded 400s). No component id: a query is inlined. */
export const HazardScoresQuery = z.object({
  level: z.string().optional().meta({ description: 'department (the only scored level); default department' }),
  w_hazard: z.string().optional().meta({ description: 'weight of hazard & exposure, ≥ 0; default 1' }),
  w_vulnerability: z.string().optional().meta({ description: 'weight of vulnerability, ≥ 0; default 1' }),
  w_coping: z.string().optional().meta({ description: 'weight of lack of coping capacity, ≥ 0; default 1' }),
});

export const HazardIndicatorValue = z
  .object({
    id: z.string(),
    value: z.number().nullable(),
    year: z.number().int().nullable(),
    normalised: score,
    source_id: z.string().nullable(),
  })
  .meta({ id: 'HazardIndicatorValue' });
export type HazardIndicatorValue = z.infer<typeof HazardIndicatorValue>;

export const HazardUnit = z
  .object({
    pcode: z.string(),
    name: z.string(),
    score,
    rank: z.number().int().nullable(),
    components: z.object({ hazard_exposure: score, vulnerability: score, lack_of_coping_capacity: score }),
    indicators: z.array(HazardIndicatorValue),
    missing: z.array(z.string()),
  })
  .meta({ id: 'HazardUnit' });
export type HazardUnit = z.infer<typeof HazardUnit>;

export const HazardSource = z
  .object({
    id: z.string(),
    title: z.string(),
    /** The title in French where the catalogue gives one (the page shows it in French). */
    title_fr: z.string().nullable(),
    organisation: z.string().nullable(),
    url: z.string().nullable(),
    published: z.string().nullable(),
    reliability: z.string().nullable(),
  })
  .meta({ id: 'HazardSource' });
export type HazardSource = z.infer<typeof HazardSource>;

export const HazardScores = z
  .object({
    level: z.string(),
    weights: z.object({ hazard_exposure: z.number(), vulnerability: z.number(), lack_of_coping_capacity: z.number() }),
    units: z.array(HazardUnit),
    sources: z.array(HazardSource),
  })
  .meta({ id: 'HazardScores' });
export type HazardScores = z.infer<typeof HazardScores>;
export type HazardWeights = HazardScores['weights'];
