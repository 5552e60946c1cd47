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
});
