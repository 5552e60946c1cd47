import type { HazardUnit } from '@sfp/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';

/**
 * Beside the map: every department as a button (Tab, Enter), in ranking order, with its value on
 * the layer shown; the keyboard way to what a pointer hovers on the map.
 */
export function UnitList(props: {
  units: HazardUnit[];
  value(unit: HazardUnit): number | null;
  selected: string | null;
  onSelect(pcode: string): void;
}) {
  const { t, i18n } = useTranslation('hazard');
  return (
    <nav className="sfp-hz-list" aria-labelledby="sfp-hz-list-title">
      <h2 id="sfp-hz-list-title">{t('list_title')}</h2>
      <p className="sfp-hz-help">{t('list_help')}</p>
      <ol>
        {props.units.map((u) => {
          const v = props.value(u);
          return (
            <li key={u.pcode}>
              <button
                type="button"
                aria-pressed={props.selected === u.pcode}
                onClick={() => props.onSelect(u.pcode)}
                className={props.selected === u.pcode ? 'sfp-hz-list-selected' : undefined}
              >
                <span>{u.name}</span>
                <span className="sfp-hz-list-value">{v === null ? t('no_data') : formatNumber(v, i18n.language)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
