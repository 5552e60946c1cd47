import { hatchPattern, LEGEND_CLASSES, NO_DATA_COLOUR } from './classes.ts';

/** The map's background (MapLibre's style and the SVG map's CSS). */
const SEA = '#eaf2f8';

/**
 * The SVG map drawn on a canvas at the screen's pixel density (an image of its markup: the hatch
 * pattern comes along), for the PNG where MapLibre has not drawn.
 */
export async function svgCanvas(svg: SVGSVGElement): Promise<{ canvas: HTMLCanvasElement; scale: number }> {
  const { width, height } = svg.getBoundingClientRect();
  const scale = window.devicePixelRatio || 1;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml;charset=utf-8' }),
  );
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const g = canvas.getContext('2d')!;
    g.fillStyle = SEA;
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.drawImage(image, 0, 0, canvas.width, canvas.height);
    return { canvas, scale };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The map's "no data" hatch as a canvas fill: the legend shows what the map draws. */
function hatchFill(g: CanvasRenderingContext2D): CanvasPattern | string {
  const { width, height, data } = hatchPattern();
  const tile = document.createElement('canvas');
  tile.width = width;
  tile.height = height;
  tile.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(data), width, height), 0, 0);
  return g.createPattern(tile, 'repeat') ?? NO_DATA_COLOUR;
}

export interface PngTexts {
  title: string;
  /** Under the title: the index is a priority, not a probability. */
  subtitle: string;
  noData: string;
  /** The outlines the frame shows (regions, communes): keyed as lines, after the classes. */
  lines?: { colour: string; width: number; opacity?: number; label: string }[];
  /** The map's credits (the boundaries' licence asks for them on every copy). */
  attribution: string;
}

/**
 * The map as a PNG with its title, legend and credits: the map's canvas (MapLibre's WebGL
 * canvas, kept readable by preserveDrawingBuffer, or the SVG map's) drawn on a 2D canvas with a
 * title band above, the classes and the credits below; `scale` is the canvas's pixels per CSS pixel.
 * The classes wrap onto a second line where the map is narrower than they are (a phone's).
 */
export function mapPng(map: HTMLCanvasElement, scale: number, texts: PngTexts): Promise<Blob> {
  const margin = 10 * scale;
  const box = 14 * scale;
  const gap = 12 * scale;
  const rowHeight = box + 8 * scale;
  const legendFont = `${Math.round(12 * scale)}px sans-serif`;
  const out = document.createElement('canvas');
  out.width = map.width;
  const g = out.getContext('2d')!;
  g.font = legendFont;
  let x = margin;
  let row = 0;
  type Item = { fill: string | null; label: string; line?: { colour: string; width: number; opacity?: number } };
  const items = [
    ...LEGEND_CLASSES.map((k): Item => ({ fill: k.colour, label: `${k.from}–${k.to}` })),
    { fill: null, label: texts.noData },
    ...(texts.lines ?? []).map(({ label, ...line }): Item => ({ fill: null, label, line })),
  ].map((item) => {
    const width = box + 4 * scale + g.measureText(item.label).width;
    if (x > margin && x + width > out.width - margin) {
      x = margin;
      row += 1;
    }
    const placed = { ...item, x, row };
    x += width + gap;
    return placed;
  });
  const top = Math.round(48 * scale);
  const legendTop = top + map.height + 12 * scale;
  const bottom = Math.round(12 * scale + row * rowHeight + box + 36 * scale);
  // Sizing the canvas resets its context: the fonts are set again below.
  out.height = map.height + top + bottom;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, out.width, out.height);
  g.fillStyle = '#1f2937';
  g.font = `bold ${Math.round(16 * scale)}px sans-serif`;
  g.fillText(texts.title, margin, 20 * scale, out.width - 2 * margin);
  g.font = `${Math.round(12 * scale)}px sans-serif`;
  g.fillText(texts.subtitle, margin, 38 * scale, out.width - 2 * margin);
  g.drawImage(map, 0, top);
  g.font = legendFont;
  const hatch = hatchFill(g);
  for (const c of items) {
    const y = legendTop + c.row * rowHeight;
    if (c.line) {
      // A stretch of the outline across the key's box: outlines are not classes.
      g.save();
      g.globalAlpha = c.line.opacity ?? 1;
      g.strokeStyle = c.line.colour;
      g.lineWidth = Math.max(1, (c.line.width + 0.4) * scale);
      g.beginPath();
      g.moveTo(c.x, y + box / 2);
      g.lineTo(c.x + box, y + box / 2);
      g.stroke();
      g.restore();
      g.fillStyle = '#1f2937';
      g.fillText(c.label, c.x + box + 4 * scale, y + box - 2 * scale);
      continue;
    }
    g.fillStyle = c.fill ?? hatch;
    g.fillRect(c.x, y, box, box);
    g.strokeStyle = '#6b7280';
    g.strokeRect(c.x, y, box, box);
    g.fillStyle = '#1f2937';
    g.fillText(c.label, c.x + box + 4 * scale, y + box - 2 * scale);
  }
  g.fillStyle = '#4b5563';
  g.font = `${Math.round(11 * scale)}px sans-serif`;
  g.fillText(texts.attribution, margin, legendTop + row * rowHeight + box + 20 * scale, out.width - 2 * margin);
  return new Promise((resolve, reject) =>
    out.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/png'),
  );
}
