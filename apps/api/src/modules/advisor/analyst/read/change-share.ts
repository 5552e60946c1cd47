import { lexiconSection, PhraseIndex } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { ReadResult } from './reader.ts';

let words: PhraseIndex<true> | undefined;
const SHARE = /\b(pourcentage|pourcent|percentage|percent|part|share|proportion)\b/;

/**
 * "Quelle part de la croissance du Sénégal entre 2023 et 2030 revient à Kaffrine ?", "of everyone
 * Senegal adds between 2023 and 2026, what percentage is in Kaolack?": a share asked between two
 * years with a word of change is a share of the increase, not a share at each year.
 */
export function withChangeShare(read: ReadResult): ReadResult {
  if (!words) {
    words = new PhraseIndex<true>();
    const lex = lexiconSection<{ fr: string[]; en: string[] }>('changeShare');
    for (const w of [...lex.fr, ...lex.en]) words.add(w, true);
  }
  if (!words.has(read.parsed.tokens)) return read;
  // "Sur tout ce que gagne la région de Kaffrine, combien de % pour Birkelane ?": a place and the
  // unit holding it, with a share word, ask the place's part of the whole's increase.
  for (const f of read.frames) {
    const [a, b] = f.places;
    const whole = a && b && f.places.length === 2 ? [a, b].find((p, i) => [b, a][i]!.pcode.startsWith(p.pcode)) : null;
    if (!whole || a!.pcode === b!.pcode || !['growth', 'compare'].includes(f.op) || !SHARE.test(read.parsed.norm))
      continue;
    // ("Médina-Yorofoula vs sa région", "croît-elle plus vite que le Sénégal ?" compare the two changes)
    if (lexiconWords('changeShareNot').has(read.parsed.tokens)) continue;
    f.places = f.places.filter((p) => p !== whole);
    f.within = whole.pcode;
    f.op = 'share';
  }
  for (const f of read.frames) {
    if (f.op !== 'share' || !(f.range || f.years.length >= 2) || f.ages || f.dims.sex) continue;
    // "Combien d'habitants supplémentaires à Thiès entre 2025 et 2030, en pourcentage ?": one place,
    // no whole named, the change said in percent: the place's own change, not its part of its parent's.
    if (inPercentOnly(read, f)) [f.op, f.shareOf] = ['growth', null];
    else f.ofChange = true;
  }
  return read;
}

/** Only a percent form ("en %", "in percent") asks the share, of one place whose whole is not named. */
function inPercentOnly(read: ReadResult, f: ReadResult['frames'][number]): boolean {
  if (f.places.length !== 1 || f.within || f.shareOf !== 'parent') return false;
  const form = lexiconWords('percentForm');
  const hits = form.find(read.parsed.tokens);
  if (!hits.length) return false;
  const rest = read.parsed.tokens.filter((_, k) => !hits.some((h) => k >= h.start && k < h.end));
  return !SHARE.test(rest.join(' '));
}

let asks: PhraseIndex<string> | undefined;

/** The lexicon's growthAsks phrases, indexed once. */
function growthAsks(): PhraseIndex<string> {
  if (!asks) {
    asks = new PhraseIndex<string>();
    const lex = lexiconSection<Record<string, string[]>>('growthAsks');
    for (const [what, ws] of Object.entries(lex)) for (const w of ws) asks.add(w, what);
  }
  return asks;
}

/** "…par jour en moyenne ?", "en combien d'années doublerait-elle ?", "combien de ménages de plus ?". */
export function withGrowthAsks(read: ReadResult): ReadResult {
  const found = [
    ...new Set(
      growthAsks()
        .find(read.parsed.tokens)
        .map((h) => h.entry),
    ),
  ];
  if (!found.length) return read;
  // "En quelle année la croissance est-elle la plus forte ?": every year's change, and the peak.
  if (found.includes('peak') && lexiconWords('operations', 'growth').has(read.parsed.tokens)) {
    found.push('yearly');
    for (const f of read.frames)
      if (f.places.length && !f.level && ['value', 'share', 'rank', 'growth'].includes(f.op)) {
        Object.assign(f, { op: 'series', years: [], range: null, shareOf: null, n: null });
      }
  }
  for (const f of read.frames) if (['growth', 'series'].includes(f.op)) f.growthAsks = found;
  return read;
}

/** The words of a change's asks ("ménages supplémentaires"): they name no other subject of their own. */
export function growthAskWords(tokens: string[]): boolean[] {
  const taken = new Array<boolean>(tokens.length).fill(false);
  for (const h of growthAsks().find(tokens)) for (let k = h.start; k < h.end; k++) taken[k] = true;
  return taken;
}
