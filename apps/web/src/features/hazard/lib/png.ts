import { LEGEND_CLASSES, NO_DATA_COLOUR } from './classes.ts';

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

/**
 * The map as a PNG with its title and legend: the map's canvas (MapLibre's WebGL canvas, kept
 * readable by preserveDrawingBuffer, or the SVG map's) drawn on a 2D canvas with a title band
 * above and the classes below; `scale` is the canvas's pixels per CSS pixel.
 */
export function mapPng(
  map: HTMLCanvasElement,
  scale: number,
  title: string,
  subtitle: string,
  noData: string,
): Promise<Blob> {
  const top = Math.round(48 * scale);
  const bottom = Math.round(44 * scale);
  const out = document.createElement('canvas');
  out.width = map.width;
  out.height = map.height + top + bottom;
  const g = out.getContext('2d')!;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, out.width, out.height);
  g.fillStyle = '#1f2937';
  g.font = `bold ${Math.round(16 * scale)}px sans-serif`;
  g.fillText(title, 10 * scale, 20 * scale, out.width - 20 * scale);
  g.font = `${Math.round(12 * scale)}px sans-serif`;
  g.fillText(subtitle, 10 * scale, 38 * scale, out.width - 20 * scale);
  g.drawImage(map, 0, top);
  let x = 10 * scale;
  const y = top + map.height + 12 * scale;
  const box = 14 * scale;
  g.font = `${Math.round(12 * scale)}px sans-serif`;
  for (const c of [
    ...LEGEND_CLASSES.map((k) => ({ colour: k.colour, label: `${k.from}–${k.to}` })),
    { colour: NO_DATA_COLOUR, label: noData },
  ]) {
    g.fillStyle = c.colour;
    g.fillRect(x, y, box, box);
    g.strokeStyle = '#6b7280';
    g.strokeRect(x, y, box, box);
    g.fillStyle = '#1f2937';
    g.fillText(c.label, x + box + 4 * scale, y + box - 2 * scale);
    x += box + 12 * scale + g.measureText(c.label).width;
  }
  return new Promise((resolve, reject) =>
    out.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/png'),
  );
}
