import { Alert, Button, Spin } from 'antd';
import axios from 'axios';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../config/routes.ts';
import { API_BASE } from '../../lib/http.ts';
import './i18n.ts';

/**
 * /verify_email/{uid}/{token}/: a spinner while checking, then the verified view with a login
 * button — or, as issue 5 asks instead of the spec, the verification_failed message on failure.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<'loading' | 'verified' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    axios.get(`${API_BASE}/api/email/verify-email/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`).then(
      () => live && setState('verified'),
      (error: unknown) => {
        console.error('e-mail verification failed', error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [uid, token]);
  return (
    <main id="main" className="sfp-centered-page">
      {state === 'loading' && (
        <div role="status">
          <Spin size="large" />
          <p>{t('verifying_email')}</p>
        </div>
      )}
      {state === 'verified' && <Alert type="success" role="status" title={t('email_verified')} showIcon />}
      {state === 'failed' && <Alert type="error" role="alert" title={t('verification_failed')} showIcon />}
      {state !== 'loading' && (
        <Button type="primary" onClick={() => void navigate(ROUTES.landing)} style={{ marginTop: 16 }}>
          {t('login')}
        </Button>
      )}
    </main>
  );
}
