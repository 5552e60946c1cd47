import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { Logo } from '../../components/Logo.tsx';
import { Navbar } from '../../components/ProtectedLayout.tsx';
import { ROUTES } from '../../config/routes.ts';
import { getAccessToken } from '../../lib/storage.ts';
import './i18n.ts';

/** /about (spec §2): a top bar for visitors, the signed-in navbar for users; back; the sections. */
export default function AboutPage() {
  const { t } = useTranslation(['readMore', 'common']);
  const navigate = useNavigate();
  const signedIn = getAccessToken() !== null;
  const sections = ['what', 'vision', 'who', 'mission', 'platform'] as const;
  return (
    <div className="sfp-about">
      {signedIn ? (
        <Navbar />
      ) : (
        <header className="sfp-topbar">
          <span className="sfp-navbar-brand">
            <Logo title={t('common:app_name')} />
            <span className="sfp-navbar-name">{t('common:app_name')}</span>
          </span>
          <div className="sfp-navbar-actions">
            <Button onClick={() => void navigate(ROUTES.landing, { state: { createAccount: true } })}>
              {t('create_account')}
            </Button>
            <Button type="primary" onClick={() => void navigate(ROUTES.landing)}>
              {t('login')}
            </Button>
            <LanguageSwitcher />
          </div>
        </header>
      )}
      <main id="main" className="sfp-about-main">
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
          {t('back')}
        </Button>
        <h1>{t('main_title')}</h1>
        <p className="sfp-lead">{t('intro')}</p>
        {sections.map((s) => (
          <section key={s} aria-labelledby={`about-${s}`}>
            <h2 id={`about-${s}`}>{t(`${s}_title`)}</h2>
            <p>{t(`${s}_text`)}</p>
          </section>
        ))}
      </main>
    </div>
  );
}
