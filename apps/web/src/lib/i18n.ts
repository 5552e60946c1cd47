import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES, NAMESPACES, STORAGE } from '../config/constants.ts';

/**
 * The namespaces the landing page and the signed-in frame show, in both languages, bundled with
 * the app; a feature's own namespace (auth, readMore, chatbot, geo, hazard) comes with its route
 * (`addTexts`), so a page does not carry every other page's texts. French is the default and
 * fallback.
 */
const files = import.meta.glob<{ default: Record<string, string> }>(
  '../locales/*/{common,login,home,navbar,sidebar}.json',
  { eager: true },
);
const resources: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const [, lang, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(path)!;
  (resources[lang!] ??= {})[ns!] = mod.default;
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: { order: ['localStorage'], lookupLocalStorage: STORAGE.language, caches: ['localStorage'] },
    returnNull: false,
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;

/** A feature's namespace, both languages, added when its module is first imported (once). */
export function addTexts(ns: string, texts: Record<Language, object>): void {
  for (const lng of LANGUAGES) if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, texts[lng]);
}

export default i18n;
