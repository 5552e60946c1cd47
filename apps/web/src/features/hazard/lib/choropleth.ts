import { classColour } from './classes.ts';

/**
 * How the SVG choropleth draws a department, shared by the React map (components/SvgMap.tsx) and
 * the map drawn before the app has arrived (first-map.ts), so both look the same: the class's
 * colour, or the "no data" hatch (never a colour of the scale).
 */
export const FIRST_PAINT_MARK = 'sfp-hazard-map-painted';
export const HATCH_ID = 'sfp-hz-hatch';
export const HATCH = { size: 6, background: '#ebebeb', line: '#6e6e6e', lineWidth: 1.6, angle: 45 } as const;
export const UNIT_STROKE = { colour: '#5b6770', width: 0.6 } as const;

export function unitPaint(value: number | null): { fill: string; fillOpacity: number } {
  return value === null
    ? { fill: `url(#${HATCH_ID})`, fillOpacity: 1 }
    : { fill: classColour(value), fillOpacity: 0.9 };
}

/** Marks the first choropleth on screen, once per page load (bench:web reads it): after the frame that paints it. */
export function markFirstPaint(then: () => void = () => undefined): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (performance.getEntriesByName(FIRST_PAINT_MARK).length === 0) performance.mark(FIRST_PAINT_MARK);
      then();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
