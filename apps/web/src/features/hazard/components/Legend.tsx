import { useTranslation } from 'react-i18next';
import { LEGEND_CLASSES } from '../lib/classes.ts';
import { formatNumber } from '../lib/format.ts';
import { COMMUNE_LINE, REGION_LINE } from '../lib/outlines.ts';

interface Props {
  normalised: boolean;
  /** The regions' outlines are on the map. */
  regions: boolean;
  /** The communes' outlines can show (MapLibre, zoomed in). */
  communes: boolean;
}

/**
 * The classes on the 0–10 scale and the hatched "no data"; below them, apart, the outlines, which
 * are not classes. Their row keeps its place before they are drawn, so nothing below it moves.
 */
export function Legend({ normalised, regions, communes }: Props) {
  const { t, i18n } = useTranslation('hazard');
  const n = (v: number) => formatNumber(v, i18n.language, 0);
  return (
    <figure className="sfp-hz-legend" aria-label={t('legend')}>
      <figcaption>{normalised ? t('legend_normalised') : t('legend_scale')}</figcaption>
      <ul>
        {LEGEND_CLASSES.map((c) => (
          <li key={c.from}>
            <span className="sfp-hz-swatch" style={{ background: c.colour }} aria-hidden />
            {n(c.from)}–{n(c.to)}
          </li>
        ))}
        <li>
          <span className="sfp-hz-swatch sfp-hz-swatch-nodata" aria-hidden />
          {t('no_data')}
        </li>
      </ul>
      <ul className="sfp-hz-legend-lines">
        <li style={regions ? undefined : { visibility: 'hidden' }}>
          <span
            className="sfp-hz-line"
            style={{ borderTop: `${REGION_LINE.width + 0.4}px solid ${REGION_LINE.colour}` }}
            aria-hidden
          />
          {t('outline_regions')}
        </li>
        <li style={communes ? undefined : { visibility: 'hidden' }}>
          <span
            className="sfp-hz-line"
            style={{ borderTop: `1px solid ${COMMUNE_LINE.colour}`, opacity: COMMUNE_LINE.opacity + 0.2 }}
            aria-hidden
          />
          {t('outline_communes')}
        </li>
      </ul>
    </figure>
  );
}
