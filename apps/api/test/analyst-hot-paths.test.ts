import { describe, expect, it } from 'vitest';
import { fmt } from '../src/modules/advisor/analyst/answer.ts';
import { PhraseIndex } from '../src/modules/advisor/analyst/catalog/catalog.ts';

/**
 * The analyst's two hottest helpers under load (issue 13, bench:load): number formatting and the
 * catalog's phrase lookup. Same answers as before, a fraction of the work.
 */
describe('fmt', () => {
  it('writes numbers as each language does', () => {
    expect(fmt(1234567, 'fr')).toBe('1\u202f234\u202f567');
    expect(fmt(1234567, 'en')).toBe('1,234,567');
    expect(fmt(12.345, 'fr')).toBe('12,35');
    expect(fmt(1234.56, 'en')).toBe('1,234.6');
    expect(fmt(3, 'en', 1)).toBe('3.0');
  });

  it('builds a formatter once per language and digits, not once per number', () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    class Counting extends Real {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made += 1;
      }
    }
    Object.defineProperty(Intl, 'NumberFormat', { value: Counting, configurable: true, writable: true });
    try {
      for (let i = 0; i < 200; i++) {
        fmt(i * 1000, 'fr');
        fmt(i + 0.5, 'en');
      }
    } finally {
      Object.defineProperty(Intl, 'NumberFormat', { value: Real, configurable: true, writable: true });
    }
    expect(made).toBeLessThanOrEqual(2);
  });
});

describe('PhraseIndex', () => {
  const words = (s: string) => s.split(' ');

  it('finds the longest phrases first, without overlaps, in question order', () => {
    const index = new PhraseIndex<string>();
    index.add('population', 'pop');
    index.add('population totale', 'total');
    index.add('taux de croissance', 'growth');
    index.add('croissance', 'growth-word');
    const hits = index.find(words('taux de croissance de la population totale'));
    expect(hits.map((h) => [h.entry, h.start, h.end])).toEqual([
      ['growth', 0, 3],
      ['total', 5, 7],
    ]);
    expect(index.find(words('la croissance'), [false, true])).toEqual([]);
  });

  it('finds a phrase added after a lookup', () => {
    const index = new PhraseIndex<string>();
    index.add('inondation', 'flood');
    expect(index.find(words('pluies et inondation'))).toHaveLength(1);
    index.add('pluies', 'rain');
    expect(index.find(words('pluies et inondation')).map((h) => h.entry)).toEqual(['rain', 'flood']);
  });

  it('only looks at phrases whose first word is in the question', () => {
    const index = new PhraseIndex<number>();
    for (let i = 0; i < 2000; i++) index.add(`mot${i} suite${i}`, i);
    index.add('population', -1);
    const tokens = words('quelle est la population de matam en 2023');
    let reads = 0;
    const counted = new Proxy(tokens, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(index.find(counted).map((h) => h.entry)).toEqual([-1]);
    // Reading the question's words once or twice, not once per phrase of the catalog.
    expect(reads).toBeLessThan(tokens.length * 4);
  });
});
