/**
 * Coarser boundaries for a national overview (the hazard map's first paint on a slow network):
 * each ring simplified by Douglas–Peucker, coordinates rounded, repeated points dropped. Rings are
 * simplified one by one, so two neighbours' shared border may differ by up to the tolerance: far
 * below a pixel on a map of the whole country, which is what the overview is for.
 */
type Point = [number, number];

/** Douglas–Peucker (iterative): the points of `line` farther than `tolerance` from the kept shape. */
export function simplifyLine(line: Point[], tolerance: number): Point[] {
  if (line.length < 3) return line;
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = line[a]!;
    const [bx, by] = line[b]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let far = -1;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = line[i]!;
      // Distance to the segment a–b (to the point a when the segment is one point: a closed ring).
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
      const d = Math.hypot(px - ax - t * dx, py - ay - t * dy);
      if (d > far) {
        far = d;
        at = i;
      }
    }
    if (far > tolerance) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return line.filter((_, i) => keep[i] === 1);
}

/** One ring simplified and rounded; a ring that would fall below four points keeps its own points. */
function simplifyRing(ring: Point[], tolerance: number, precision: number): Point[] {
  const simplified = simplifyLine(ring, tolerance);
  const round = (v: number) => Math.round(v * precision) / precision;
  const out: Point[] = [];
  for (const [x, y] of simplified.length >= 4 ? simplified : ring) {
    const last = out[out.length - 1];
    const p: Point = [round(x), round(y)];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out.length >= 4 ? out : ring;
}

/** A Polygon's or MultiPolygon's coordinates, every ring simplified; other geometries unchanged. */
export function simplifyGeometry<G extends { type: string; coordinates: unknown[] }>(
  geometry: G,
  tolerance: number,
  precision: number,
): G {
  const polygon = (rings: Point[][]) => rings.map((r) => simplifyRing(r, tolerance, precision));
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: polygon(geometry.coordinates as Point[][]) };
  if (geometry.type === 'MultiPolygon')
    return { ...geometry, coordinates: (geometry.coordinates as Point[][][]).map(polygon) };
  return geometry;
}
