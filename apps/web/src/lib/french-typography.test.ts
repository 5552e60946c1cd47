import { frenchTypography } from '@sfp/contracts/typography';
import { describe, expect, it } from 'vitest';

/**
 * Every French text of the interface follows French typography (issue 14): a narrow no-break space
 * before ; : ! ? and », after «, and figures kept together, so no mark ever starts a line alone.
 */
const locales = import.meta.glob<{ default: unknown }>(['../locales/fr/*.json', '../features/*/locales/fr.json'], {
  eager: true,
});
const strings = (value: unknown, path: string): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`))
      : [];

describe('the French locale files', () => {
  const files = Object.keys(locales);
  it('are all read, the features’ own included', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(files.some((f) => f.includes('/features/'))).toBe(true);
  });
  it.each(files)('%s is typeset the French way', (file) => {
    const texts = strings(locales[file]!.default, file);
    const wrong = texts.filter(([, text]) => frenchTypography(text) !== text).map(([path, text]) => `${path}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it.each(files)('%s has typographic apostrophes and ellipses', (file) => {
    const texts = strings(locales[file]!.default, file);
    const wrong = texts.filter(([, text]) => /'|\.\.\./.test(text)).map(([path, text]) => `${path}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('found texts with French punctuation to check', () => {
    const all = files.flatMap((f) => strings(locales[f]!.default, f));
    expect(all.filter(([, t]) => /\u202f[;:!?]/.test(t)).length).toBeGreaterThan(10);
  });
});
