import type { BoundaryFeatureCollection } from '@sfp/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshUser } from '../../../../test/users.ts';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { saveTokens } from '../../../lib/storage.ts';
import HazardScoringPage from '../HazardScoringPage.tsx';
import '../i18n.ts';
import { COMMUNES_MINZOOM } from '../lib/outlines.ts';
import HazardMap from './HazardMap.tsx';
import { FIRST_PAINT_MARK } from './SvgMap.tsx';

/**
 * jsdom has no WebGL: a stand-in for MapLibre's Map records the sources and layers the map is
 * given, in their order, and lets the test say when the map has loaded, painted (its first
 * `idle`) and zoomed.
 */
const gl = vi.hoisted(() => {
  type Handler = () => void;
  class FakeMap {
    static last: FakeMap | null = null;
    layers: { id: string; minzoom?: number }[] = [];
    sources = new Map<string, unknown>();
    zoom = 5.2;
    private handlers = new Map<string, Set<Handler>>();
    touchZoomRotate = { disableRotation() {} };
    private canvas = document.createElement('canvas');
    constructor() {
      FakeMap.last = this;
    }
    on(type: string, fn: Handler) {
      if (!this.handlers.has(type)) this.handlers.set(type, new Set());
      this.handlers.get(type)!.add(fn);
      return this;
    }
    once(type: string, fn: Handler) {
      const once = () => {
        this.off(type, once);
        fn();
      };
      return this.on(type, once);
    }
    off(type: string, fn: Handler) {
      this.handlers.get(type)?.delete(fn);
      return this;
    }
    fire(type: string) {
      for (const fn of [...(this.handlers.get(type) ?? [])]) fn();
    }
    addControl() {}
    addImage() {}
    addSource(id: string, source: object) {
      this.sources.set(id, { ...source, setData() {} });
    }
    getSource(id: string) {
      return this.sources.get(id);
    }
    addLayer(layer: { id: string; minzoom?: number }, before?: string) {
      const at = before ? this.layers.findIndex((l) => l.id === before) : -1;
      this.layers.splice(at === -1 ? this.layers.length : at, 0, layer);
    }
    getLayer(id: string) {
      return this.layers.find((l) => l.id === id);
    }
    setFilter() {}
    getZoom() {
      return this.zoom;
    }
    getCanvas() {
      return this.canvas;
    }
    getContainer() {
      return document.createElement('div');
    }
    queryRenderedFeatures() {
      return [];
    }
    remove() {}
  }
  class Control {}
  return { FakeMap, module: { default: { Map: FakeMap, NavigationControl: Control, AttributionControl: Control } } };
});
vi.mock('maplibre-gl', () => gl.module);

const square = (pcode: string, x: number): BoundaryFeatureCollection['features'][number] =>
  ({
    type: 'Feature',
    properties: { pcode, name: pcode, region_pcode: pcode.slice(0, 4), region: 'Dakar' },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [x, 14],
          [x + 0.5, 14],
          [x + 0.5, 14.5],
          [x, 14],
        ],
      ],
    },
  }) as BoundaryFeatureCollection['features'][number];
const collection = (...features: BoundaryFeatureCollection['features']) =>
  ({ type: 'FeatureCollection', features }) as BoundaryFeatureCollection;

beforeEach(async () => {
  performance.clearMarks();
  await i18n.changeLanguage('fr');
});
afterEach(() => vi.restoreAllMocks());

describe('the outlines over the departments', () => {
  it("are not part of MapLibre's choropleth: regions added when they arrive, communes only zoomed in, with a minzoom", async () => {
    const communes = collection(square('SN0101001', -17.4));
    const loadCommunes = vi.fn(() => Promise.resolve(communes));
    const noop = () => undefined;
    const props = {
      boundaries: collection(square('SN0101', -17.4), square('SN0102', -16.8)),
      loadCommunes,
      values: new Map([['SN0101', 3]]),
      selected: null,
      label: 'carte',
      basemapStyleUrl: null,
      describe: () => '',
      onSelect: noop,
      onReady: noop,
      onPainted: noop,
      onUnavailable: noop,
    };
    const { rerender } = render(<HazardMap {...props} regions={null} />);
    const map = gl.FakeMap.last!;
    const ids = () => map.layers.map((l) => l.id);
    act(() => map.fire('load'));
    // The choropleth alone: the page asks for the outlines only once its first map has painted.
    expect(ids()).toEqual(['units-fill', 'units-nodata', 'units-line', 'units-selected']);
    act(() => map.fire('idle'));
    expect(map.sources.has('regions')).toBe(false);

    rerender(<HazardMap {...props} regions={collection(square('SN01', -17.4))} />);
    // Over the departments' lines, under the selected department's outline.
    expect(ids()).toEqual(['units-fill', 'units-nodata', 'units-line', 'regions-line', 'units-selected']);
    expect(map.getLayer('regions-line')!.minzoom).toBeUndefined();
    // The whole country in view: no commune asked for.
    expect(loadCommunes).not.toHaveBeenCalled();

    map.zoom = COMMUNES_MINZOOM - 0.4;
    act(() => map.fire('zoomend'));
    await waitFor(() => expect(ids()).toContain('communes-line'));
    expect(ids()).toEqual([
      'units-fill',
      'units-nodata',
      'units-line',
      'communes-line',
      'regions-line',
      'units-selected',
    ]);
    expect(map.getLayer('communes-line')!.minzoom).toBe(COMMUNES_MINZOOM);
    map.zoom = 10;
    act(() => map.fire('zoomend'));
    expect(loadCommunes).toHaveBeenCalledTimes(1);
  });

  it('are requested after the first map has painted, and drawn on it with their legend line', async () => {
    const user = await freshUser();
    saveTokens(user, true);
    const get = http.get.bind(http);
    const asked: { url: string; afterPaint: boolean }[] = [];
    vi.spyOn(http, 'get').mockImplementation((url, config) => {
      asked.push({ url, afterPaint: performance.getEntriesByName(FIRST_PAINT_MARK).length > 0 });
      return get(url, config);
    });
    const { container } = render(<HazardScoringPage />);
    // MapLibre's stand-in never loads here: the SVG map stays, as where WebGL is missing.
    await waitFor(() => expect(container.querySelectorAll('.sfp-hz-regions path')).toHaveLength(14), {
      timeout: 15_000,
    });
    const legendLine = screen.getByText('Limites des régions');
    expect(legendLine).toBeVisible();
    expect(screen.getByText('Limites des communes (visibles en zoomant)')).not.toBeVisible();

    const regions = asked.filter((a) => a.url === '/api/geo/boundaries/region/');
    expect(regions).toEqual([{ url: '/api/geo/boundaries/region/', afterPaint: true }]);
    expect(asked.find((a) => a.url.startsWith('/api/geo/boundaries/department/?detail=overview'))?.afterPaint).toBe(
      false,
    );
    // The regions come after what MapLibre needs, and the communes only when zoomed in.
    const glGeometry = asked.findIndex((a) => a.url === '/api/geo/boundaries/department/');
    expect(glGeometry).toBeGreaterThanOrEqual(0);
    expect(glGeometry).toBeLessThan(asked.findIndex((a) => a.url === '/api/geo/boundaries/region/'));
    expect(asked.some((a) => a.url.startsWith('/api/geo/boundaries/commune/'))).toBe(false);
  });
});
