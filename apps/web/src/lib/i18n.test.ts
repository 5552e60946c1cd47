import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../config/constants.ts';

const files = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json', { eager: true });
const load = (lang: string, ns: string) => files[`../locales/${lang}/${ns}.json`]?.default;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it.each(NAMESPACES)('%s: fr and en have the same keys and placeholders, none empty', (ns) => {
    const fr = load('fr', ns);
    const en = load('en', ns);
    expect(fr, `fr/${ns}.json`).toBeDefined();
    expect(en, `en/${ns}.json`).toBeDefined();
    expect(Object.keys(fr!).sort()).toEqual(Object.keys(en!).sort());
    for (const key of Object.keys(fr!)) {
      expect(fr![key]!.trim(), `fr ${ns}:${key}`).not.toBe('');
      expect(en![key]!.trim(), `en ${ns}:${key}`).not.toBe('');
      expect(placeholders(fr![key]!), `${ns}:${key}`).toEqual(placeholders(en![key]!));
    }
    expect(Object.keys(fr!).length).toBeGreaterThan(0);
  });

  // A feature's own texts (features/<feature>/locales), nested: the same rule, key path by key path.
  const featureFiles = import.meta.glob<{ default: object }>('../features/*/locales/*.json', { eager: true });
  const features = [...new Set(Object.keys(featureFiles).map((f) => f.split('/')[2]!))];
  const flat = (value: unknown, path = ''): [string, string][] =>
    typeof value === 'string'
      ? [[path, value]]
      : Object.entries(value as object).flatMap(([k, v]) => flat(v, path ? `${path}.${k}` : k));
  it.each(features)('features/%s: fr and en have the same keys and placeholders, none empty', (feature) => {
    const read = (lang: string) => new Map(flat(featureFiles[`../features/${feature}/locales/${lang}.json`]!.default));
    const fr = read('fr');
    const en = read('en');
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of fr) {
      expect(text.trim(), `fr ${feature}:${key}`).not.toBe('');
      expect(en.get(key)!.trim(), `en ${feature}:${key}`).not.toBe('');
      expect(placeholders(text), `${feature}:${key}`).toEqual(placeholders(en.get(key)!));
    }
  });
});
