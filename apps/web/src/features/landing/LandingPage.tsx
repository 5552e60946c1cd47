import axios from 'axios';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { Logo } from '../../components/Logo.tsx';
import { Field } from '../../components/Field.tsx';
import { Alert, Button, Checkbox, PasswordInput, Spinner, TextInput } from '../../components/ui.tsx';
import { PasswordChecklist, passwordIsValid } from '../../components/PasswordChecklist.tsx';
import { EXPIRED_FLAG, RESET_REQUEST_RETURN_MS } from '../../config/constants.ts';
import { ROUTES } from '../../config/routes.ts';
import { login } from '../../lib/auth.ts';
import { API_BASE } from '../../lib/http.ts';
import { getAccessToken } from '../../lib/storage.ts';
import { FloodedNeighbourhood, ReportReady, TeamOnMap } from './PromoArt.tsx';

type Panel = 'login' | 'create' | 'forgot';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function LoginPanel({ show }: { show: (p: Panel) => void }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (getAccessToken()) void navigate(ROUTES.home);
  }, [navigate]);
  const emailOk = EMAIL.test(email);
  const submit = async () => {
    setTouched(true);
    if (!emailOk || !password) return;
    setBusy(true);
    setError(null);
    try {
      await login(email.trim(), password, remember);
      void navigate(ROUTES.home);
    } catch {
      setError(t('login_error'));
    } finally {
      setBusy(false);
    }
  };
  const filled = email !== '' && password !== '';
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-labelledby="login-title"
    >
      <h2 id="login-title">{t('login_title')}</h2>
      {error && <Alert type="error">{error}</Alert>}
      <Field id="login-email" label={t('email')} error={touched && !emailOk ? t('email_error') : undefined}>
        <TextInput
          id="login-email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field id="login-password" label={t('password')} error={touched && !password ? t('password_error') : undefined}>
        <PasswordInput
          showLabel={t('show_password')}
          hideLabel={t('hide_password')}
          id="login-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <div className="sfp-row">
        <Checkbox id="login-remember" checked={remember} onChange={setRemember}>
          {t('remember_me')}
        </Checkbox>
        <Button variant="link" onClick={() => show('forgot')}>
          {t('forgot_password')}
        </Button>
      </div>
      <Button type="submit" variant={filled ? 'primary' : 'default'} block busy={busy}>
        {t('login')}
      </Button>
      <p className="sfp-center">
        {t('no_account')}{' '}
        <Button variant="link" onClick={() => show('create')}>
          {t('create_account')}
        </Button>
      </p>
    </form>
  );
}

