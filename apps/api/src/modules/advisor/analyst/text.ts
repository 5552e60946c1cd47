import { editDistance } from './read/spelling.ts';
import { withSmsSigns } from './sms-signs.ts';
import { lexiconSection } from './catalog/catalog.ts';
import { spelledNumbers, WORD_COUNTS } from './read/spelled-numbers.ts';
import { countAfterLabel } from './read/people-label.ts';
import { normaliseName } from '../../knowledge/normalise.ts';
import { readThreshold, saysBoundBefore } from './read/threshold-text.ts';
import type { AdvisorLanguage } from '../advisor.engine.ts';

/** The question as the analyst reads it: normalised words, years, dates, counts of people. */
export interface ParsedQuestion {
  raw: string;
  /** The floods whose own texts hold the fact asked (set by the caller that found them). */
  eventIds?: string[];
  /** The words of those texts the question asks about ("écoles", "Charter"). */
  eventTerms?: string[];
  norm: string;
  tokens: string[];
  language: AdvisorLanguage;
  years: number[];
  /** 1–12, from month names ("août", "September"). */
  month: number | null;
  /** Each month written with its year ("juillet 2016", "August 2022"). */
  monthYears: { month: number; year: number }[];
  day: number | null;
  /** A count of people ("10 000 personnes", "3,500 displaced"). */
  people: number | null;
  /** The count was of families or households ("300 familles"), not of people. */
  households: number | null;
  /** A period the needs are for, in days ("pendant 7 jours", "for a month"). */
  days: number | null;
  /** Another number with a threshold meaning ("plus de 500 000", "at least four"). */
  threshold: ReturnType<typeof readThreshold>;
  topN: number | null;
}

const FR_MARKERS = new Set(
  'le la les des du de d l quel quelle quels quelles combien est sont et en au aux dans pour par avec sur ou qui que qu se ce cette ces un une entre selon habitants population departement region commune inondations pluies sante menages besoin besoins faut il y a t il meme aussi compare classe'.split(
    ' ',
  ),
);
const EN_MARKERS = new Set(
  'the what how many much which who is are was were and in of for by with on or that this these a an between according people population department region commune floods flood rain health households need needs there do does did same also compare rank live lived census inhabitants women men water toilets shelter per each year years bigger biggest largest smallest share growth give me show list tell please number figure figures since from to than more less deaths died killed affected displaced hospital hospitals bed beds capacity flooded river at urban rural daily volume departments has have its their will would every times gap behind ahead forecast seasonal outlook'.split(
    ' ',
  ),
);

