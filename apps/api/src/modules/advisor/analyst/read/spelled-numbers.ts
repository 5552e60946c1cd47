import { lexiconSection } from '../catalog/catalog.ts';

/**
 * Counts written in words or with a scale word (lexicon `spelledNumbers`): "douze mille sinistrés",
 * "deux mille cinq cents personnes", "twelve thousand people", "cinquante litres", "1.2 million",
 * "1,5 millions d'habitants" are written as digits before the question is read, so every reading
 * sees the count as people write it in figures.
 */
const lex = lexiconSection<{
  words: Record<string, number>;
  thousand: string[];
  hundred: string[];
  million: string[];
  millionShort: string[];
  halfMillion: string[];
  oneMillion: string[];
  joiners: string[];
  countedAfter: string[];
  rateSaidAs: string[];
}>('spelledNumbers');
/** The words of a rate's denominator ("pour 1 000 habitants"), from the lexicon. */
export const PER_INHABITANTS = lexiconSection<{ words: string[] }>('perInhabitants').words;
/** Counts written in words ("dix", "fifteen"), from the lexicon. */
export const WORD_COUNTS: Readonly<Record<string, number>> = lex.words;
const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
/** "1.2 million", "1,5 millions", "2 mio". */
const SCALED_MILLION = new RegExp(
  `(?<![\\d.,])(\\d+(?:[.,]\\d+)?)\\s*(?:${alternatives(lex.million)})(?![\\p{L}])`,
  'giu',
);

/** "4 mille", "2,5 milliers de", "2.5 thousand": a figure scaled by its thousand word (and its "de", "of"). */
const SCALED_THOUSAND = new RegExp(
  `(?<![\\d.,]\\s?)(\\d+(?:[.,]\\d+)?)\\s*(?:${alternatives(lex.thousand)})(?![\\p{L}])(\\s+(?:de|d'|d’|of)(?=\\s|\\p{L}))?`,
  'giu',
);

const fold = (w: string) =>
  w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/²/g, '2').replace(/³/g, '3');
const UNITS = new Map(Object.entries(lex.words).map(([w, n]) => [fold(w), n]));
const HUNDRED = new Set(lex.hundred.map(fold));
const THOUSAND = new Set(lex.thousand.map(fold));
const JOINERS = new Set(lex.joiners.map(fold));
const COUNTED = new Set(lex.countedAfter.map(fold));
/** Articles read as "one" only inside a run ("vingt et un", "a hundred"), never alone. */
const ARTICLE = new Set(['un', 'une', 'one', 'a']);
const isNumberWord = (w: string) => UNITS.has(w) || HUNDRED.has(w) || THOUSAND.has(w);

/** A run of number words, summed as people say them: "deux mille cinq cents" is 2,500. */
function runValue(words: string[]): number {
  let [total, current] = [0, 0];
  for (const [k, w] of words.entries()) {
    if (JOINERS.has(w)) continue;
    // "quatre-vingt(s)": four twenties
    if (w === 'quatre' && /^vingts?$/.test(words[k + 1] ?? '')) current += 60;
    else if (/^vingts?$/.test(w) && words[k - 1] === 'quatre') current += 20;
    else if (HUNDRED.has(w)) current = (current || 1) * 100;
    else if (THOUSAND.has(w)) [total, current] = [total + (current || 1) * 1000, 0];
    else current += UNITS.get(w)!;
  }
  return total + current;
}

/** Words and the text between them ("quatre-vingt-dix" is one word of the lexicon, split on hyphens else). */
const WORD = /[\p{L}²³0-9]+(?:-[\p{L}]+)*/gu;

