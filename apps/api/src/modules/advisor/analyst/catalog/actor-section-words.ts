import { normaliseName } from '../../../knowledge/normalise.ts';

/**
 * The words of the lexicon's actor sections ("sapeurs pompiers", "armée"): never misspellings
 * ("pompiers" is no misspelt "pompes"), though they are no words of the catalog's measures either.
 */
export function actorSectionWords(lexicon: Record<string, unknown>): Set<string> {
  return new Set(
    Object.entries(lexicon)
      .filter(([key]) => key.startsWith('actor'))
      .flatMap(([, section]) => stringsOf(section).flatMap((p) => normaliseName(p).split(' '))),
  );
}

/** Every string a lexicon section holds, at any depth, but its comments. */
export function stringsOf(value: unknown, key = ''): string[] {
  if (key === '$comment') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => stringsOf(v));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [...(k === '$comment' ? [] : [k]), ...stringsOf(v, k)]);
  return [];
}
