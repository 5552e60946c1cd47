import type { LineLayerSpecification } from 'maplibre-gl';

/**
 * The outlines drawn over the departments' choropleth: the frame to read it by, not classes of
 * the scale. Regions in a thicker dark line on both maps, so a department's region shows at a
 * glance; communes in a thin light line, on MapLibre only, once zoomed in far enough to tell them
 * apart (they are not scored: no indicator exists at that level).
 */
export const REGION_LINE = { colour: '#1f2933', width: 1.6 } as const;
export const COMMUNE_LINE = { colour: '#4b5563', width: 0.5, opacity: 0.55 } as const;

/** Zoom from which the communes are drawn (the whole country is about 5 on a phone, 6.5 on a laptop). */
export const COMMUNES_MINZOOM = 8;
/** The communes (about 250 KB gzipped) are requested only when the map comes this close. */
export const COMMUNES_REQUEST_ZOOM = COMMUNES_MINZOOM - 0.5;

export const REGIONS_LAYER = 'regions-line';
export const COMMUNES_LAYER = 'communes-line';

/** Regions: a little thicker as one zooms in, under the selected department's outline. */
export const regionsLayer = (source: string): LineLayerSpecification => ({
  id: REGIONS_LAYER,
  type: 'line',
  source,
  layout: { 'line-join': 'round' },
  paint: {
    'line-color': REGION_LINE.colour,
    'line-width': ['interpolate', ['linear'], ['zoom'], 5, REGION_LINE.width, 8, 2.2, 11, 3],
  },
});

/** Communes: thin, and only from COMMUNES_MINZOOM on (a blur of lines on the whole country). */
export const communesLayer = (source: string): LineLayerSpecification => ({
  id: COMMUNES_LAYER,
  type: 'line',
  source,
  minzoom: COMMUNES_MINZOOM,
  layout: { 'line-join': 'round' },
  paint: {
    'line-color': COMMUNE_LINE.colour,
    'line-width': COMMUNE_LINE.width,
    'line-opacity': COMMUNE_LINE.opacity,
  },
});
