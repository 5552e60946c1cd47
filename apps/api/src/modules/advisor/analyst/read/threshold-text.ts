import { normaliseName } from '../../../knowledge/normalise.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import { SMS_PLUS_DE } from '../sms-signs.ts';
import type { ParsedThreshold } from './frame.ts';

/**
 * The threshold a question names ("plus de 500 000", "≥ 5 %", "au moins quatre", "entre 500 000 et
 * 1 million"), with the words just before it, or null; an age ("plus de 65 ans") is none.
 */
/** "less than half of households", "moins du tiers des ménages": a share of households said as a fraction, in percent. */
const FRACTIONS: Record<string, number> = {
  half: 50,
  'a half': 50,
  'a third': 33,
  'one third': 33,
  'a quarter': 25,
  'one quarter': 25,
  'three quarters': 75,
  'two thirds': 67,
  moitie: 50,
  tiers: 33,
  quart: 25,
  'trois quarts': 75,
  'deux tiers': 67,
};
const FRACTION_OF_HOUSEHOLDS = new RegExp(
  `\\b(less than|more than|under|over|below|above|at least|moins de|plus de|au moins|moins du|plus du)\\s+(?:the |la |le |les )?(${Object.keys(FRACTIONS).join('|')})\\s+((?:of (?:the )?|des |de leurs )?(?:households|menages))\\b`,
  'g',
);

export function readThreshold(
  raw: string,
  years: number[],
  WORD_NUMBERS: Record<string, number>,
): ParsedThreshold | null {
  let threshold: ParsedThreshold | null = null;
  // "1 million", "1,5 millions", "2 M", "100k", "500 mille": written out before the threshold is read.
  const scaled = scaleNumbers(raw)
    // "7,5 %": a decimal kept whole through the normalisation below ("7p5").
    .replace(/(\d+)[.,](\d{1,2})(?!\d)/g, '$1p$2')
    // "> 1 500 000 hab.", "≤ 5 %": the signs said as words.
    .replace(/\s*(>=|≥)\s*/g, ' au moins ')
    .replace(/\s*(<=|≤)\s*/g, ' au plus ')
    .replace(/\s*>\s*(?=\d)/g, ' plus de ')
    .replace(/\s*<\s*(?=\d)/g, ' moins de ')
    .replace(SMS_PLUS_DE, ' plus ');
  // ("below the EHCVM report's 93.7 %": the source named between the bound and its figure says no more)
  const said = boundsSaid(normaliseName(scaled))
    .replace(
      /\b(the|du|de l|de la|le|la)\s+(?:\w+\s+){0,2}?(?:report|rapport|survey|enquete|study|etude)(?:\s+s)?(?:\s+(?!\d)\w+){0,2}?\s+(?=\d)/g,
      '$1 ',
    )
    .replace(
      FRACTION_OF_HOUSEHOLDS,
      (_, bound: string, fraction: string, of: string) => `${bound} ${FRACTIONS[fraction]} pourcent ${of}`,
    );
  const th =
    /\b(plus de|plus d|moins d(?!e\b)|au moins|over|more than|at least|above|superieure? a|superieurs? a|superieures a|au dessus de|au dessus des|au dessus du|en dessous du|depass\w*|excedant|excedent|exceeding|exceeds?|surpass\w*|moins de|less than|under|fewer than|below|sous les|sous la barre des|en dessous de|en dessous des|inferieure? a|inferieurs? a|inferieures a|au plus|at most|pas plus de|no more than|passent|passe|passera|passeront|franchi\w*|cross|crosses|crossing|pass|passes|passed|reach|reaches|reached)(?:u?x?\s+(?:(?:le|la|les|the)(?=\s))?(?:\s*(?:\w+\s+){0,2}?(?:taux|seuil|niveau|chiffre|moyenne|valeur|rate|level|figure|average|threshold|value|mark|barre|cap)(?:\s+\w+){0,2}?\s+(?:de|des|of|at|d))?)?\s+(\d+p\d{1,2}|(?:\d[\d \u00a0\u202f,.]*\d|\d)|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|one|two|three|four|five|six|seven|eight|nine|ten)\b/.exec(
      said,
    );
  // "under-5", "plus de 65 ans", "over 60 years": an age, not a threshold.
  const age =
    th &&
    (/^\s*(ans?|years?|yrs?|year olds?|yo|s\b)/.test(said.slice(th.index + th[0].length)) ||
      /\b(?:under|over|moins|plus)-\d+|\b(?:under|over)\s?\d+s\b/i.test(raw) ||
      // "children under 5", "enfants de moins de 5": an age group named just before.
      /\b(children|child|kids|enfants?|bebes?|babies|infants?|filles|garcons|girls|boys|jeunes|youth)( de| aged| ages?)?\s*$/.test(
        said.slice(0, th.index),
      ));
  if (th && !age) {
    // ("au moins 80 %" is a floor, though it says "moins")
    const op = /(?<!au )moins|less|under|fewer|below|sous|dessous|inferieur|au plus|at most|pas plus|no more/.test(
      th[1]!,
    )
      ? '<='
      : '>=';
    // "7,5 %" (read as 7p5): a decimal; "1 500 000": thousands already joined above.
    const decimal = /^\d+p\d{1,2}$/.test(th[2]!);
    const v = WORD_NUMBERS[th[2]!] ?? (decimal ? Number(th[2]!.replace('p', '.')) : Number(th[2]!.replace(/\D/g, '')));
    const strict =
      /plus de?\b|over|more than|above|superieur|dessus|depass|exced|exceed|surpass|moins de?\b|less than|under|fewer|below|sous|dessous|inferieur/.test(
        th[1]!,
      );
    // "plus de 50 %": a percentage is no count, its next value is not 51.
    const rest = said.slice(th.index + th[0].length);
    const percent =
      /^\s*(pourcent|percent|pour cent|pct)\b/.test(rest) || new RegExp(`${th[2]!.trim()}\\s*%`).test(scaled);
    threshold = {
      op,
      value: strict && !decimal && !percent ? (op === '>=' ? v + 1 : v - 1) : v,
      asked: v,
      strict: strict || undefined,
      percent: percent || undefined,
      lead: said.slice(0, th.index).split(' ').filter(Boolean).slice(-4),
    };
    if (v >= 1900 && v <= 2100 && years.includes(v)) threshold = null;
  }
  // "entre 500 000 et 1 million d'habitants": a band, both ends counted in.
  const band =
    /\b(?:entre|between)\s+(\d[\d ]*\d|\d)(?:\s+(?:hab\w*|habitants|people))?\s+(?:et|and)\s+(\d[\d ]*\d|\d)\b/.exec(
      said,
    );
  if (band) {
    const [lo, hi] = [Number(band[1]!.replace(/\D/g, '')), Number(band[2]!.replace(/\D/g, ''))];
    if (!(years.includes(lo) && years.includes(hi)) && hi > lo) threshold = { op: '>=', value: lo, max: hi };
  }
  // "regions with 500,000 to 750,000 people", "de 500 000 à 750 000 habitants": a band said with "to"
  // (counts of people, not a span of years).
  const span =
    /\b(?:with|having|of|de|d|avec|comptant)\s+(\d{4,})\s+(?:a|to)\s+(\d{4,})\s+(?:hab\w*|people|inhabitants|residents|personnes|hbts)\b/.exec(
      said,
    );
  if (!band && !threshold && span) {
    const [lo, hi] = [Number(span[1]), Number(span[2])];
    if (!years.includes(lo) && !years.includes(hi) && hi > lo) threshold = { op: '>=', value: lo, max: hi };
  }
  return threshold;
}

