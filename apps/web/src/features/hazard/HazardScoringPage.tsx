import type { BoundaryFeatureCollection, HazardScores, HazardUnit, HazardWeights } from '@sfp/contracts';
import { HAZARD_DIMENSIONS } from '@sfp/contracts/hazard-constants';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui.tsx';
import { addStyle } from '../../lib/inline-style.ts';
import { fetchBasemapStyleUrl, fetchDepartments, fetchOutlines, fetchScores } from './api/hazard-api.ts';
import { firstMapArrived, firstMapData } from './api/prefetch.ts';
import { ExportButton, LoadError, WithAntd } from './components/antd-parts.tsx';
import { Disclaimer } from './components/Disclaimer.tsx';
import type { default as GlMap, HazardMapApi } from './components/HazardMap.tsx';
import { Legend } from './components/Legend.tsx';
import type { Region } from './components/RankingTable.tsx';
import { SvgMap } from './components/SvgMap.tsx';
import { UnitList } from './components/UnitList.tsx';
import hazardCss from './hazard.css?inline';
import './i18n.ts';
import { saveBlob } from './lib/csv.ts';
import { formatNumber } from './lib/format.ts';
import { layerKey, layerValue, parseLayerKey } from './lib/layers.ts';
import { COMMUNE_LINE, REGION_LINE } from './lib/outlines.ts';
import { mapPng, svgCanvas } from './lib/png.ts';
import { BOUNDARIES_ATTRIBUTION } from './lib/projection.ts';
import { EQUAL_WEIGHTS } from './lib/weights.ts';

// The page's styles come with its chunk: a request less before the first map on a slow network.
addStyle('sfp-hazard-css', hazardCss);

// MapLibre (about 275 KB gzipped) in a chunk of its own, requested once the SVG map is drawn: it
// takes over when it has painted. The weights, unit panel, ranking and method: requested on mount,
// shown once the map has painted.
const loadHazardMap = () => import('./components/HazardMap.tsx');
/** In MapLibre's place when its chunk cannot be fetched: the SVG map stays, said so. */
function NoGlMap({ onUnavailable }: { onUnavailable(): void }) {
  useEffect(() => onUnavailable(), [onUnavailable]);
  return null;
}
const HazardMap = lazy(() => loadHazardMap().catch(() => ({ default: NoGlMap as unknown as typeof GlMap })));
const loadDeferred = () => import('./components/deferred.ts');
const WeightControls = lazy(() => loadDeferred().then((m) => ({ default: m.WeightControls })));
const UnitPanel = lazy(() => loadDeferred().then((m) => ({ default: m.UnitPanel })));
const RankingTable = lazy(() => loadDeferred().then((m) => ({ default: m.RankingTable })));
const Methodology = lazy(() => loadDeferred().then((m) => ({ default: m.Methodology })));

/**
 * Region names in French order (one collator: `localeCompare` with a locale builds one per call),
 * built when first needed: not while the page's module starts, before its first map.
 */
let byName: Intl.Collator | undefined;
const BY_NAME = { compare: (a: string, b: string) => (byName ??= new Intl.Collator('fr')).compare(a, b) };

/** Slider moves closer together than this make one request. */
const WEIGHTS_DEBOUNCE_MS = 250;

/**
 * The flood hazard scoring app (/hazard_scoring, issue 15): a relative priority index per
 * department on a map of our own, the weights, the ranking, each unit's indicators and the method.
 */
