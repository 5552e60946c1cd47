import type { BoundaryFeatureCollection } from '@sfp/contracts';
import { type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { FIRST_PAINT_MARK, HATCH, HATCH_ID, markFirstPaint, UNIT_STROKE, unitPaint } from '../lib/choropleth.ts';
import { REGION_LINE } from '../lib/outlines.ts';
import { projectUnits } from '../lib/projection.ts';

/** Set once per page load when the first choropleth has painted (bench:web reads it, slow 4G). */
export { FIRST_PAINT_MARK };

interface Props {
  /** The departments' overview geometry. */
  boundaries: BoundaryFeatureCollection;
  /** The regions' outlines, drawn over the departments once they arrive (after the first paint). */
  regions: BoundaryFeatureCollection | null;
  /** 0–10 value per p-code on the layer shown; null = no data. */
  values: Map<string, number | null>;
  selected: string | null;
  label: string;
  describe(pcode: string): string;
  onSelect(pcode: string): void;
  /** Called once, when the map is on screen. */
  onPainted(): void;
  ref?: Ref<SVGSVGElement>;
}

/**
 * The choropleth drawn in SVG, with no library: on screen as soon as the overview and the scores
 * are in, while MapLibre (about 275 KB) is still on its way, and the map itself where WebGL is
 * missing. The same classes, hatched "no data", hover and tap as the MapLibre map.
 */
export function SvgMap({ boundaries, regions, values, selected, label, describe, onSelect, onPainted, ref }: Props) {
  const { viewBox, units } = useMemo(() => projectUnits(boundaries), [boundaries]);
  const regionPaths = useMemo(() => (regions ? projectUnits(regions).units : []), [regions]);
  const [hover, setHover] = useState<{ x: number; y: number; text: string } | null>(null);

  const painted = useRef(onPainted);
  // The frame after this commit paints the map; the task after that frame is when it is on screen.
  useEffect(() => markFirstPaint(() => painted.current()), []);

  const at = (e: React.MouseEvent<SVGSVGElement>) => {
    const pcode = (e.target as Element).getAttribute('data-pcode');
    const box = e.currentTarget.getBoundingClientRect();
    return { pcode, x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const outline = units.find((u) => u.pcode === selected);
  return (
    <div className="sfp-hz-svgmap">
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        className="sfp-hz-map"
        viewBox={viewBox}
        role="img"
        aria-label={label}
        onMouseMove={(e) => {
          const { pcode, x, y } = at(e);
          setHover(pcode ? { x, y, text: describe(pcode) } : null);
        }}
        onMouseLeave={() => setHover(null)}
        onClick={(e) => {
          const { pcode, x, y } = at(e);
          if (!pcode) return;
          setHover({ x, y, text: describe(pcode) });
          onSelect(pcode);
        }}
      >
        <defs>
          <pattern
            id={HATCH_ID}
            width={HATCH.size}
            height={HATCH.size}
            patternUnits="userSpaceOnUse"
            patternTransform={`rotate(${HATCH.angle})`}
          >
            <rect width={HATCH.size} height={HATCH.size} fill={HATCH.background} />
            <rect width={HATCH.lineWidth} height={HATCH.size} fill={HATCH.line} />
          </pattern>
        </defs>
        <g stroke={UNIT_STROKE.colour} strokeWidth={UNIT_STROKE.width} strokeLinejoin="round">
          {units.map((u) => (
            <path
              key={u.pcode}
              d={u.d}
              data-pcode={u.pcode}
              {...unitPaint(values.get(u.pcode) ?? null)}
              vectorEffect="non-scaling-stroke"
              style={{ cursor: 'pointer' }}
            />
          ))}
        </g>
        {regionPaths.length > 0 && (
          <g
            className="sfp-hz-regions"
            fill="none"
            stroke={REGION_LINE.colour}
            strokeWidth={REGION_LINE.width}
            strokeLinejoin="round"
            pointerEvents="none"
          >
            {regionPaths.map((r) => (
              <path key={r.pcode} d={r.d} vectorEffect="non-scaling-stroke" />
            ))}
          </g>
        )}
        {outline && (
          <path d={outline.d} fill="none" stroke="#0b4f8a" strokeWidth="3" vectorEffect="non-scaling-stroke" />
        )}
      </svg>
      {hover && (
        <div className="sfp-hz-tooltip" style={{ left: hover.x + 12, top: hover.y + 12 }} aria-hidden>
          {hover.text}
        </div>
      )}
    </div>
  );
}
