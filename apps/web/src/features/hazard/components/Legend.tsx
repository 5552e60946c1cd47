import { useTranslation } from 'react-i18next';
import { LEGEND_CLASSES } from '../lib/classes.ts';
import { formatNumber } from '../lib/format.ts';

/** The classes on the 0–10 scale and the hatched "no data". */
export function Legend({ normalised }: { normalised: boolean }) {
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
    </figure>
  );
}
