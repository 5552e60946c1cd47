import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../config/constants.ts';

export function passwordRules(password: string, confirm: string) {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    number: /\d/.test(password),
    capital: /[A-Z]/.test(password),
    match: password.length > 0 && password === confirm,
  };
}

export const passwordIsValid = (password: string) => {
  const r = passwordRules(password, password);
  return r.length && r.number && r.capital;
};

/** The live four-rule checklist of spec §5. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  const { t } = useTranslation('login');
  const r = passwordRules(password, confirm);
  const rows: [boolean, string][] = [
    [r.length, t('rule_length')],
    [r.number, t('rule_number')],
    [r.capital, t('rule_capital')],
    [r.match, t('rule_match')],
  ];
  return (
    <ul className="sfp-checklist" aria-live="polite">
      {rows.map(([ok, label]) => (
        <li key={label} data-ok={ok} className={ok ? 'sfp-rule-met' : 'sfp-rule-unmet'}>
          <span aria-hidden className="sfp-check-mark">
            {ok ? '✔' : '✖'}
          </span>{' '}
          <span>{label}</span>
          <span className="sfp-visually-hidden">{ok ? ` — ${t('rule_met')}` : ` — ${t('rule_unmet')}`}</span>
        </li>
      ))}
    </ul>
  );
}
