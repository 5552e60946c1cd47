import type { HazardSource } from '@sfp/contracts';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/Markdown.tsx';
import { sourceLabel } from './UnitPanel.tsx';

const INFORM_URL = 'https://drmkc.jrc.ec.europa.eu/inform-index';

/** The method in the user's language and every source the indicators cite, with their links. */
export function Methodology({ sources }: { sources: HazardSource[] }) {
  const { t, i18n } = useTranslation('hazard');
  return (
    <details className="sfp-hz-method">
      <summary>
        <h2>{t('method_title')}</h2>
      </summary>
      <Markdown>{t('method')}</Markdown>
      <h3>{t('sources_title')}</h3>
      <ul>
        <li>
          <a href={INFORM_URL} target="_blank" rel="noreferrer">
            {t('sources_method')}
          </a>
        </li>
        {sources.map((s) => (
          <li key={s.id}>
            {s.url ? (
              <a href={s.url} target="_blank" rel="noreferrer">
                {sourceLabel(s, i18n.language)}
              </a>
            ) : (
              sourceLabel(s, i18n.language)
            )}
            {s.published ? ` (${s.published})` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
