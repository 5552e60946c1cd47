export type ReportLanguage = 'fr' | 'en';

export const REPORT_LANGUAGES: readonly ReportLanguage[] = ['fr', 'en'];

// Short function words that are frequent in one language and rare in the other ("en", "a", "on"
// and "pour" style false friends are left out).
const FRENCH = new Set(
  'le la les des du une est et dans pour que qui sur avec au aux par sont ont pas ce cette ces leur leurs été être nous vous il elle ils où plus selon entre'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the and of to is in for with that are was were be by this these from have has their which at it its will should been not we you they'.split(
    ' ',
  ),
);

/**
 * The report's language from its words: French unless English function words clearly dominate
 * (the platform is French first, spec §9).
 */
export function detectLanguage(text: string): ReportLanguage {
  let fr = 0;
  let en = 0;
  // The first 20,000 characters are plenty and keep this linear on a 1 MB file.
  for (const word of text
    .slice(0, 20_000)
    .toLowerCase()
    .split(/[^a-zà-ÿœ']+/u)) {
    if (FRENCH.has(word)) fr += 1;
    else if (ENGLISH.has(word)) en += 1;
  }
  return en > fr * 1.2 && en >= 3 ? 'en' : 'fr';
}

export const PLATFORM_NAME: Record<ReportLanguage, string> = {
  fr: 'Plateforme Inondations Sénégal',
  en: 'Senegal Flood Response Platform',
};

const LOCALE: Record<ReportLanguage, string> = { fr: 'fr-SN', en: 'en-GB' };

/** "page 3 / 12" in both languages. */
export const pageLabel = (_lang: ReportLanguage, page: number, total: number): string => `page ${page} / ${total}`;

/** "Généré le 22 novembre 2026" / "Generated on 22 November 2026" (UTC date). */
export function generatedLabel(lang: ReportLanguage, date: Date): string {
  const day = new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return lang === 'fr' ? `Généré le ${day}` : `Generated on ${day}`;
}

export const untitled: Record<ReportLanguage, string> = { fr: 'Rapport', en: 'Report' };