function countsInWords(written: string): string {
  const spans: { start: number; end: number; w: string }[] = [];
  for (const m of written.matchAll(WORD)) {
    const whole = fold(m[0]);
    // "quatre-vingt-dix": the whole hyphenated word when the lexicon has it, else its parts
    if (UNITS.has(whole) || !whole.includes('-')) spans.push({ start: m.index, end: m.index + m[0].length, w: whole });
    else {
      let at = m.index;
      for (const part of m[0].split('-')) {
        spans.push({ start: at, end: at + part.length, w: fold(part) });
        at += part.length + 1;
      }
    }
  }
  let out = '';
  let from = 0;
  for (let i = 0; i < spans.length; i++) {
    if (!isNumberWord(spans[i]!.w)) continue;
    let j = i;
    // a run: number words, hyphens or spaces between them, and "et"/"and" between two of them
    while (j + 1 < spans.length) {
      const gap = written.slice(spans[j]!.end, spans[j + 1]!.start);
      if (!/^[\s-]*$/.test(gap)) break;
      const next = spans[j + 1]!.w;
      if (isNumberWord(next)) j++;
      else if (JOINERS.has(next) && j + 2 < spans.length && isNumberWord(spans[j + 2]!.w)) j += 2;
      else break;
    }
    const words = spans.slice(i, j + 1).map((s) => s.w);
    const after = spans[j + 1];
    const counted = !!after && COUNTED.has(after.w) && /^\s*$/.test(written.slice(spans[j]!.end, after.start));
    const scaled = words.some((w) => HUNDRED.has(w) || THOUSAND.has(w));
    const single = words.length === 1;
    // a run with a scale word, or any run before what it counts ("cinquante litres"); never an
    // article alone ("une semaine"), nor "cent" alone ("cinq pour cent")
    const lone = single && (ARTICLE.has(words[0]!) || (HUNDRED.has(words[0]!) && !counted));
    if (((scaled && !single) || counted) && !lone) {
      out += written.slice(from, spans[i]!.start) + String(runValue(words));
      from = spans[j]!.end;
      // ("deux milliers de sinistrés", "une centaine de familles": the count, then what it counts)
      const last = words.at(-1)!;
      const of = after && (THOUSAND.has(last) || HUNDRED.has(last)) && /^(de|d|of)$/.test(after.w) ? after : null;
      const elided = !!of && /['’]/.test(written[of.end] ?? '');
      if (of && /^\s*$/.test(written.slice(spans[j]!.end, of.start))) {
        from = of.end + (elided ? 1 : 0);
        if (elided) out += ' ';
      }
    }
    i = j;
  }
  return out + written.slice(from);
}

/**
 * "postes de santé / 10 000 hab.", "sur 1 000 habitants", "out of every 1,000 people": a rate's
 * denominator after a slash or one of the lexicon's `rateSaidAs` words is "pour" (a power of ten of
 * inhabitants).
 */
const RATE_SLASH = new RegExp(
  `(?:\\s*\\/\\s*|(?<![\\p{L}])(?:${alternatives(lex.rateSaidAs)})\\s+)` +
    `(?=(?:(?:1|10|100)(?:[ \\u00a0\\u202f.,]?000)+|100)\\s*(?:k|${alternatives(PER_INHABITANTS)})(?![\\p{L}]))`,
  'giu',
);

/** The question with a rate's slash said as "pour" (no division of one figure by another). */
export const withoutRateSlash = (written: string): string => written.replace(RATE_SLASH, ' pour ');

/**
 * "1.2m people", "2,5 M de sinistrés": a short million word only right before a word a count of people
 * is written with (lexicon `countedAfter`), so "10 m" of a distance stays metres.
 */
const SHORT_MILLION = new RegExp(
  `(?<![\\d.,])(\\d+(?:[.,]\\d+)?)\\s*(?:${alternatives(lex.millionShort)})\\s+((?:de\\s+|d['’]\\s*|of\\s+)?)(\\p{L}+)`,
  'giu',
);
/** The counted words a short million may stand before: people, never a unit. */
const MEASURED = /^(l|litres?|liters?|m[23]|metres|meters|kcal|grammes|grams|jours|days|semaines|weeks|mois|months)$/;

/** "half a million", "un demi-million": 500,000. */
const HALF_MILLION = new RegExp(
  `(?<![\\p{L}])(?:${alternatives(lex.halfMillion).replace(/[ -]/g, '[\\s-]+')})(?![\\p{L}])`,
  'giu',
);

/** "un million d'habitants", "a million people": 1,000,000 (the article alone is no number elsewhere). */
const ONE_MILLION = new RegExp(
  `(?<![\\p{L}])(?:${alternatives(lex.oneMillion).replace(/ /g, '\\s+')})(?![\\p{L}])`,
  'giu',
);

export function spelledNumbers(written: string): string {
  // (a figure's thousand word first: "4 mille personnes" is no run of words "mille personnes")
  const whole = written.replace(HALF_MILLION, '500000').replace(ONE_MILLION, '1000000');
  const scaled = withoutRateSlash(whole).replace(
    SCALED_THOUSAND,
    (_, n: string, of?: string) =>
      `${Math.round(Number(n.replace(',', '.')) * 1000)}${/['’]$/.test(of ?? '') ? ' ' : ''}`,
  );
  const million = (_: string, n: string) => `${Math.round(Number(n.replace(',', '.')) * 1e6)} `;
  return countsInWords(scaled)
    .replace(SCALED_MILLION, million)
    .replace(SHORT_MILLION, (all: string, n: string, _of: string, word: string) =>
      COUNTED.has(fold(word)) && !MEASURED.test(fold(word)) ? `${million(all, n)}${word}` : all,
    );
}
