/** Numbers as people read them in the interface language (1 234,5 in French, 1,234.5 in English). */
export function formatNumber(value: number | null, language: string, digits = 1): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
  }).format(value);
}
