import type {
  BoundaryDetail,
  BoundaryFeatureCollection,
  BoundaryLevel,
  ClientConfig,
  HazardScores,
  HazardWeights,
} from '@sfp/contracts';
import { http } from '../../../lib/http.ts';
import { boundariesUrl, departmentsUrl, scoresUrl } from './urls.ts';

/**
 * The 46 departments (OCHA COD-AB v02), revalidated by the browser with their ETag: the overview
 * (about 15 KB gzipped) for the first map, the shipped geometry for MapLibre, which can zoom in.
 */
export async function fetchDepartments(detail: BoundaryDetail): Promise<BoundaryFeatureCollection> {
  return (await http.get<BoundaryFeatureCollection>(departmentsUrl(detail))).data;
}

/**
 * The outlines drawn over the departments (the regions; the communes, zoomed in), in their shipped
 * geometry: one URL per level, so the browser keeps them and revalidates them with their ETag.
 */
export async function fetchOutlines(level: Exclude<BoundaryLevel, 'department'>): Promise<BoundaryFeatureCollection> {
  return (await http.get<BoundaryFeatureCollection>(boundariesUrl(level))).data;
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