export function detectLanguage(text: string, fallback: AdvisorLanguage): AdvisorLanguage {
  // An accent marks French, but not in a place name: "the population of Thiès" is English.
  const withoutNames = text.replace(/(^|[^\p{L}])\p{Lu}[\p{L}'’-]*/gu, '$1');
  const tokens = normaliseName(text).split(' ');
  let fr = 0;
  let en = 0;
  for (const t of tokens) {
    if (FR_MARKERS.has(t)) fr++;
    if (EN_MARKERS.has(t)) en++;
  }
  // …nor in a French name's lower-case word ("the Croix-Rouge sénégalaise", "the Plan décennal")
  // inside a sentence that English words clearly carry.
  if (/[éèêàçùûôî]/i.test(withoutNames) && en - fr < 3) return 'fr';
  // Words both languages share ("population", "region", "commune") count for both; then a level
  // noun after a place's name ("Tambacounda region population 2027") is English word order.
  if (fr === en) return /\p{Lu}[\p{L}'’-]* (region|department|dept)\b/u.test(text) ? 'en' : fallback;
  return fr > en ? 'fr' : 'en';
}

export const MONTHS: Record<string, number> = {
  janvier: 1,
  january: 1,
  fevrier: 2,
  february: 2,
  mars: 3,
  march: 3,
  avril: 4,
  april: 4,
  mai: 5,
  may: 5,
  juin: 6,
  june: 6,
  juillet: 7,
  july: 7,
  aout: 8,
  august: 8,
  septembre: 9,
  september: 9,
  sept: 9,
  octobre: 10,
  october: 10,
  novembre: 11,
  november: 11,
  decembre: 12,
  december: 12,
};

/** The words a head count is written before or after (lexicon `peopleWords`). */
const PEOPLE_WORDS = new Set(lexiconSection<{ words: string[] }>('peopleWords').words);

const WORD_NUMBERS: Record<string, number> = {
  un: 1,
  une: 1,
  one: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
  six: 6,
  sept: 7,
  seven: 7,
  huit: 8,
  eight: 8,
  neuf: 9,
  nine: 9,
  dix: 10,
  ten: 10,
};

/** The month a question names (the last one), and each month written with its year ("juillet 2016 … août 2022"). */
export function monthsOf(tokens: string[]): Pick<ParsedQuestion, 'month' | 'monthYears'> {
  let month: number | null = null;
  for (const [i, t] of tokens.entries()) if (MONTHS[t] !== undefined && !modalMay(tokens, i)) month = MONTHS[t]!;
  // (…or right before it with no year after: "2016 (juillet) et 2019")
  const isYear = (t: string | undefined) => /^(19|20)\d\d$/.test(t ?? '');
  const monthYears = tokens.flatMap((t, i) =>
    MONTHS[t] === undefined
      ? []
      : isYear(tokens[i + 1])
        ? [{ month: MONTHS[t]!, year: Number(tokens[i + 1]) }]
        : isYear(tokens[i - 1]) && !modalMay(tokens, i)
          ? [{ month: MONTHS[t]!, year: Number(tokens[i - 1]) }]
          : [],
  );
  return { month, monthYears };
}

/** A word of inhabitants, a rate's denominator, misspelt too ("pour 10 000 haitants"). */
const inhabitants = (w: string) =>
  /^(habitants?|hab|hbts?|inhabitants?|residents?)$/.test(w) ||
  (w.length >= 7 && ['habitants', 'inhabitants'].some((h) => editDistance(w, h) <= 1));

/** A people word, or one misspelt by a letter or a swap ("poeple", "persones"). */
function isPeopleWord(w: string): boolean {
  if (PEOPLE_WORDS.has(w)) return true;
  return (
    w.length >= 5 &&
    ['people', 'personnes', 'persons', 'displaced', 'deplaces', 'habitants', 'familles', 'families', 'households'].some(
      (p) => editDistance(w, p) <= 1,
    )
  );
}

/** A word of households, or one misspelt by a letter ("familes", "houshold"). */
const isHouseholdWord = (w: string): boolean =>
  /^(familles?|families|family|menages?|households?|foyers?)$/.test(w) ||
  (w.length >= 6 && ['familles', 'families', 'household', 'households'].some((h) => editDistance(w, h) <= 1));

/**
 * English "may" is the month only beside a day or a year, or after a word that leads a date ("in
 * May", "mid-May", "from May to July"); else it is the verb ("what share may go on water?").
 */
function modalMay(tokens: string[], i: number): boolean {
  if (tokens[i] !== 'may') return false;
  const near = [tokens[i - 1], tokens[i + 1]].some((t) => /^(\d{1,2}|(19|20)\d\d)(st|nd|rd|th)?$/.test(t ?? ''));
  const lead =
    /^(in|of|since|until|till|by|early|late|mid|end|from|to|between|and|or|during|before|after|last|next|this)$/;
  return !near && !lead.test(tokens[i - 1] ?? '');
}

/** Days counted in words after their preposition ("pendant dix jours", "for ten days"). */
const DAY_COUNTS = { ...WORD_COUNTS, ...WORD_NUMBERS };
const PERIOD_OF = new RegExp(
  `\\b(?:(?:pendant|pdt|durant|sur|pr|pour|for|over|during)\\s+(\\d{1,3}|a|${Object.keys(DAY_COUNTS).join('|')})|(\\d{1,3}))\\s+(jours?|journees?|jrs?|j|days?|semaines?|sem|weeks?|mois|months?|heures?|hours?|hrs?)\\b`,
);

/** "pendant 7 jours", "sur deux semaines", "for a month", "10 days": the period in days. */
function daysOf(norm: string): number | null {
  const m = PERIOD_OF.exec(norm);
  // "pendant une quinzaine", "over a fortnight": two weeks.
  if (/\b(quinzaine|fortnight|two weeks?)\b/.test(norm) && !m) return /fortnight|weeks?/.test(norm) ? 14 : 15;
  // "par semaine", "per month", "weekly": one such period.
  const rate =
    /\b(?:(?:par|per|each|every|chaque|a|une?)\s+(semaine|week|mois|month)|(weekly|hebdo\w*|monthly|mensuel\w*))\b/.exec(
      norm,
    );
  if (!m) return rate ? (/^(semaine|week|hebdo)/.test(rate[1] ?? rate[2]!) ? 7 : 30) : null;
  // A bare count ("…, 10 days") is a period too; a word count needs its preposition ("for a month").
  const n = m[1] ?? m[2]!;
  const count = DAY_COUNTS[n] ?? (n === 'a' ? 1 : Number(n));
  // ("pendant 72 heures", "for 48 hours": whole days only)
  if (/^(heure|hour|hr)/.test(m[3]!)) return count % 24 === 0 && count > 0 ? count / 24 : null;
  const unit = /^(sem|week)/.test(m[3]!) ? 7 : /^(mois|month)/.test(m[3]!) ? 30 : 1;
  // ("sur un mois et demi", "for a week and a half": half a unit more)
  const half = new RegExp(`\\b${m[3]!} (et demie?|and a half)\\b`).test(norm);
  return count * unit + (half ? unit / 2 : 0);
}

/** "…une toilette pour", "one tap per", "1 latrine par": what comes next is a ratio's number of people. */
const THRESHOLD_BEFORE =
  /(plus de|moins de|au moins|au plus|over|under|more than|less than|fewer than|at least|at most|above|below|sous les|depass\w*|exceed\w*|superieure? a|inferieure? a|passent|passe|passera|passeront|franchi\w*|cross\w*|entre|between|(entre|between)( \d+)+( hab\w*| people)? (et|and))( (les|le|la|the|l))?( (cap|barre|seuil|mark|threshold) (des|de|du|of))?$/;
const UNITS_ASKED = /\b(regions?|reg|departements?|departments?|depts?|communes?|arrondissements?)\b/;
const PERIOD =
  /^(\d.*|jours?|jrs?|days?|semaines?|sem|weeks?|mois|months?|heures?|hours?|ans?|years?|nuits?|nights?|)$/;
const RATE_BEFORE = /(^| )((un|une|1|one) (\p{L}+ ){1,3}(pour|per|par|for|pr)|(a|an) (\p{L}+ ){1,3}per)$/u;

/** Numbers as people write them: "10 000", "3,500", "4.500", "1 200,5". */
function numbersIn(raw: string): { value: number; end: number; start: number }[] {
  const out: { value: number; end: number; start: number }[] = [];
  const re = /\d{1,3}(?:[ \u00a0\u202f\u2009.,]\d{3})+(?![\d])|\d+(?:[.,]\d+)?/g;
  for (const m of raw.matchAll(re)) {
    const text = m[0];
    let value: number;
    if (
      /^\d{1,3}(?:[ \u00a0\u202f\u2009.,]\d{3})+$/.test(text) &&
      !/^\d+[.,]\d{3}$/.test(text.replace(/[ \u00a0\u202f\u2009]/g, ''))
    ) {
      value = Number(text.replace(/[ \u00a0\u202f\u2009.,]/g, ''));
    } else if (/^\d{1,3}[.,]\d{3}$/.test(text)) {
      // "3,500" / "4.500": thousands, the way both languages write counts.
      value = Number(text.replace(/[.,]/, ''));
    } else value = Number(text.replace(',', '.'));
    out.push({ value, start: m.index, end: m.index + text.length });
  }
  return out;
}

/** "per OCHA 2020", "as per the census": 'according to', never a ratio (lexicon `perSource`). */
const PER_SOURCE = (() => {
  const { words, sources } = lexiconSection<{ words: string[]; sources: string[] }>('perSource');
  return new RegExp(`\\b(?:${words.join('|')}) (?=(?:the )?(?:(?:19|20)\\d\\d )?(?:${sources.join('|')})\\b)`, 'g');
})();

/** The OCHA p-codes and the ANSD's codes as written. */
const ADMIN_CODE = /\bSN(?:-[A-Z]{2}){1,2}(?:-[A-Z]{1,3}\d+-\d+)?\b|\bSN\d{2,8}\b/gi;

export function parseQuestion(written: string, fallbackLanguage: AdvisorLanguage): ParsedQuestion {
  // "per 10k people", "5k sinistrés": thousands written with k.
  const unmasked = spelledNumbers(written).replace(/\b(\d+(?:[.,]\d+)?) ?k\b/gi, (_, n: string) =>
    String(Math.round(Number(n.replace(',', '.')) * 1000)),
  );
  // An administrative code ("SN-MT-MA2-1", "SN0402") names a place: its digits are no figure, age or year.
  // "2024,2025,2026": years listed with commas and no space are a list, not the decimal 2024.2025.
  const raw = unmasked
    .replace(ADMIN_CODE, (code) => ' '.repeat(code.length))
    .replace(/\b((?:19|20)\d\d)[,;](?=(?:19|20)\d\d\b)/g, '$1 ');
  // "% des ménages", "en %": the sign is a word of the question; "les + peuplés", "+ de 40 %" (SMS): plus.
  const norm = normaliseName(withSmsSigns(unmasked.replace(/%/g, ' pourcent '))).replace(PER_SOURCE, 'according to ');
  const tokens = norm ? norm.split(' ') : [];
  const numbers = numbersIn(raw);
  const years = [
    ...new Set(
      numbers
        .filter(
          (n) =>
            Number.isInteger(n.value) &&
            n.value >= 1900 &&
            n.value <= 2100 &&
            !/[ \u00a0\u202f,.]/.test(raw.slice(n.start, n.end)),
        )
        .map((n) => n.value),
    ),
  ];
  const { month: named, monthYears } = monthsOf(tokens);
  let month = named;
  let day: number | null = null;
  const dm =
    /\b(\d{1,2})(?:er)?\s+(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december)\b/.exec(
      norm,
    );
  if (dm) day = Number(dm[1]);
  const md =
    /\b(january|february|march|april|may|june|july|august|september|october|november|december)\s+(\d{1,2})(?:st|nd|rd|th)?\b/.exec(
      norm,
    );
  if (!day && md) day = Number(md[2]);
  // "le 16/09/2024", "16-9-2024": a date written in figures, day first.
  const numeric = /\b(\d{1,2})[/.-](\d{1,2})[/.-](?:19|20)\d\d\b/.exec(raw);
  if (numeric && Number(numeric[2]) >= 1 && Number(numeric[2]) <= 12) {
    day ??= Number(numeric[1]);
    month ??= Number(numeric[2]);
  }

  // People: a number right before a people word ("10 000 personnes", "3,500 displaced people").
  let people: number | null = null;
  let households: number | null = null;
  for (const n of numbers) {
    const after = normaliseName(raw.slice(n.end, n.end + 40)).split(' ');
    // "les régions de plus de 1 500 000 hab.": a threshold over units, not the people counted.
    const before = raw.slice(Math.max(0, n.start - 30), n.start);
    const bound = THRESHOLD_BEFORE.test(normaliseName(before)) || saysBoundBefore(normaliseName(before));
    if (UNITS_ASKED.test(norm) && (/[<>≤≥]\s*$/.test(before) || bound)) continue;
    // "20 % des habitants", "Podor en 2023 sinistré": a share or a year, never a head count.
    if (/^\s*(%|pour ?cents?\b|per ?cent\b|pct\b)/i.test(raw.slice(n.end))) continue;
    if (years.includes(n.value) && /(^| )(en|in)$/.test(normaliseName(before))) continue;
    // "une toilette pour 20 personnes", "20 people per tap": a standard's ratio, not the people counted.
    if (RATE_BEFORE.test(normaliseName(raw.slice(Math.max(0, n.start - 40), n.start)))) continue;
    // ("50 families per the flood kit": per a source, no ratio)
    const ratio = /^(par|per)$/.test(after[1] ?? '') && !/^(the|le|la|les|l)$/.test(after[2] ?? '');
    if (isPeopleWord(after[0] ?? '') && ratio && !PERIOD.test(after[2] ?? '')) continue;
    // "pour 10 000 habitants": a rate's denominator (a power of ten of inhabitants), not people to serve.
    // ("per 10,000 people" is a rate too; "pour 10 000 personnes" are people to serve)
    const perPeople = /^(people|persons|ppl|pple)$/.test(after[0] ?? '') && /\bper\s*$/i.test(before);
    const perInhabitants = inhabitants(after[0] ?? '') || perPeople;
    if (perInhabitants && /^10{2,}$/.test(String(n.value)) && /\b(pour|per|par|pr)\s*$/i.test(before)) continue;
    // ("applying the rate to the 2023 households": a year, not a head count)
    const yearOf = years.includes(n.value) && /^(households?|menages?|familles?|families)$/.test(after[0] ?? '');
    // ("850 sans-abri": a people word of two words)
    if (PEOPLE_WORDS.has(`${after[0]} ${after[1]}`)) after.splice(0, 2, 'personnes');
    if (after[0] && isPeopleWord(after[0]) && !yearOf) {
      people = n.value;
      // "900 affected households", "300 familles sinistrées": households either side of the adjective.
      // ("2 000 personnes, ménages de 8 personnes": a comma ends the count's words)
      const words = /^\s*[^\s,;:]+\s*[,;:(]/.test(raw.slice(n.end)) ? after.slice(0, 1) : after.slice(0, 2);
      if (words.some(isHouseholdWord)) households = n.value;
      break;
    }
    // "3 000 flood-affected people", "1 000 flood victims", "500 nouvelles familles": one word between.
    const unitWord =
      /^(litres?|liters?|l|m2|m|km|km2|kcal|ans?|years?|jours?|days?|mois|months?|fcfa|f|chf|usd|mm|ha|tonnes?|t|kg|g|pour|per|par|sur|of|de)$/;
    // …but "September 2020 flood victims": a year, not a head count.
    if (
      after[0] &&
      !/\d/.test(after[0]) &&
      !unitWord.test(after[0]) &&
      isPeopleWord(after[1] ?? '') &&
      !years.includes(n.value)
    ) {
      people = n.value;
      // ("900 flood-affected households": households after the adjective of one word)
      const clause = normaliseName(raw.slice(n.end, n.end + 40).split(/[,;:(?.!]/)[0]!).split(' ');
      if (isHouseholdWord(after[1]!) || (isPeopleWord(after[1]!) && isHouseholdWord(clause[2] ?? '')))
        households = n.value;
      break;
    }
  }
  if (people === null) {
    // ("a site of 5,500", "un camp de 3 000", "a caseload of 7,000": the people of a site or caseload)
    const feed =
      /\b(?:feed|nourrir|for|pour|pr|(?:population|caseload|site|camp) (?:of|de))\s+(\d[\d \u00a0\u202f,.]*)/i.exec(
        raw,
      );
    // …never "pour 3 jours" (a period) nor "pour 10 000 habitants" (a rate's denominator).
    const next = feed ? normaliseName(raw.slice(feed.index + feed[0].length, feed.index + feed[0].length + 20)) : '';
    const n = feed ? numbersIn(feed[1]!)[0] : undefined;
    const rate = n && /^10{2,}$/.test(String(n.value)) && inhabitants(next.split(' ')[0] ?? '');
    const word = next.split(' ')[0] ?? '';
    // …nor "3 pour 1" (a ratio).
    const ratioOf = feed && /\d\s*$/.test(raw.slice(Math.max(0, feed.index - 4), feed.index));
    const measured = /^(ha|hectares?|m2|m|km2?|km|litres?|l|m3|kg|tonnes?|t)$/.test(word);
    if (n && !years.includes(n.value) && !(word && PERIOD.test(word)) && !rate && !ratioOf && !measured)
      people = n.value;
  }
  // "sinistrés : 3 500", "displaced: 1,200": the count after its label (read/people-label.ts).
  const labelled = people === null ? countAfterLabel(raw, numbers, years, isPeopleWord) : null;
  if (labelled) [people, households] = [labelled.people, labelled.households];

  const threshold = readThreshold(raw, years, WORD_NUMBERS);
  let topN: number | null = null;
  const tn =
    /\b(?:top|les|the|des|first|last|premiers?|premieres?|derniers?|dernieres?)\s+(\d{1,2}|trois|cinq|dix|three|five|ten|deux|two|quatre|four)\b/.exec(
      norm,
    ) ?? /\b(\d{1,2})\s+(?:regions?|departements?|departments?|depts?|communes?|arrondissements?)\b/.exec(norm);
  if (tn) topN = WORD_NUMBERS[tn[1]!] ?? Number(tn[1]);
  if (topN !== null && (topN < 1 || topN > 60)) topN = null;

  return {
    raw,
    norm,
    tokens,
    language: detectLanguage(raw, fallbackLanguage),
    years,
    month,
    monthYears,
    day,
    people,
    households,
    days: daysOf(norm),
    threshold,
    topN,
  };
}

export function has(q: ParsedQuestion, pattern: RegExp): boolean {
  return pattern.test(q.norm);
}

export { scaleNumbers } from './read/threshold-text.ts';
