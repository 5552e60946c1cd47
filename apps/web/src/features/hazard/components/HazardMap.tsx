import type { BoundaryFeatureCollection } from '@sfp/contracts';
import maplibregl, { type GeoJSONSource, type Map as MlMap, type StyleSpecification } from 'maplibre-gl';

type GeoJSONSourceData = Parameters<GeoJSONSource['setData']>[0];
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { CLASS_BREAKS, CLASS_COLOURS, hatchPattern } from '../lib/classes.ts';
import {
  COMMUNES_LAYER,
  COMMUNES_MINZOOM,
  COMMUNES_REQUEST_ZOOM,
  communesLayer,
  REGIONS_LAYER,
  regionsLayer,
} from '../lib/outlines.ts';
import { BOUNDARIES_ATTRIBUTION, BOUNDS } from '../lib/projection.ts';

/** Set when MapLibre has drawn the choropleth for the first time (it then takes over from the SVG map). */
const PAINT_MARK = 'sfp-hazard-maplibre-painted';

/** No basemap: a plain background, nothing fetched, works offline. */
const EMPTY_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eaf2f8' } }],
};

export interface HazardMapApi {
  /** The map as drawn now (preserveDrawingBuffer keeps the last frame readable). */
  canvas(): HTMLCanvasElement;
  /** The credits the map shows (the boundaries', and a basemap's when one is configured). */
  attribution(): string;
  /** Which outlines the frame shows now (for the PNG's legend). */
  outlines(): { regions: boolean; communes: boolean };
}

interface Props {
  boundaries: BoundaryFeatureCollection;
  /** The regions' outlines, drawn over the departments once they are in (null: not yet). */
  regions: BoundaryFeatureCollection | null;
  /** The communes' outlines, asked for when the map is first zoomed in near where they show. */
  loadCommunes(): Promise<BoundaryFeatureCollection>;
  /** 0–10 value per p-code on the layer shown; null = no data. */
  values: Map<string, number | null>;
  selected: string | null;
  label: string;
  basemapStyleUrl: string | null;
  describe(pcode: string): string;
  onSelect(pcode: string): void;
  onReady(api: HazardMapApi | null): void;
  /** The choropleth is on screen: the SVG map drawn before can go. */
  onPainted(): void;
  onUnavailable(): void;
}

function withValues(fc: BoundaryFeatureCollection, values: Map<string, number | null>) {
  return {
    ...fc,
    features: fc.features.map((f) => ({
      ...f,
      properties: { ...f.properties, v: values.get(String(f.properties.pcode)) ?? -1 },
    })),
  } as unknown as GeoJSONSourceData;
}

