/**
 * The map's classes: every layer is drawn on the 0–10 scale (the score, a dimension, or an
 * indicator's normalised value), in five equal classes, so colours mean the same on every layer.
 * "No data" is never a colour of the scale: it is drawn hatched.
 */
export const CLASS_BREAKS = [2, 4, 6, 8] as const;
export const CLASS_COLOURS = ['#fef0d9', '#fdcc8a', '#fc8d59', '#e34a33', '#b30000'] as const;
export const NO_DATA_COLOUR = '#d9d9d9';

export interface LegendClass {
  from: number;
  to: number;
  colour: string;
}

export const LEGEND_CLASSES: LegendClass[] = CLASS_COLOURS.map((colour, i) => ({
  from: i === 0 ? 0 : CLASS_BREAKS[i - 1]!,
  to: i < CLASS_BREAKS.length ? CLASS_BREAKS[i]! : 10,
  colour,
}));

export function classColour(value: number | null): string {
  if (value === null) return NO_DATA_COLOUR;
  const i = CLASS_BREAKS.findIndex((b) => value < b);
  return CLASS_COLOURS[i === -1 ? CLASS_COLOURS.length - 1 : i]!;
}

/** A diagonal hatch for "no data" (RGBA pixels for MapLibre's addImage, and for the legend). */
export function hatchPattern(size = 8): { width: number; height: number; data: Uint8Array } {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const on = (x + y) % size < 2;
      const o = (y * size + x) * 4;
      const [r, g, b] = on ? [110, 110, 110] : [235, 235, 235];
      data.set([r, g, b, 255], o);
    }
  return { width: size, height: size, data };
}
