import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, STORAGE } from '../config/constants.ts';

/** Every namespace of both languages, bundled (they are small): French is the default and fallback. */
const files = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json', { eager: true });
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

export default i18n;
