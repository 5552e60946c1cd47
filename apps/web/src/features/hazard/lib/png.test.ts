import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGEND_CLASSES } from './classes.ts';
import { mapPng } from './png.ts';

/**
 * jsdom draws nothing: a 2D context that records what the PNG export draws (each filled box with
 * its fill, each text) stands in for the browser's.
 */
const PATTERN = { pattern: 'hatch' };
function recordCanvas() {
  const boxes: { fill: unknown }[] = [];
  const texts: string[] = [];
  const context = {
    fillStyle: '' as unknown,
    strokeStyle: '',
    font: '',
    fillRect() {
      boxes.push({ fill: this.fillStyle });
    },
    strokeRect() {},
    fillText(text: string) {
      texts.push(text);
    },
    drawImage() {},
    putImageData() {},
    createPattern: () => PATTERN,
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'])));
  vi.stubGlobal('ImageData', class {});
  return { boxes, texts };
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
});
