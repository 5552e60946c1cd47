import { useTranslation } from 'react-i18next';

/** Issue 6 builds this screen; until then the route exists behind the guard. */
export default function GeoDataExplorerPage() {
  const { t } = useTranslation('sidebar');
  return (
    <div>
      <h1>{t('geodata')}</h1>
      <p>{t('in_development')}</p>
    </div>
  );
}
