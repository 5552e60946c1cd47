import { useTranslation } from 'react-i18next';

/** English / French; i18next stores the choice under `i18nextLng`. A native select: light and accessible. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('navbar');
  return (
    <select
      aria-label={t('language')}
      className="sfp-lang"
      value={i18n.resolvedLanguage ?? 'fr'}
      onChange={(e) => void i18n.changeLanguage(e.target.value)}
    >
      <option value="en">English</option>
      <option value="fr">Français</option>
    </select>
  );
}
