import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../config/routes.ts';

export default function HomePage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  return (
    <div className="sfp-home">
      <section className="sfp-banner" aria-labelledby="banner-title">
        <h1 id="banner-title">{t('banner_title')}</h1>
        <p>{t('banner_text')}</p>
        <Button type="primary" size="large" onClick={() => void navigate(ROUTES.about)}>
          {t('read_more')}
        </Button>
      </section>
      <section className="sfp-quick" aria-labelledby="quick-title">
        <h2 id="quick-title">{t('quick_actions')}</h2>
        <p>{t('in_construction')}</p>
      </section>
    </div>
  );
}