/** A choropleth of the departments in MapLibre GL JS: classes on 0–10, "no data" hatched. */
export default function HazardMap(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MlMap | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [hover, setHover] = useState<{ x: number; y: number; text: string } | null>(null);
  const [ready, setReady] = useState(false);
  const [painted, setPainted] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    let map: MlMap;
    try {
      map = new maplibregl.Map({
        container: container.current,
        style: latest.current.basemapStyleUrl ?? EMPTY_STYLE,
        bounds: BOUNDS,
        fitBoundsOptions: { padding: 8 },
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: false,
        canvasContextAttributes: { preserveDrawingBuffer: true, antialias: false },
      });
    } catch {
      latest.current.onUnavailable();
      return;
    }
    mapRef.current = map;
    map.touchZoomRotate.disableRotation();
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    // The attribution as a plain line, always shown: the licence (CC BY-IGO) asks for it, and the
    // compact form's 24 px toggle is too small a touch target on a phone.
    map.addControl(
      new maplibregl.AttributionControl({ compact: false, customAttribution: BOUNDARIES_ATTRIBUTION }),
      'bottom-right',
    );
    map.on('load', () => {
      const { boundaries, values } = latest.current;
      map.addImage('hatch', hatchPattern());
      map.addSource('units', { type: 'geojson', data: withValues(boundaries, values) });
      const steps: (string | number)[] = [CLASS_COLOURS[0]];
      CLASS_BREAKS.forEach((b, i) => steps.push(b, CLASS_COLOURS[i + 1]!));
      map.addLayer({
        id: 'units-fill',
        type: 'fill',
        source: 'units',
        filter: ['>=', ['get', 'v'], 0],
        paint: { 'fill-color': ['step', ['get', 'v'], ...steps] as never, 'fill-opacity': 0.9 },
      });
      map.addLayer({
        id: 'units-nodata',
        type: 'fill',
        source: 'units',
        filter: ['<', ['get', 'v'], 0],
        paint: { 'fill-pattern': 'hatch' },
      });
      map.addLayer({
        id: 'units-line',
        type: 'line',
        source: 'units',
        // Above the communes' lines when zoomed in (lib/outlines.ts), under the regions'.
        paint: { 'line-color': '#5b6770', 'line-width': ['interpolate', ['linear'], ['zoom'], 7, 0.6, 10, 1.4] },
      });
      map.addLayer({
        id: 'units-selected',
        type: 'line',
        source: 'units',
        filter: ['==', ['get', 'pcode'], latest.current.selected ?? ''],
        paint: { 'line-color': '#0b4f8a', 'line-width': 3 },
      });
      map.getCanvas().setAttribute('aria-label', latest.current.label);
      map.once('idle', () => {
        performance.mark(PAINT_MARK);
        setPainted(true);
        latest.current.onPainted();
      });
      setReady(true);
      latest.current.onReady({
        canvas: () => map.getCanvas(),
        attribution: () =>
          map.getContainer().querySelector('.maplibregl-ctrl-attrib-inner')?.textContent?.trim() ||
          BOUNDARIES_ATTRIBUTION,
        outlines: () => ({
          regions: !!map.getLayer(REGIONS_LAYER),
          communes: !!map.getLayer(COMMUNES_LAYER) && map.getZoom() >= COMMUNES_MINZOOM,
        }),
      });
    });
    const pick = (e: maplibregl.MapMouseEvent) =>
      map.queryRenderedFeatures(e.point, { layers: ['units-fill', 'units-nodata'] })[0]?.properties?.pcode as
        string | undefined;
    map.on('mousemove', (e) => {
      const pcode = map.getLayer('units-fill') ? pick(e) : undefined;
      map.getCanvas().style.cursor = pcode ? 'pointer' : '';
      setHover(pcode ? { x: e.point.x, y: e.point.y, text: latest.current.describe(pcode) } : null);
    });
    map.on('mouseout', () => setHover(null));
    map.on('click', (e) => {
      const pcode = map.getLayer('units-fill') ? pick(e) : undefined;
      if (pcode) {
        setHover({ x: e.point.x, y: e.point.y, text: latest.current.describe(pcode) });
        latest.current.onSelect(pcode);
      }
    });
    return () => {
      latest.current.onReady(null);
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // The regions, as soon as both the map and they are in (the page asks for them after the first
  // map has painted): when they came first, MapLibre's first frame has them and takes over from the
  // SVG map without the outlines going out and back.
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !props.regions || map.getSource('regions')) return;
    map.addSource('regions', { type: 'geojson', data: props.regions as unknown as GeoJSONSourceData });
    map.addLayer(regionsLayer('regions'), 'units-selected');
  }, [ready, props.regions]);

  useEffect(() => {
    const map = mapRef.current;
    if (!painted || !map) return;
    let asked = false;
    const askCommunes = () => {
      if (asked || map.getZoom() < COMMUNES_REQUEST_ZOOM) return;
      asked = true;
      latest.current.loadCommunes().then(
        (fc) => {
          if (mapRef.current !== map || map.getSource('communes')) return;
          map.addSource('communes', { type: 'geojson', data: fc as unknown as GeoJSONSourceData });
          // Under the regions' lines and the selected department's.
          map.addLayer(communesLayer('communes'), map.getLayer(REGIONS_LAYER) ? REGIONS_LAYER : 'units-selected');
        },
        // Outlines are extras: asked again at the next zoom.
        () => {
          asked = false;
        },
      );
    };
    askCommunes();
    map.on('zoomend', askCommunes);
    return () => {
      map.off('zoomend', askCommunes);
    };
  }, [painted]);

  useEffect(() => {
    const source = ready ? (mapRef.current?.getSource('units') as GeoJSONSource | undefined) : undefined;
    source?.setData(withValues(props.boundaries, props.values));
  }, [ready, props.boundaries, props.values]);

  useEffect(() => {
    if (ready) mapRef.current?.setFilter('units-selected', ['==', ['get', 'pcode'], props.selected ?? '']);
  }, [ready, props.selected]);

  useEffect(() => {
    if (ready) mapRef.current?.getCanvas().setAttribute('aria-label', props.label);
  }, [ready, props.label]);

  return (
    <div className="sfp-hz-map-wrap">
      <div ref={container} className="sfp-hz-map" data-testid="hazard-map" data-ready={painted ? 'true' : 'false'} />
      {hover && (
        <div className="sfp-hz-tooltip" style={{ left: hover.x + 12, top: hover.y + 12 }} aria-hidden>
          {hover.text}
        </div>
      )}
    </div>
  );
}
