import { readFileSync } from 'node:fs';
import { HAZARD_DIMENSIONS } from '@sfp/contracts';
import { z } from 'zod';

/** The measures the repository knows how to read from the `knowledge` schema. */
export const HAZARD_MEASURES = [
  'flood_event_count',
  'people_affected_per_1000',
  'population',
  'population_density',
  'ehcvm_food_insecurity_pct',
  'ehcvm_shock_3y_pct',
  'ehcvm_no_drinking_water_pct',
  'ehcvm_no_electricity_pct',
  'health_facilities_per_10000',
] as const;
export type HazardMeasure = (typeof HAZARD_MEASURES)[number];

const Indicator = z.object({
  id: z.string().regex(/^[a-z0-9_]+$/),
  measure: z.enum(HAZARD_MEASURES),
  transform: z.enum(['linear', 'log']),
  higher_is_worse: z.boolean(),
  absent_means_zero: z.boolean(),
  scope: z.enum(['department', 'region']),
  note: z.string(),
});

const Method = z
  .object({
    id: z.string(),
    description: z.string(),
    levels: z.array(z.literal('department')).min(1),
    population_year: z.number().int(),
    flood_years: z.tuple([z.number().int(), z.number().int()]),
    dimensions: z
      .array(z.object({ id: z.enum(HAZARD_DIMENSIONS), indicators: z.array(z.string()).min(1) }))
      .length(HAZARD_DIMENSIONS.length),
    indicators: z.array(Indicator).min(1),
  })
  .superRefine((m, ctx) => {
    const ids = new Set(m.indicators.map((i) => i.id));
    if (ids.size !== m.indicators.length) ctx.addIssue({ code: 'custom', message: 'indicator ids must be unique' });
    const used = m.dimensions.flatMap((d) => d.indicators);
    for (const id of used)
      if (!ids.has(id)) ctx.addIssue({ code: 'custom', message: `dimension lists unknown indicator ${id}` });
    for (const id of ids)
      if (used.filter((u) => u === id).length !== 1)
        ctx.addIssue({ code: 'custom', message: `indicator ${id} must belong to exactly one dimension` });
    if (new Set(m.dimensions.map((d) => d.id)).size !== HAZARD_DIMENSIONS.length)
      ctx.addIssue({ code: 'custom', message: 'each dimension once' });
  });
export type HazardMethod = z.infer<typeof Method>;
export type HazardMethodIndicator = HazardMethod['indicators'][number];

/** Reads and checks the method file; a bad file stops the server with the problem named. */
export function loadHazardMethod(file: string): HazardMethod {
  const parsed = Method.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}
