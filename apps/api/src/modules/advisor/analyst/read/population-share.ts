import { normaliseName } from '../../../knowledge/normalise.ts';
import { lexiconSection } from '../catalog/catalog.ts';

/**
 * A share of a place's people said before its population (lexicon `populationShare`): "10 % de la
 * population de Pikine", "la moitié des habitants de Ranérou", "a third of Bakel's 2023 population",
 * "deux tiers de la pop.". The share is read only when a word of the population follows it within a
 * few words, so "52 % de femmes" or "10 % of total energy" are no share of a place's people.
 */
const lex = lexiconSection<{
  heads: string[];
  reach: number;
  percent: string[];
  fractions: Record<string, number>;
  times: Record<string, number>;
}>('populationShare');

const HEADS = new Set(lex.heads);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PERCENT = new RegExp(
  `(\\d+(?:[.,]\\d+)?)\\s*(?:${[...lex.percent]
    .sort((a, b) => b.length - a.length)
    .map((w) => escape(w).replace(/ /g, '\\s*'))
    .join('|')})(?![\\p{L}])`,
  'giu',
);

export interface PopulationShare {
  fraction: number;
  /** The share as the question gave it, in each language ("10 %", "la moitié"). */
  fr: string;
  en: string;
}

/** A word of the population within reach of the text that follows a share. */
const headWithin = (after: string) =>
  normaliseName(after)
    .split(' ')
    .slice(0, lex.reach)
    .some((w) => HEADS.has(w));

const FRACTION_NAMES: Record<string, [string, string]> = {
  '0.5': ['la moitié', 'half'],
  '0.3333': ['le tiers', 'a third'],
  '0.6667': ['les deux tiers', 'two thirds'],
  '0.25': ['le quart', 'a quarter'],
  '0.75': ['les trois quarts', 'three quarters'],
  '0.2': ['le cinquième', 'a fifth'],
  '0.1': ['le dixième', 'a tenth'],
};

/**
 * The share of a place's people the question sizes its needs for, or null. After an answer about one
 * place (`ofPlaceBefore`), the share needs no population word: "et si 10 % sont sinistrés ?", "if a
 * quarter of them were displaced".
 */
export function populationShare(raw: string, ofPlaceBefore = false): PopulationShare | null {
  const reachesHead = (after: string) => ofPlaceBefore || headWithin(after);
  for (const m of raw.matchAll(PERCENT)) {
    const pct = Number(m[1]!.replace(',', '.'));
    if (pct > 0 && pct <= 100 && reachesHead(raw.slice(m.index + m[0].length)))
      return {
        fraction: pct / 100,
        fr: `${String(pct).replace('.', ',')} %`,
        en: `${pct}%`,
      };
  }
  const tokens = normaliseName(raw).split(' ');
  for (const [i, t] of tokens.entries()) {
    const part = lex.fractions[t];
    if (part === undefined || !reachesHead(tokens.slice(i + 1).join(' '))) continue;
    const times = lex.times[tokens[i - 1] ?? ''] ?? 1;
    const fraction = Math.min(1, part * times);
    const named = FRACTION_NAMES[String(Math.round(fraction * 1e4) / 1e4)];
    const pct = Math.round(fraction * 1000) / 10;
    return {
      fraction,
      fr: named?.[0] ?? `${String(pct).replace('.', ',')} %`,
      en: named?.[1] ?? `${pct}%`,
    };
  }
  return null;
}
