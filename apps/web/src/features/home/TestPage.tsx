import { useTranslation } from 'react-i18next';

/** /test, /test1, /test2: the same placeholder page with repeated filler text. */
export default function TestPage() {
  const { t } = useTranslation('home');
  return (
    <div>
      <h1>{t('test_title')}</h1>
      {Array.from({ length: 6 }, (_, i) => (
        <p key={i}>{t('filler')}</p>
      ))}
    </div>
  );
}
