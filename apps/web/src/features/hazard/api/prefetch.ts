import type { BoundaryFeatureCollection, HazardScores } from '@sfp/contracts';
import { earlyJson } from '../../../lib/early-fetch.ts';
import { EQUAL_WEIGHTS } from '../lib/weights.ts';
import { fetchDepartments, fetchScores } from './hazard-api.ts';
import { FIRST_MAP_URLS } from './urls.ts';

export type FirstMap = [BoundaryFeatureCollection, HazardScores];

/** The first map's data: what shell.js requested with the page if anything, else asked now. */
const request = (): Promise<FirstMap> =>
  Promise.all([
    earlyJson(FIRST_MAP_URLS[0], () => fetchDepartments('overview')),
    earlyJson(FIRST_MAP_URLS[1], () => fetchScores(EQUAL_WEIGHTS)),
  ]);

let pending: Promise<FirstMap> | null = null;
let arrived: FirstMap | null = null;

/**
 * What the first map needs (the departments' overview and the scores at equal weights), requested
 * as the app starts on /hazard_scoring, while the route's code is still on its way: on a slow
 * network the map then waits for neither in turn. The app calls this; the page takes the answer.
 */
export function prefetchFirstMap(): void {
  if (pending) return;
  const answer = request();
  pending = answer;
  answer.then(
    (data) => {
      if (pending === answer) arrived = data;
    },
    // A failure is the page's to show (it asks again): never an unhandled rejection here.
    () => undefined,
  );
}

/** The prefetched answer if it is already in: the page then draws the map in its first render. */
export function firstMapArrived(): FirstMap | null {
  return arrived;
}

/** The prefetched request, once (a retry or a later visit asks again), else a new one. */
export function firstMapData(): Promise<FirstMap> {
  const data = pending ?? request();
  pending = null;
  arrived = null;
  return data;
}
