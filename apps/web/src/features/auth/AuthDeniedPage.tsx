import { StopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../config/routes.ts';
import './i18n.ts';

export default function AuthDeniedPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <main id="main" className="sfp-centered-page">
      <StopOutlined style={{ fontSize: 64, color: '#cf1322' }} aria-hidden />
      <h1>{t('access_denied')}</h1>
      <p>{t('no_permission')}</p>
      <p>{t('contact_admin')}</p>
      <Button type="primary" onClick={() => void navigate(ROUTES.landing)}>
        {t('back_to_login')}
      </Button>
    </main>
  );
}
