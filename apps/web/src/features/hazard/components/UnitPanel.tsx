import { CloseOutlined } from '@ant-design/icons';
import type { HazardSource, HazardUnit } from '@sfp/contracts';
import { HAZARD_DIMENSIONS } from '@sfp/contracts/hazard-constants';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';

/** Indicators whose value is the region's (EHCVM), said so in the panel. */
const REGIONAL = new Set(['food_insecurity', 'recent_shocks', 'no_drinking_water', 'no_electricity']);

/** A source as the page cites it: its French title in French where the catalogue has one. */
export function sourceLabel(s: HazardSource, language: string): string {
  const title = language.startsWith('fr') && s.title_fr ? s.title_fr : s.title;
  return s.organisation ? `${s.organisation} — ${title}` : title;
}

/** One department: its score, dimensions, and every indicator with value, year, source and normalised value. */
export function UnitPanel(props: {
  unit: HazardUnit;
  total: number;
  sources: Map<string, HazardSource>;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('hazard');
  const { unit } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // What opened the panel (a list button, a table link, the map): focus goes back there on close,
  // not to the page's top, which on a phone is screens away from where the user was.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (
      active instanceof HTMLElement &&
      active !== document.body &&
      !heading.current?.closest('section')?.contains(active)
    )
      opener.current = active;
    heading.current?.focus();
  }, [unit.pcode]);
  const close = () => {
    const back = opener.current;
    props.onClose();
    if (back?.isConnected) back.focus();
  };
  const n = (v: number | null, digits = 1) => formatNumber(v, i18n.language, digits);
  return (
    <section className="sfp-hz-unit" aria-labelledby="sfp-hz-unit-title" data-pcode={unit.pcode}>
      <div className="sfp-hz-unit-head">
        <h2 id="sfp-hz-unit-title" ref={heading} tabIndex={-1}>
          {t('unit_title', { name: unit.name })}
        </h2>
        <Button type="text" icon={<CloseOutlined />} aria-label={t('close')} onClick={close} />
      </div>
      <p className="sfp-hz-unit-score">
        {unit.score === null ? (
          t('unit_no_score')
        ) : (
          <>
            <strong>
              {t('score')}
              {t('colon')}
              {n(unit.score, 2)} / 10
            </strong>{' '}
            · {t('unit_rank', { rank: unit.rank, total: props.total })}
          </>
        )}
      </p>
      <ul className="sfp-hz-unit-dims">
        {HAZARD_DIMENSIONS.map((d) => (
          <li key={d}>
            {t(`dimension.${d}`)}
            {t('colon')}
            <strong>{unit.components[d] === null ? t('no_data') : n(unit.components[d], 2)}</strong>
          </li>
        ))}
      </ul>
      <div className="sfp-hz-table-scroll">
        <table className="sfp-hz-indicators">
          <thead>
            <tr>
              <th scope="col">{t('indicator')}</th>
              <th scope="col">{t('value')}</th>
              <th scope="col">{t('year')}</th>
              <th scope="col">{t('source')}</th>
              <th scope="col">{t('normalised')}</th>
            </tr>
          </thead>
          <tbody>
            {unit.indicators.map((i) => {
              const source = i.source_id ? props.sources.get(i.source_id) : undefined;
              const note =
                i.value === null
                  ? t('not_reported')
                  : i.id === 'flood_events' && i.value === 0
                    ? t('no_record')
                    : REGIONAL.has(i.id)
                      ? t('regional_value')
                      : null;
              return (
                <tr key={i.id}>
                  <th scope="row">{t(`indicators.${i.id}.label`)}</th>
                  <td data-label={t('value')}>
                    {i.value === null ? '—' : `${n(i.value)} ${t(`indicators.${i.id}.unit`, { count: i.value })}`}
                    {note && <small className="sfp-hz-note">{note}</small>}
                  </td>
                  <td data-label={t('year')}>{i.year ?? '—'}</td>
                  <td data-label={t('source')}>
                    {source ? (
                      source.url ? (
                        <a href={source.url} target="_blank" rel="noreferrer">
                          {sourceLabel(source, i18n.language)}
                        </a>
                      ) : (
                        sourceLabel(source, i18n.language)
                      )
                    ) : (
                      '—'
                    )}
                    {source?.reliability && source.reliability !== 'A' && (
                      <small className="sfp-hz-note">{t('reliability', { grade: source.reliability })}</small>
                    )}
                  </td>
                  <td data-label={t('normalised')}>{i.normalised === null ? t('no_data') : n(i.normalised, 2)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>{t('missing_title')}</h3>
      {unit.missing.length === 0 ? (
        <p>{t('missing_none')}</p>
      ) : (
        <ul>
          {unit.missing.map((id) => (
            <li key={id}>{t(`indicators.${id}.label`)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
