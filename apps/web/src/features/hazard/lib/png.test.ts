import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGEND_CLASSES } from './classes.ts';
import { mapPng } from './png.ts';

/**
 * jsdom draws nothing: a 2D context that records what the PNG export draws (each filled box with
 * its fill, each text) stands in for the browser's.
 */
const PATTERN = { pattern: 'hatch' };
function recordCanvas() {
  const boxes: { fill: unknown; x: number; y: number; width: number }[] = [];
  const texts: string[] = [];
  const lines: { stroke: string; x: number; y: number }[] = [];
  const context = {
    fillStyle: '' as unknown,
    strokeStyle: '',
    font: '',
    fillRect(x: number, y: number, width: number) {
      boxes.push({ fill: this.fillStyle, x, y, width });
    },
    strokeRect() {},
    fillText(text: string) {
      texts.push(text);
    },
    drawImage() {},
    lineWidth: 1,
    globalAlpha: 1,
    save() {},
    restore() {},
    beginPath() {},
    moveTo(x: number, y: number) {
      lines.push({ stroke: this.strokeStyle, x, y });
    },
    lineTo() {},
    stroke() {},
    putImageData() {},
    createPattern: () => PATTERN,
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'])));
  vi.stubGlobal('ImageData', class {});
  return { boxes, texts, lines };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the map as PNG', () => {
  it('has its title, the classes, "no data" hatched as on the map, and the boundaries’ credit', async () => {
    const { boxes, texts } = recordCanvas();
    const map = document.createElement('canvas');
    map.width = 600;
    map.height = 400;
    await mapPng(map, 1, {
      title: 'Indice de priorité inondation — Indice de priorité (score global)',
      subtitle: 'Un indice de priorité, pas une probabilité d’inondation',
      noData: 'Pas de donnée',
      attribution: 'OCHA COD-AB v02 (CC BY-IGO)',
    });
    expect(texts).toEqual([
      'Indice de priorité inondation — Indice de priorité (score global)',
      'Un indice de priorité, pas une probabilité d’inondation',
      ...LEGEND_CLASSES.map((c) => `${c.from}–${c.to}`),
      'Pas de donnée',
      'OCHA COD-AB v02 (CC BY-IGO)',
    ]);
    // The page's white, the five classes in their colours, then "no data" in the map's hatch.
    expect(boxes.map((b) => b.fill)).toEqual(['#ffffff', ...LEGEND_CLASSES.map((c) => c.colour), PATTERN]);
  });

  it('keys the outlines the frame shows as lines after the classes, not as classes', async () => {
    const { boxes, texts, lines } = recordCanvas();
    const map = document.createElement('canvas');
    map.width = 900;
    map.height = 400;
    await mapPng(map, 1, {
      title: 't',
      subtitle: 's',
      noData: 'Pas de donnée',
      lines: [{ colour: '#1f2933', width: 1.6, label: 'Limites des régions' }],
      attribution: 'a',
    });
    expect(texts.slice(-3)).toEqual(['Pas de donnée', 'Limites des régions', 'a']);
    // No box of its own: the six keys of the scale and "no data" only, then a stretch of line.
    expect(boxes.slice(1)).toHaveLength(6);
    expect(lines).toEqual([{ stroke: '#1f2933', x: expect.any(Number) as number, y: expect.any(Number) as number }]);
    expect(lines[0]!.x).toBeGreaterThan(boxes.at(-1)!.x);
  });

  it('wraps the classes onto a second line where the map is a phone’s width, inside the image', async () => {
    const { boxes } = recordCanvas();
    const map = document.createElement('canvas');
    map.width = 344;
    map.height = 300;
    await mapPng(map, 1, { title: 't', subtitle: 's', noData: 'Pas de donnée', attribution: 'a' });
    const legend = boxes.slice(1);
    expect(legend).toHaveLength(6);
    for (const b of legend) expect(b.x + b.width).toBeLessThanOrEqual(344 - 10);
    // Measured at 6 px a character: the five classes fit on the first line, "no data" goes below.
    expect(new Set(legend.map((b) => b.y)).size).toBe(2);
    expect(legend[5]!.x).toBe(10);
  });
});