export default function HazardScoringPage() {
  const { t, i18n } = useTranslation('hazard');
  // Drawn in the first render when the data requested at start-up is already in.
  const [arrived] = useState(firstMapArrived);
  const [boundaries, setBoundaries] = useState<BoundaryFeatureCollection | null>(arrived?.[0] ?? null);
  const [scores, setScores] = useState<HazardScores | null>(arrived?.[1] ?? null);
  /** MapLibre's geometry (the shipped one, to zoom in) and the optional basemap. */
  const [gl, setGl] = useState<{ boundaries: BoundaryFeatureCollection; basemap: string | null } | null>(null);
  const [glPainted, setGlPainted] = useState(false);
  /** The regions' outlines, drawn over the departments on either map. */
  const [regionOutlines, setRegionOutlines] = useState<BoundaryFeatureCollection | null>(null);
  const [weights, setWeights] = useState<HazardWeights>(EQUAL_WEIGHTS);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [layer, setLayer] = useState('score');
  const [selected, setSelected] = useState<string | null>(null);
  const [mapUnavailable, setMapUnavailable] = useState(false);
  const mapApi = useRef<HazardMapApi | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const weightsNow = useRef(weights);
  weightsNow.current = weights;

  // The first map: the overview and the scores at equal weights, requested as the app started.
  useEffect(() => {
    let live = true;
    setFailed(false);
    const first =
      attempt === 0 ? firstMapData() : Promise.all([fetchDepartments('overview'), fetchScores(weightsNow.current)]);
    first
      .then(([fc, s]) => {
        if (!live) return;
        setBoundaries(fc);
        setScores(s);
        // The rest of the page's code, now that it competes with nothing the map needs.
        void loadDeferred();
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt]);

  // The weights moved: new scores. The first ones come with the first map.
  const weighed = useRef(false);
  useEffect(() => {
    if (!weighed.current) {
      weighed.current = true;
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      fetchScores(weights)
        .then((s) => live && setScores(s))
        .catch(() => live && setFailed(true));
    }, WEIGHTS_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [weights]);

  // The SVG map has painted: the rest of the page (weights, list, table, method) in a transition,
  // which React renders in slices; and MapLibre's chunk, its geometry and the basemap setting;
  // then the regions' outlines, which neither map waits for.
  const [painted, setPainted] = useState(false);
  const onSvgPainted = useCallback(() => startTransition(() => setPainted(true)), []);
  useEffect(() => {
    if (!painted) return;
    let live = true;
    const chunk = loadHazardMap();
    const glData = Promise.all([fetchDepartments('full'), fetchBasemapStyleUrl()]);
    glData
      .then(([fc, basemap]) => live && setGl({ boundaries: fc, basemap }))
      // Without them the SVG map stays: it is the map.
      .catch(() => undefined);
    // After what MapLibre needs, not beside it: on a slow network it would share its bandwidth.
    void Promise.allSettled([chunk, glData])
      .then(() => (live ? fetchOutlines('region') : null))
      .then((fc) => live && fc && setRegionOutlines(fc))
      // Without them each map is still whole: the list and the table name each department's region.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [painted]);
  const loadCommunes = useCallback(() => fetchOutlines('commune'), []);

  const mapLayer = parseLayerKey(layer);
  const unitsByCode = useMemo(() => new Map((scores?.units ?? []).map((u) => [u.pcode, u])), [scores]);
  const values = useMemo(
    () => new Map((scores?.units ?? []).map((u) => [u.pcode, layerValue(u, mapLayer)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scores, layer],
  );
  const regionByUnit = useMemo(() => {
    const m = new Map<string, Region>();
    for (const f of boundaries?.features ?? [])
      m.set(String(f.properties.pcode), {
        pcode: String(f.properties.region_pcode),
        name: String(f.properties.region),
      });
    return m;
  }, [boundaries]);
  // For the ranking's filter, shown once the map has painted: sorted then, not before the map.
  const regions = useMemo(
    () =>
      painted
        ? [...new Map([...regionByUnit.values()].map((r) => [r.pcode, r])).values()].sort((a, b) =>
            BY_NAME.compare(a.name, b.name),
          )
        : [],
    [regionByUnit, painted],
  );
  const sources = useMemo(() => new Map((scores?.sources ?? []).map((s) => [s.id, s])), [scores]);
  const layerLabel =
    mapLayer.kind === 'score'
      ? t('layer_score')
      : mapLayer.kind === 'dimension'
        ? t(`dimension.${mapLayer.id}`)
        : t(`indicators.${mapLayer.id}.label`);
  const describe = useCallback(
    (pcode: string) => {
      const u = unitsByCode.get(pcode);
      const v = layerValue(u, mapLayer);
      const region = regionByUnit.get(pcode)?.name;
      const name = region ? t('unit_in_region', { name: u?.name ?? pcode, region }) : (u?.name ?? pcode);
      // The value kept in one piece with its dash: a long name wraps before it, not inside it.
      return `${name} —\u00a0${v === null ? t('no_data') : `${formatNumber(v, i18n.language, 2)}\u00a0/\u00a010`}`;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [unitsByCode, regionByUnit, layer, t, i18n.language],
  );
  // MapLibre's canvas once it has painted, else the SVG map drawn on one.
  const exportPng = async () => {
    const gl = glPainted ? mapApi.current?.canvas() : undefined;
    const map = gl
      ? { canvas: gl, scale: gl.width / gl.clientWidth || 1 }
      : svg.current && (await svgCanvas(svg.current));
    if (!map) return;
    const drawn = gl ? mapApi.current?.outlines() : { regions: !!regionOutlines, communes: false };
    const png = await mapPng(map.canvas, map.scale, {
      title: `${t('title')} — ${layerLabel}`,
      subtitle: t('disclaimer_title'),
      noData: t('no_data'),
      lines: [
        ...(drawn?.regions ? [{ ...REGION_LINE, label: t('outline_regions') }] : []),
        ...(drawn?.communes ? [{ ...COMMUNE_LINE, label: t('outline_communes') }] : []),
      ],
      attribution: (gl && mapApi.current?.attribution()) || BOUNDARIES_ATTRIBUTION,
    });
    saveBlob(png, t('png_file'));
  };

  const unit: HazardUnit | undefined = selected ? unitsByCode.get(selected) : undefined;
  const indicatorIds = scores?.units[0]?.indicators.map((i) => i.id) ?? [];

  return (
    <div className="sfp-hz">
      <header className="sfp-hz-head">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <Disclaimer title={t('disclaimer_title')} text={t('disclaimer')} />
      {failed && <LoadError title={t('load_error')} retry={t('retry')} onRetry={() => setAttempt((a) => a + 1)} />}
      {!scores || !boundaries ? (
        !failed && (
          <div className="sfp-hz-loading">
            <Spinner label={t('loading')} size="large" />
          </div>
        )
      ) : (
        <>
          <div className="sfp-hz-toolbar">
            <label className="sfp-hz-select">
              <span>{t('layer')}</span>
              <select value={layer} onChange={(e) => setLayer(e.target.value)}>
                <option value="score">{t('layer_score')}</option>
                <optgroup label={t('layer_dimensions')}>
                  {HAZARD_DIMENSIONS.map((d) => (
                    <option key={d} value={layerKey({ kind: 'dimension', id: d })}>
                      {t(`dimension.${d}`)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('layer_indicators')}>
                  {indicatorIds.map((id) => (
                    <option key={id} value={layerKey({ kind: 'indicator', id })}>
                      {t(`indicators.${id}.label`)}
                    </option>
                  ))}
                </optgroup>
              </select>
            </label>
            <ExportButton ready={painted} label={t('export_png')} onClick={() => void exportPng()} />
          </div>
          <div className="sfp-hz-body">
            <div className="sfp-hz-mapcol">
              <div className="sfp-hz-stage">
                {gl && !mapUnavailable && (
                  <Suspense fallback={null}>
                    <HazardMap
                      boundaries={gl.boundaries}
                      regions={regionOutlines}
                      loadCommunes={loadCommunes}
                      values={values}
                      selected={selected}
                      label={t('map_label', { layer: layerLabel })}
                      basemapStyleUrl={gl.basemap}
                      describe={describe}
                      onSelect={setSelected}
                      onReady={(api) => (mapApi.current = api)}
                      onPainted={() => setGlPainted(true)}
                      onUnavailable={() => setMapUnavailable(true)}
                    />
                  </Suspense>
                )}
                {!glPainted && (
                  <SvgMap
                    ref={svg}
                    boundaries={boundaries}
                    regions={regionOutlines}
                    values={values}
                    selected={selected}
                    label={t('map_label', { layer: layerLabel })}
                    describe={describe}
                    onSelect={setSelected}
                    onPainted={onSvgPainted}
                  />
                )}
              </div>
              {mapUnavailable && <p className="sfp-hz-help">{t('map_unavailable')}</p>}
              <Legend
                normalised={mapLayer.kind === 'indicator'}
                regions={!!regionOutlines}
                communes={glPainted && !mapUnavailable}
              />
            </div>
            {painted && (
              <div className="sfp-hz-side">
                <WithAntd>
                  <WeightControls weights={weights} onChange={setWeights} />
                </WithAntd>
                <UnitList
                  units={scores.units}
                  value={(u) => layerValue(u, mapLayer)}
                  selected={selected}
                  onSelect={setSelected}
                />
              </div>
            )}
          </div>
          {painted && (
            <WithAntd fallback={<Spinner label={t('loading')} />}>
              {unit && (
                <UnitPanel
                  unit={unit}
                  total={scores.units.length}
                  sources={sources}
                  onClose={() => setSelected(null)}
                />
              )}
              <RankingTable
                units={scores.units}
                regions={regions}
                regionOf={(pcode) => regionByUnit.get(pcode)}
                onOpen={setSelected}
              />
              <Methodology sources={scores.sources} />
            </WithAntd>
          )}
        </>
      )}
    </div>
  );
}
