import type { BoundaryDetail, BoundaryLevel, HazardWeights } from '@sfp/contracts';
import { EQUAL_WEIGHTS } from '../lib/weights.ts';

/** A level's boundaries: the shipped geometry, or a simplified one (`overview`). */
export const boundariesUrl = (level: BoundaryLevel, detail: BoundaryDetail = 'full'): string =>
  `/api/geo/boundaries/${level}/${detail === 'full' ? '' : `?detail=${detail}`}`;

/** The departments' boundaries: the shipped geometry, or a simplified one (`overview`). */
export const departmentsUrl = (detail: BoundaryDetail): string => boundariesUrl('department', detail);

/** The departments' scores at these weights. */
export const scoresUrl = (w: HazardWeights): string =>
  `/api/hazard/scores/?level=department&w_hazard=${w.hazard_exposure}&w_vulnerability=${w.vulnerability}` +
  `&w_coping=${w.lack_of_coping_capacity}`;

/**
 * What the first map needs (the overview and the scores at equal weights). The build hands these
 * to shell.js (vite.config.ts), which requests them on a deep link to the page, beside the code.
 */
export const FIRST_MAP_URLS = [departmentsUrl('overview'), scoresUrl(EQUAL_WEIGHTS)] as const;
