/** One formatter per language and precision: building an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<string, Intl.NumberFormat>();

/** Numbers as people read them in the interface language (1 234,5 in French, 1,234.5 in English). */
export function formatNumber(value: number | null, language: string, digits = 1): string {
  if (value === null) return '—';
  // A whole number under 1 000 reads the same in both languages: no formatter to build (the first
  // costs tens of milliseconds on a slow phone, and the legend's labels are such numbers).
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  const locale = language === 'en' ? 'en-GB' : 'fr-FR';
  const key = `${locale}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
