/** The hazard scoring app's constants, without zod, so the web app can import them (issue 15). */

/** Administrative levels the map can draw. */
export const BOUNDARY_LEVELS = ['region', 'department', 'commune'] as const;
export type BoundaryLevel = (typeof BOUNDARY_LEVELS)[number];
/** The boundaries as shipped (`full`), or simplified for a national overview (`overview`, about 550 m). */
export const BOUNDARY_DETAILS = ['full', 'overview'] as const;
export type BoundaryDetail = (typeof BOUNDARY_DETAILS)[number];

/** The three INFORM dimensions, in their order. */
export const HAZARD_DIMENSIONS = ['hazard_exposure', 'vulnerability', 'lack_of_coping_capacity'] as const;
export type HazardDimension = (typeof HAZARD_DIMENSIONS)[number];

/** Query parameter of each dimension's weight. */
export const HAZARD_WEIGHT_PARAMS = {
  hazard_exposure: 'w_hazard',
  vulnerability: 'w_vulnerability',
  lack_of_coping_capacity: 'w_coping',
} as const satisfies Record<HazardDimension, string>;

/** Largest weight accepted (weights are relative; this only keeps numbers sane). */
export const HAZARD_WEIGHT_MAX = 100;
