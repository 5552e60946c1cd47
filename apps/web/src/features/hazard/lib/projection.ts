import type { BoundaryFeatureCollection } from '@sfp/contracts';

/** Senegal's extent, with a little margin: what both maps (SVG and MapLibre) fit on opening. */
export const BOUNDS: [[number, number], [number, number]] = [
  [-17.6, 12.25],
  [-11.3, 16.75],
];

/**
 * The boundaries' credit, which their licence asks for wherever the map is shown or exported: the
 * departments (OCHA), and the origins of the region and commune outlines (data/knowledge/PROVENANCE.md;
 * their licence is recorded there as unverified). Source names only: the same line in both languages.
 */
export const BOUNDARIES_ATTRIBUTION =
  'OCHA COD-AB v02 (CC BY-IGO) · BD Géospatiales Prioritaires du Sénégal 1:200 000 (2014) · communes 2013';

/** The SVG map's width in its own units; the height follows from the extent in Web Mercator. */
const WIDTH = 1000;

const mercX = (lon: number) => (lon * Math.PI) / 180;
const mercY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

export interface ProjectedUnit {
  pcode: string;
  /** SVG path data: every ring of every polygon. */
  d: string;
}

/**
 * The units as SVG paths in Web Mercator (MapLibre's projection), framed on BOUNDS, so the SVG map
 * drawn first and the MapLibre map that takes over show the country at the same place.
 */
export function projectUnits(fc: BoundaryFeatureCollection): { viewBox: string; units: ProjectedUnit[] } {
  const [[west, south], [east, north]] = BOUNDS;
  const k = WIDTH / (mercX(east) - mercX(west));
  const x0 = mercX(west);
  const y0 = mercY(north);
  const height = (y0 - mercY(south)) * k;
  const ring = (points: number[][]) => {
    let d = '';
    for (const [i, p] of points.entries()) {
      const x = ((mercX(p[0]!) - x0) * k).toFixed(1);
      const y = ((y0 - mercY(p[1]!)) * k).toFixed(1);
      d += `${i === 0 ? 'M' : 'L'}${x} ${y}`;
    }
    return `${d}Z`;
  };
  const units = fc.features.map((f) => {
    const g = f.geometry as { type: string; coordinates: unknown };
    const polygons =
      g.type === 'Polygon'
        ? [g.coordinates as number[][][]]
        : g.type === 'MultiPolygon'
          ? (g.coordinates as number[][][][])
          : [];
    return { pcode: String(f.properties.pcode), d: polygons.flat().map(ring).join('') };
  });
  return { viewBox: `0 0 ${WIDTH} ${height.toFixed(1)}`, units };
}
