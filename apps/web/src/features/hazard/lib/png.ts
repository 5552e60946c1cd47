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
  /** The map's credits (the boundaries' licence asks for them on every copy). */
  attribution: string;
}

/**
 * The map as a PNG with its title, legend and credits: the map's canvas (MapLibre's WebGL
 * canvas, kept readable by preserveDrawingBuffer, or the SVG map's) drawn on a 2D canvas with a
 * title band above, the classes and the credits below; `scale` is the canvas's pixels per CSS pixel.
 */
export function mapPng(map: HTMLCanvasElement, scale: number, texts: PngTexts): Promise<Blob> {
  const top = Math.round(48 * scale);
  const bottom = Math.round(62 * scale);
  const out = document.createElement('canvas');
  out.width = map.width;
  out.height = map.height + top + bottom;
  const g = out.getContext('2d')!;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, out.width, out.height);
  g.fillStyle = '#1f2937';
  g.font = `bold ${Math.round(16 * scale)}px sans-serif`;
  g.fillText(texts.title, 10 * scale, 20 * scale, out.width - 20 * scale);
  g.font = `${Math.round(12 * scale)}px sans-serif`;
  g.fillText(texts.subtitle, 10 * scale, 38 * scale, out.width - 20 * scale);
  g.drawImage(map, 0, top);
  let x = 10 * scale;
  const y = top + map.height + 12 * scale;
  const box = 14 * scale;
  g.font = `${Math.round(12 * scale)}px sans-serif`;
  for (const c of [
    ...LEGEND_CLASSES.map((k) => ({ fill: k.colour as string | CanvasPattern, label: `${k.from}–${k.to}` })),
    { fill: hatchFill(g), label: texts.noData },
  ]) {
    g.fillStyle = c.fill;
    g.fillRect(x, y, box, box);
    g.strokeStyle = '#6b7280';
    g.strokeRect(x, y, box, box);
    g.fillStyle = '#1f2937';
    g.fillText(c.label, x + box + 4 * scale, y + box - 2 * scale);
    x += box + 12 * scale + g.measureText(c.label).width;
  }
  g.fillStyle = '#4b5563';
  g.font = `${Math.round(11 * scale)}px sans-serif`;
  g.fillText(texts.attribution, 10 * scale, y + box + 20 * scale, out.width - 20 * scale);
  return new Promise((resolve, reject) =>
    out.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/png'),
  );
}
