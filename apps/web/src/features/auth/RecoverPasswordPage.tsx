import { Alert, Button, Input, Spin } from 'antd';
import axios from 'axios';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Field } from '../../components/Field.tsx';
import { PasswordChecklist, passwordIsValid } from '../../components/PasswordChecklist.tsx';
import { RESET_CONFIRM_REDIRECT_MS } from '../../config/constants.ts';
import { ROUTES } from '../../config/routes.ts';
import { API_BASE } from '../../lib/http.ts';
import './i18n.ts';

/** /recover_password/{uid}/{token}/ (spec §2, §4 "Password reset confirmation"). */
export default function RecoverPasswordPage() {
  const { t } = useTranslation(['auth', 'login']);
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(ROUTES.landing), RESET_CONFIRM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  const submit = async () => {
    if (!password) return setError(t('login:password_error'));
    if (!confirm) return setError(t('login:confirm_password_error'));
    if (password !== confirm) return setError(t('login:password_mismatch_error'));
    if (!passwordIsValid(password)) return setError(t('login:password_validation_error'));
    setBusy(true);
    try {
      const res = await axios.post(
        `${API_BASE}/api/password/reset-confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`,
        { new_password1: password, new_password2: confirm },
      );
      if (res.status === 200) {
        setError(null);
        setDone(true);
      }
    } catch (e) {
      console.error('password reset confirmation failed', e);
      setError(t('unexpected_error'));
    } finally {
      setBusy(false);
    }
  };
  const filled = password !== '' && confirm !== '';
  return (
    <main id="main" className="sfp-centered-page">
      <h1>{t('reset_title')}</h1>
      {done ? (
        <Alert type="success" role="status" title={t('reset_success')} showIcon />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          style={{ width: 'min(420px, 100%)' }}
        >
          {error && <Alert type="error" role="alert" title={error} showIcon style={{ marginBottom: 16 }} />}
          <Field id="reset-password" label={t('new_password')}>
            <Input.Password
              id="reset-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Field id="reset-confirm" label={t('confirm_new_password')}>
            <Input.Password
              id="reset-confirm"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </Field>
          <PasswordChecklist password={password} confirm={confirm} />
          <Button type={filled ? 'primary' : 'default'} htmlType="submit" block disabled={busy}>
            {busy ? <Spin size="small" /> : t('submit')}
          </Button>
        </form>
      )}
    </main>
  );
}
