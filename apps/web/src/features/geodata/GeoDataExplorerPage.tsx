import { CloudOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../config/routes.ts';
import floodMapping from './assets/flood-mapping.svg';
import hazardScoring from './assets/hazard-scoring.svg';
import { AppCard } from './components/AppCard.tsx';
import { HelperBanner } from './components/HelperBanner.tsx';
import './geodata.css';
import './i18n.ts';

/** GeoData Explorer (spec §2): title, intro, the two application cards, the helper banner. */
export default function GeoDataExplorerPage() {
  const { t } = useTranslation('geo');
  const navigate = useNavigate();
  return (
    <div className="sfp-geo">
      <header className="sfp-geo-hero">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <div className="sfp-geo-cards">
        <AppCard
          cover={<img src={floodMapping} alt="" width={320} height={160} />}
          action={
            <Button type="primary" onClick={() => void navigate(ROUTES.floodAnalysis)}>
              {t('access')}
            </Button>
          }
        >
          <h2>
            <CloudOutlined aria-hidden /> {t('mapping_title')}
          </h2>
          <p>{t('mapping_text')}</p>
        </AppCard>
        <AppCard
          cover={<img src={hazardScoring} alt="" width={320} height={160} />}
          action={
            <Button type="primary" onClick={() => void navigate(ROUTES.hazardScoring)}>
              {t('access')}
            </Button>
          }
        >
          <h2>
            <ExperimentOutlined aria-hidden /> {t('hazard_title')}
          </h2>
          <p>{t('hazard_text')}</p>
        </AppCard>
      </div>
      <HelperBanner />
    </div>
  );
}
