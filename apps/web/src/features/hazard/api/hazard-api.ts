import type {
  BoundaryDetail,
  BoundaryFeatureCollection,
  ClientConfig,
  HazardScores,
  HazardWeights,
} from '@sfp/contracts';
import { http } from '../../../lib/http.ts';
import { departmentsUrl, scoresUrl } from './urls.ts';

/**
 * The 46 departments (OCHA COD-AB v02), revalidated by the browser with their ETag: the overview
 * (about 15 KB gzipped) for the first map, the shipped geometry for MapLibre, which can zoom in.
 */
export async function fetchDepartments(detail: BoundaryDetail): Promise<BoundaryFeatureCollection> {
  return (await http.get<BoundaryFeatureCollection>(departmentsUrl(detail))).data;
}

export async function fetchScores(weights: HazardWeights): Promise<HazardScores> {
  return (await http.get<HazardScores>(scoresUrl(weights))).data;
}

/** The optional basemap style (MAP_BASEMAP_STYLE_URL), null without one. */
export async function fetchBasemapStyleUrl(): Promise<string | null> {
  try {
    return (await http.get<ClientConfig>('/api/client-config/')).data.basemapStyleUrl ?? null;
  } catch {
    return null;
  }
}
