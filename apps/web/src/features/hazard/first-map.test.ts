import type { BoundaryFeatureCollection, HazardScores } from '@sfp/contracts';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyJson } from '../../lib/early-fetch.ts';
import { FIRST_MAP_URLS } from './api/urls.ts';
import { SvgMap } from './components/SvgMap.tsx';
import { drawFirstMap } from './first-map.ts';
import { mapMarkup } from './first-paint/markup.ts';
import { FIRST_TEXTS } from './first-paint/texts.ts';
import { CLASS_COLOURS } from './lib/classes.ts';
import { FIRST_PAINT_MARK, HATCH_ID } from './lib/choropleth.ts';

/** Three departments: a high score, a low one, and one with no score (drawn hatched, never as 0). */
const square = (x: number): number[][][] => [
  [
    [x, 14],
    [x + 1, 14],
    [x + 1, 15],
    [x, 15],
    [x, 14],
  ],
];
const boundaries = {
  type: 'FeatureCollection',
  features: ['SN01', 'SN02', 'SN03'].map((pcode, i) => ({
    type: 'Feature',
    properties: { pcode, name: pcode },
    geometry: { type: 'Polygon', coordinates: square(-16 + i * 1.5) },
  })),
} as unknown as BoundaryFeatureCollection;
const scores = {
  level: 'department',
  units: [
    { pcode: 'SN01', score: 9.1 },
    { pcode: 'SN02', score: 0.5 },
    { pcode: 'SN03', score: null },
  ],
} as unknown as HazardScores;

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const early = (b: Promise<Response>, s: Promise<Response>) => {
  window.sfpEarly = { [FIRST_MAP_URLS[0]]: b, [FIRST_MAP_URLS[1]]: s };
};
const root = () => {
  const el = document.createElement('div');
  el.id = 'root';
  document.body.appendChild(el);
  return el;
};
const fills = (scope: ParentNode) =>
  [...scope.querySelectorAll('g > path')].map((p) => [p.getAttribute('d'), p.getAttribute('fill')]);

afterEach(() => {
  delete window.sfpEarly;
  document.body.innerHTML = '';
  document.getElementById('sfp-hazard-css')?.remove();
  localStorage.clear();
  performance.clearMarks();
  vi.restoreAllMocks();
});

describe("the hazard page's first map, drawn before the app", () => {
  it('draws the score classes, and "no data" hatched, from the data the page requested', async () => {
    const el = root();
    early(answer(boundaries), answer(scores));
    expect(await drawFirstMap(el)).toBe(true);
    const paths = el.querySelectorAll('.sfp-hz-map g > path');
    expect([...paths].map((p) => p.getAttribute('fill'))).toEqual([
      CLASS_COLOURS[4],
      CLASS_COLOURS[0],
      `url(#${HATCH_ID})`,
    ]);
    expect(el.querySelector('h1')?.textContent).toBe(FIRST_TEXTS.fr.title);
    expect(el.querySelector('.sfp-hz-map')?.getAttribute('aria-label')).toContain(FIRST_TEXTS.fr.layer_score);
    expect(document.getElementById('sfp-hazard-css')).not.toBeNull();
    await vi.waitFor(() => expect(performance.getEntriesByName(FIRST_PAINT_MARK)).toHaveLength(1));
  });

  it('speaks the stored language', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const el = root();
    early(answer(boundaries), answer(scores));
    await drawFirstMap(el);
    expect(el.querySelector('h1')?.textContent).toBe(FIRST_TEXTS.en.title);
    expect(el.querySelector('.sfp-hz-disclaimer-title')?.textContent).toBe(FIRST_TEXTS.en.disclaimer_title);
  });

  it('leaves the answers whole for the app, which takes the same ones', async () => {
    early(answer(boundaries), answer(scores));
    await drawFirstMap(root());
    const again = vi.fn(async () => null);
    expect(await earlyJson(FIRST_MAP_URLS[1], again)).toEqual(scores);
    expect(again).not.toHaveBeenCalled();
  });

  it('draws nothing once the app has rendered, or when an answer failed or never came', async () => {
    const drawn = root();
    drawn.innerHTML = '<div class="sfp-shell">app</div>';
    early(answer(boundaries), answer(scores));
    expect(await drawFirstMap(drawn)).toBe(false);
    expect(drawn.textContent).toBe('app');
    drawn.remove();
    const el = root();
    early(answer(boundaries), answer({ detail: 'expired' }, 401));
    expect(await drawFirstMap(el)).toBe(false);
    delete window.sfpEarly;
    expect(await drawFirstMap(el)).toBe(false);
    expect(el.childElementCount).toBe(0);
    expect(performance.getEntriesByName(FIRST_PAINT_MARK)).toHaveLength(0);
  });

  it("draws the same departments in the same colours as the app's SVG map", () => {
    const values = new Map(scores.units.map((u) => [u.pcode, u.score]));
    const { container } = render(
      createElement(SvgMap, {
        boundaries,
        regions: null,
        values,
        selected: null,
        label: 'map',
        describe: () => '',
        onSelect: () => undefined,
        onPainted: () => undefined,
      }),
    );
    const first = document.createElement('div');
    first.innerHTML = mapMarkup(boundaries, scores, 'map');
    expect(fills(first)).toEqual(fills(container));
    expect(first.querySelector('svg')?.getAttribute('viewBox')).toBe(
      container.querySelector('svg')?.getAttribute('viewBox'),
    );
  });
});