function CreateAccountPanel({ show }: { show: (p: Panel) => void }) {
  const { t, i18n } = useTranslation('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [touched, setTouched] = useState(false);
  const submit = async () => {
    setTouched(true);
    if (!EMAIL.test(email) || !password || !confirm) return;
    if (password !== confirm) return setError(t('password_mismatch_error'));
    if (!passwordIsValid(password)) return setError(t('password_validation_error'));
    setBusy(true);
    setError(null);
    try {
      const res = await axios.post(
        `${API_BASE}/api/user/register/`,
        { email: email.trim(), username: email.trim(), role: 'superadmin', password, password2: confirm },
        { headers: { 'Accept-Language': i18n.resolvedLanguage ?? 'fr' } },
      );
      if (res.status === 201) setDone(true);
      else setError(t('unexpected_error'));
    } catch {
      setError(t('unexpected_error'));
    } finally {
      setBusy(false);
    }
  };
  const filled = email !== '' && password !== '' && confirm !== '';
  return (
    <div aria-labelledby="create-title" role="region">
      <h2 id="create-title">{t('create_account_title')}</h2>
      {done ? (
        <Alert type="success">{t('register_success')}</Alert>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {error && <Alert type="error">{error}</Alert>}
          <Field
            id="create-email"
            label={t('email')}
            error={touched && !EMAIL.test(email) ? t('email_error') : undefined}
          >
            <TextInput
              id="create-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Field
            id="create-password"
            label={t('password')}
            error={touched && !password ? t('password_error') : undefined}
          >
            <PasswordInput
              showLabel={t('show_password')}
              hideLabel={t('hide_password')}
              id="create-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Field
            id="create-confirm"
            label={t('confirm_password')}
            error={touched && !confirm ? t('confirm_password_error') : undefined}
          >
            <PasswordInput
              showLabel={t('show_password')}
              hideLabel={t('hide_password')}
              id="create-confirm"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </Field>
          <PasswordChecklist password={password} confirm={confirm} />
          <Button type="submit" variant={filled ? 'primary' : 'default'} block busy={busy}>
            {t('submit')}
          </Button>
        </form>
      )}
      <Button variant="link" onClick={() => show('login')} style={{ marginTop: 8 }}>
        ← {t('back')}
      </Button>
    </div>
  );
}

function ForgotPanel({ show }: { show: (p: Panel) => void }) {
  const { t } = useTranslation('login');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => show('login'), RESET_REQUEST_RETURN_MS);
    return () => clearTimeout(timer);
  }, [sent, show]);
  const submit = async () => {
    setTouched(true);
    if (!EMAIL.test(email)) return;
    setBusy(true);
    setError(null);
    try {
      const res = await axios.post(
        `${API_BASE}/api/password/reset/`,
        { email: email.trim() },
        { validateStatus: () => true },
      );
      if (res.status === 200) setSent(true);
      else setError(t('account_not_found'));
    } catch {
      setError(t('unexpected_error_forgot_password'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div aria-labelledby="forgot-title" role="region">
      <h2 id="forgot-title">{t('forgot_password_title')}</h2>
      {sent ? (
        <div role="status">
          <Alert type="success">{t('reset_instructions')}</Alert>
          <div className="sfp-center" style={{ marginTop: 16 }}>
            <Spinner label={t('common:loading')} size="large" />
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p>{t('forgot_intro')}</p>
          {error && <Alert type="error">{error}</Alert>}
          <Field
            id="forgot-email"
            label={t('email')}
            error={touched && !EMAIL.test(email) ? t('email_error') : undefined}
          >
            <TextInput
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Button type="submit" variant={email ? 'primary' : 'default'} block busy={busy}>
            {t('reset')}
          </Button>
        </form>
      )}
      <Button variant="link" onClick={() => show('login')} style={{ marginTop: 8 }}>
        ← {t('back')}
      </Button>
    </div>
  );
}

function PromoCard() {
  const { t } = useTranslation('login');
  return (
    <section className="sfp-promo" aria-labelledby="promo-title">
      <h2 id="promo-title">{t('promo_heading')}</h2>
      <p>{t('promo_description')}</p>
      <div className="sfp-promo-images">
        <FloodedNeighbourhood label={t('promo_image_1')} />
        <TeamOnMap label={t('promo_image_2')} />
        <ReportReady label={t('promo_image_3')} />
      </div>
      <Link to={ROUTES.about} className="sfp-link-button">
        {t('read_more')}
      </Link>
    </section>
  );
}

/** The landing page (spec §2): welcome title, three switchable panels, promo card. */
export default function LandingPage() {
  const { t } = useTranslation(['login', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { createAccount?: boolean } | null;
  const [panel, setPanel] = useState<Panel>(state?.createAccount ? 'create' : 'login');
  const [expired] = useState(() => sessionStorage.getItem(EXPIRED_FLAG) !== null);
  useEffect(() => {
    // The createAccount flag is used once, then cleared.
    if (state?.createAccount) void navigate(location.pathname, { replace: true, state: null });
    sessionStorage.removeItem(EXPIRED_FLAG);
  }, [state, navigate, location.pathname]);
  return (
    <div className="sfp-landing">
      <header className="sfp-topbar">
        <span className="sfp-navbar-brand">
          <Logo title={t('common:app_name')} />
          <span className="sfp-navbar-name">{t('common:app_name')}</span>
        </span>
        <LanguageSwitcher />
      </header>
      <main id="main" className="sfp-landing-grid">
        <section className="sfp-panel">
          <h1>{t('welcome_title')}</h1>
          {expired && <Alert type="warning">{t('common:session_expired')}</Alert>}
          {panel === 'login' && <LoginPanel show={setPanel} />}
          {panel === 'create' && <CreateAccountPanel show={setPanel} />}
          {panel === 'forgot' && <ForgotPanel show={setPanel} />}
        </section>
        <PromoCard />
      </main>
    </div>
  );
}