/**
 * True when the words before a number say a bound only lexicon `thresholdSaid` knows ("qui
 * n'atteignent pas", "au-delà de") or open a band said with "to" ("with 500 000 to"): the number is
 * the bound over units, no people counted.
 */
export function saysBoundBefore(before: string): boolean {
  const said = boundsSaid(`${before} 1`);
  const joined = before.replace(/(\d) (?=\d{3}\b)/g, '$1');
  return said !== `${before} 1` || /\b(?:with|having|of|de|d|avec|comptant) \d{4,} (?:a|to)$/.test(joined);
}

/**
 * The normalised question with the other ways of saying a bound (lexicon `thresholdSaid`: "n'atteignent
 * pas", "ne dépassent pas", "au-delà de", "sous") said as the words read below, when a number follows.
 */
function boundsSaid(norm: string): string {
  const said = lexiconSection<Record<string, { fr: string[]; en: string[] }>>('thresholdSaid');
  const as: Record<string, string> = { below: 'moins de', atMost: 'au plus', above: 'plus de' };
  let out = norm;
  for (const [kind, words] of Object.entries(said)) {
    if (!(kind in as)) continue;
    const phrases = [...words.fr, ...words.en].sort((a, b) => b.length - a.length).join('|');
    out = out.replace(
      new RegExp(`\\b(?:${phrases})\\s+(?:(?:les|la barre des|le seuil de|the|the mark of)\\s+)?(?=\\d)`, 'g'),
      `${as[kind]!} `,
    );
  }
  return out;
}

/** Numbers joined and scaled as written: "1 500 000" → 1500000, "20 millions" → 20000000, "100k". */
export function scaleNumbers(raw: string): string {
  // ("un million", "a million", "one million": the number written out first)
  // ("million(s)", "habitant(e)s": an optional ending written in brackets is the word)
  return raw
    .replace(/([\p{L}\d])\s?\((e?s|e|x)\)/giu, (_, a: string, b: string) => (/\d/.test(a) ? a : a + b))
    .replace(/\b(?:un|one|a)\s+(million)\b/gi, '1 $1')
    .replace(/(\d)[ \u00a0\u202f,.](?=\d{3}\b)/g, '$1')
    .replace(/(\d+(?:[.,]\d+)?)\s*(millions?|m\b(?![²³]))/gi, (_, n: string) =>
      String(Math.round(Number(n.replace(',', '.')) * 1e6)),
    )
    .replace(/(\d+)\s*(k|mille)\b/gi, (_, n: string) => String(Number(n) * 1000));
}
