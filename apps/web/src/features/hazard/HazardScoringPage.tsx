import { CameraOutlined } from '@ant-design/icons';
import type { BoundaryFeatureCollection, HazardScores, HazardUnit, HazardWeights } from '@sfp/contracts';
import { HAZARD_DIMENSIONS } from '@sfp/contracts/hazard-constants';
import { Alert, Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui.tsx';
import { fetchBasemapStyleUrl, fetchDepartments, fetchScores } from './api/hazard-api.ts';
import type { HazardMapApi } from './components/HazardMap.tsx';
import { Legend } from './components/Legend.tsx';
import { Methodology } from './components/Methodology.tsx';
import { RankingTable, type Region } from './components/RankingTable.tsx';
import { UnitList } from './components/UnitList.tsx';
import { UnitPanel } from './components/UnitPanel.tsx';
import { EQUAL_WEIGHTS, WeightControls } from './components/WeightControls.tsx';
import './hazard.css';
import './i18n.ts';
import { saveBlob } from './lib/csv.ts';
import { formatNumber } from './lib/format.ts';
import { layerKey, layerValue, parseLayerKey } from './lib/layers.ts';
import { mapPng } from './lib/png.ts';

// MapLibre (about 275 KB gzipped) in a chunk of its own: the list, ranking and method show while it loads.
const HazardMap = lazy(() => import('./components/HazardMap.tsx'));

/** Slider moves closer together than this make one request. */
const WEIGHTS_DEBOUNCE_MS = 250;

/**
 * The flood hazard scoring app (/hazard_scoring, issue 15): a relative priority index per
 * department on a map of our own, the weights, the ranking, each unit's indicators and the method.
 */
export default function HazardScoringPage() {
  const { t, i18n } = useTranslation('hazard');
  const [boundaries, setBoundaries] = useState<BoundaryFeatureCollection | null>(null);
  const [basemap, setBasemap] = useState<string | null | undefined>(undefined);
  const [scores, setScores] = useState<HazardScores | null>(null);
  const [weights, setWeights] = useState<HazardWeights>(EQUAL_WEIGHTS);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [layer, setLayer] = useState('score');
  const [selected, setSelected] = useState<string | null>(null);
  const [mapUnavailable, setMapUnavailable] = useState(false);
  const mapApi = useRef<HazardMapApi | null>(null);

  useEffect(() => {
    let live = true;
    setFailed(false);
    Promise.all([fetchDepartments(), fetchBasemapStyleUrl()])
      .then(([fc, style]) => {
        if (!live) return;
        setBoundaries(fc);
        setBasemap(style);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
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
  }, [weights, attempt]);

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
  const regions = useMemo(
    () =>
      [...new Map([...regionByUnit.values()].map((r) => [r.pcode, r])).values()].sort((a, b) =>
        a.name.localeCompare(b.name, 'fr'),
      ),
    [regionByUnit],
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
      return `${u?.name ?? pcode} — ${v === null ? t('no_data') : `${formatNumber(v, i18n.language, 2)} / 10`}`;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [unitsByCode, layer, t, i18n.language],
  );
  const exportPng = async () => {
    const canvas = mapApi.current?.canvas();
    if (!canvas) return;
    saveBlob(await mapPng(canvas, `${t('title')} — ${layerLabel}`, t('disclaimer_title'), t('no_data')), t('png_file'));
  };

  const unit: HazardUnit | undefined = selected ? unitsByCode.get(selected) : undefined;
  const indicatorIds = scores?.units[0]?.indicators.map((i) => i.id) ?? [];

  return (
    <div className="sfp-hz">
      <header className="sfp-hz-head">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <Alert type="warning" showIcon title={t('disclaimer_title')} description={t('disclaimer')} />
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('load_error')}
          action={<Button onClick={() => setAttempt((a) => a + 1)}>{t('retry')}</Button>}
        />
      )}
      {!scores || !boundaries || basemap === undefined ? (
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
            <Button icon={<CameraOutlined />} onClick={() => void exportPng()} disabled={mapUnavailable}>
              {t('export_png')}
            </Button>
          </div>
          <div className="sfp-hz-body">
            <div className="sfp-hz-mapcol">
              {mapUnavailable ? (
                <Alert type="info" showIcon title={t('map_unavailable')} />
              ) : (
                <Suspense fallback={<div className="sfp-hz-map" aria-busy="true" />}>
                  <HazardMap
                    boundaries={boundaries}
                    values={values}
                    selected={selected}
                    label={t('map_label', { layer: layerLabel })}
                    basemapStyleUrl={basemap}
                    describe={describe}
                    onSelect={setSelected}
                    onReady={(api) => (mapApi.current = api)}
                    onUnavailable={() => setMapUnavailable(true)}
                  />
                </Suspense>
              )}
              <Legend normalised={mapLayer.kind === 'indicator'} />
            </div>
            <div className="sfp-hz-side">
              <WeightControls weights={weights} onChange={setWeights} />
              <UnitList
                units={scores.units}
                value={(u) => layerValue(u, mapLayer)}
                selected={selected}
                onSelect={setSelected}
              />
            </div>
          </div>
          {unit && (
            <UnitPanel unit={unit} total={scores.units.length} sources={sources} onClose={() => setSelected(null)} />
          )}
          <RankingTable
            units={scores.units}
            regions={regions}
            regionOf={(pcode) => regionByUnit.get(pcode)}
            onOpen={setSelected}
          />
          <Methodology sources={scores.sources} />
        </>
      )}
    </div>
  );
}
