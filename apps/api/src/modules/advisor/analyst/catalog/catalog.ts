import { PhraseIndex } from './phrase-index.ts';
import { actorSectionWords, stringsOf } from './actor-section-words.ts';
import { readFileSync } from 'node:fs';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { AdvisorLanguage } from '../../advisor.engine.ts';
import type { Level } from '../places.ts';

/**
 * The catalog of the data (issue 12): the measures the analyst can plan queries for, their
 * dimensions and the words people use, read from the JSON files beside this one. Code here only
 * types and indexes them; adding a measure or a word is a change to the data files.
 */

type Texts = Record<AdvisorLanguage, string>;
type Words = Record<AdvisorLanguage, string[]>;

export interface MeasureStore {
  table: string;
  /** The p-code column; none for national figures split by another dimension (milieu). */
  place?: string;
  value: string;
  year?: string;
  kind?: string;
  producer?: string;
  source: string;
  note?: string;
  dims?: Record<string, { column: string; default?: string; aggregate?: 'sum' }>;
  /** A numeric range filter summed over (age bands: min/max columns, band width). */
  range?: { dim: string; min: string; max: string; step: number };
  /** A dimension stored as one column per value (household shocks by milieu). */
  valueColumns?: { dim: string; default: string; columns: Record<string, string> };
  /**
   * Counts made by grouping one list: the country's count is the sum of the regions' rows the list
   * holds (a region with no row stays without a figure, never 0).
   */
  listCounts?: boolean;
}

export interface Measure {
  id: string;
  name: Texts;
  /** The name with its article, as a sentence says it ("la population", "the population"). */
  phrase?: Texts;
  unit: Texts;
  format: 'count' | 'decimal1' | 'decimal2' | 'percent';
  additive: boolean;
  /** The kind of answer it gives (population, density, health, vulnerability). */
  intent: string;
  period?: string;
  store?: MeasureStore;
  /** Computed by another module of the server rather than stored (the hazard index). */
  service?: 'hazard' | 'admin';
  /** The only levels its figures exist at: an ambiguous name is read at one of them. */
  levels?: Level[];
  /** One dimension of the hazard index instead of its score (hazard service measures). */
  hazardComponent?: 'hazard_exposure' | 'vulnerability' | 'lack_of_coping_capacity';
  /** The page of the product that shows this measure. */
  link?: { path: string; name: Texts };
  ratio?: {
    numerator: string;
    denominator: string;
    factor: number;
    /** Terms that are sums of age ranges of their measure (the dependency ratio), with their names. */
    ages?: { numerator: [number, number | null][]; denominator: [number, number | null][] };
    /** Terms that fix a dimension of their measure (men over women). */
    dims?: { numerator: Record<string, string>; denominator: Record<string, string> };
    names?: { numerator: Texts; denominator: Texts };
    /** A count of whole things (households): the quotient is rounded. */
    round?: boolean;
  };
  /** Computed as one measure minus another of the same places ("moderate only" = moderate or severe − severe). */
  difference?: {
    of: string;
    minus: string;
    /** Terms at values of a dimension of their measure ("food prices" minus "floods"). */
    dims?: { of: Record<string, string>; minus: Record<string, string> };
    /** A gap whichever is larger: the size of the difference. */
    abs?: boolean;
  };
  fallbackMeasure?: string;
  /** The dimension a plain value question is split by ("how many facilities": by type, with the total). */
  splitBy?: string;
  /** The measure its values are a part of, all values together (ages → the population). */
  whole?: string;
  /** A measure said beside this one ("1 hôpital, dont 1 géolocalisé"). */
  companion?: string;
  /** The name of 100 − the value, for percentages ("ménages sans accès à l'électricité"). */
  complement?: Texts;
  /** The unit for one, and its French gender, for agreement. */
  one?: Texts;
  gender?: 'm' | 'f';
  words: Words;
  /** Figures of the whole country, not of a place (split by milieu instead). */
  placeless?: boolean;
  /** Words that name the measure only when no other measure is named ("people"). */
  weakWords?: Words;
  /** Words that name the measure only in a list beside another of its table ("eau et électricité"). */
  besideWords?: Words;
  caveats?: string[];
  /** Curated caveats (data/knowledge/curated/caveats.json) said when the frame asks these dimension values. */
  caveatsWhen?: { dims: Record<string, string>; caveat: string }[];
  /** A caveat the source gives for every value of the measure. */
  note?: Texts & { appliesTo?: string[] };
}

export interface DimensionValue {
  fr: string;
  en: string;
  one?: Texts;
  gender?: 'm' | 'f';
  words: Words;
}

interface MeasuresFile {
  measures: Measure[];
  /** `total`: the values add up, so a split by this dimension ends with their total. */
  dimensions: Record<
    string,
    {
      values: Record<string, DimensionValue>;
      total?: boolean;
      measure?: string;
      /** Naming one of its values alone asks for `measure` ("projections ANSD de X", "les femmes de Y"). */
      implies?: boolean;
    }
  >;
}

export type OperationCue =
  'rank' | 'share' | 'growth' | 'compare' | 'series' | 'sum' | 'breakdown' | 'per' | 'complement';

interface LexiconFile {
  operations: Record<OperationCue, Words>;
  order: { asc: Words };
  latest: Words;
  /** Words that take the next place out of the one before ("hors", "excluding"). */
  exclude: Words;
  /** "La même région", "that region": the region of the place the answer before was about. */
  sameRegion: Words;
  absolute: Words;
  position: Words;
  /** "Tous les indicateurs EHCVM": every household indicator of the survey, for the places named. */
  allIndicators: Words;
  count: Words;
  events: { words: string[]; survey: string[] };
  levels: Record<Exclude<Level, 'country'>, string[]>;
  levelAsk: string[];
  notes: Record<string, Texts>;
  byDimension: Record<string, string[]>;
  national: Words;
  handoff: { words: string[]; weak: string[]; unlessMeasure: string[] };
  elsewhere: { words: string[]; unless: string[] };
  standardVariants: Record<string, Record<string, string[]> | string>;
  extraWords: string[];
  sms: Record<string, string>;
  smsEn: Record<string, string>;
  smsPlural: { after: string[]; words: Record<string, string> };
  defaultMeasure: { measure: string; when: Words; whenPlaced: Words };
  ages: Record<string, { words: string[]; range: [number, number | null] } | string>;
}

/** A section of lexicon.json, for the readers outside the catalog (the file is parsed once). */
export function lexiconSection<T>(key: string): T {
  lexiconFile ??= readJson<Record<string, unknown>>('./lexicon.json');
  return lexiconFile[key] as T;
}
let lexiconFile: Record<string, unknown> | undefined;

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;
}

/** A phrase found in the question: which entry, and the token span it covers. */
export { type Hit, PhraseIndex } from './phrase-index.ts';

export interface Catalog {
  /** Every word the catalog and lexicon know, for spelling correction. */
  vocabulary: Map<number, string[]>;
  /** The vocabulary and the words spelling alone knows (floods, counts, months), by length. */
  spelling: Map<number, string[]>;
  /** Words of ours that are no catalog words but never misspellings (the actors' words). */
  spelledAsWritten: Set<string>;
  /** The language of a catalog word only one language's words hold. */
  wordLanguage: Map<string, AdvisorLanguage>;
  measures: Map<string, Measure>;
  dimensions: MeasuresFile['dimensions'];
  measureWords: PhraseIndex<Measure>;
  weakMeasureWords: PhraseIndex<Measure>;
  /** SMS and short forms ("cb", "d", "pr", "hbts") and what they stand for. */
  sms: Map<string, string>;
  /** Short forms written out otherwise in English ('dept' → department). */
  smsEn: Map<string, string>;
  smsPlural: { after: Set<string>; words: Map<string, string> };
  /** Groups of people named by age ("enfants": 0–14). */
  ageGroups: { words: string[]; range: [number, number | null] }[];
  dimensionWords: PhraseIndex<{ dim: string; value: string }>;
  operationWords: PhraseIndex<OperationCue>;
  ascWords: PhraseIndex<true>;
  latestWords: PhraseIndex<true>;
  excludeWords: PhraseIndex<true>;
  sameRegionWords: PhraseIndex<true>;
  /** A change asked in units, not percent ("gagnent le plus d'habitants, en nombre"). */
  absoluteWords: PhraseIndex<true>;
  /** One place's position in a ranking is asked ("rang de Ziguinchor sur les 46"). */
  positionWords: PhraseIndex<true>;
  allIndicatorsWords: PhraseIndex<true>;
  /** Words that ask for a count ("combien", "how many"). */
  countWords: PhraseIndex<true>;
  /** A flood named with a date is an event; survey words keep it on the household survey. */
  eventWords: PhraseIndex<true>;
  surveyWords: PhraseIndex<true>;
  levelWords: Map<string, Level>;
  levelAskWords: Set<string>;
  /** French and English for the notes the loader writes on rows. */
  notes: Record<string, Texts>;
  byDimensionWords: PhraseIndex<string>;
  nationalWords: PhraseIndex<true>;
  handoffWords: PhraseIndex<true>;
  /** Subjects that hand the question over only when it names no catalog measure. */
  handoffWeak: PhraseIndex<true>;
  /** Countries and places outside Senegal, and the words (a shared river) that keep them ours. */
  elsewhereWords: PhraseIndex<true>;
  elsewhereUnless: PhraseIndex<true>;
  /** Size words without a measure ("which is bigger, A or B") ask the headline measure. */
  defaultMeasure: { measure: Measure; words: PhraseIndex<true>; placedWords: PhraseIndex<true> };
  handoffUnlessMeasure: PhraseIndex<true>;
}

function both(words: Words): string[] {
  return [...words.fr, ...words.en];
}

function build(): Catalog {
  const m = readJson<MeasuresFile>('./measures.json');
  const lex = readJson<LexiconFile>('./lexicon.json');
  const measures = new Map(m.measures.map((x) => [x.id, x]));
  const measureWords = new PhraseIndex<Measure>();
  for (const x of m.measures) for (const w of both(x.words)) measureWords.add(w, x);
  const weakMeasureWords = new PhraseIndex<Measure>();
  for (const x of m.measures) if (x.weakWords) for (const w of both(x.weakWords)) weakMeasureWords.add(w, x);
  const dimensionWords = new PhraseIndex<{ dim: string; value: string }>();
  for (const [dim, d] of Object.entries(m.dimensions))
    for (const [value, v] of Object.entries(d.values))
      for (const w of both(v.words)) dimensionWords.add(w, { dim, value });
  const operationWords = new PhraseIndex<OperationCue>();
  for (const [op, words] of Object.entries(lex.operations) as [OperationCue, Words][])
    for (const w of both(words)) operationWords.add(w, op);
  const single = (words: string[]) => {
    const index = new PhraseIndex<true>();
    for (const w of words) index.add(w, true);
    return index;
  };
  const levelWords = new Map<string, Level>();
  for (const [level, words] of Object.entries(lex.levels)) for (const w of words) levelWords.set(w, level as Level);
  const vocabulary = new Map<number, string[]>();
  const words = new Set<string>();
  const addWords = (list: string[]) => {
    for (const phrase of list)
      for (const w of normaliseName(phrase).split(' ')) if (w.length >= 5 && !/\d/.test(w)) words.add(w);
  };
  // The language of a word only one language's lists hold: a misspelling between a French and an
  // English word ("hosital": "hopital" or "hospital") is read in the question's language.
  const said = new Map<string, Set<AdvisorLanguage>>();
  const addBoth = (list: Words) => {
    for (const lang of ['fr', 'en'] as const)
      for (const w of list[lang].flatMap((p) => normaliseName(p).split(' ')))
        said.set(w, (said.get(w) ?? new Set()).add(lang));
    addWords(both(list));
  };
  for (const x of m.measures) [x.words, ...(x.weakWords ? [x.weakWords] : [])].forEach(addBoth);
  for (const d of Object.values(m.dimensions)) for (const v of Object.values(d.values)) addBoth(v.words);
  for (const w of Object.values(lex.operations)) addBoth(w);
  const wordLanguage = new Map([...said].filter(([, l]) => l.size === 1).map(([w, l]) => [w, [...l][0]!]));
  addWords([
    ...both(lex.order.asc),
    ...both(lex.latest),
    ...both(lex.national),
    ...Object.values(lex.levels).flat(),
    ...lex.levelAsk,
  ]);
  addWords([...lex.handoff.words, ...lex.handoff.weak, ...lex.handoff.unlessMeasure, ...lex.extraWords]);
  // The words of the standards' variants ("première phase") are words of ours, never misspellings.
  for (const group of Object.values(lex.standardVariants))
    if (typeof group === 'object') for (const words of Object.values(group)) if (Array.isArray(words)) addWords(words);
  for (const w of words) vocabulary.set(w.length, [...(vocabulary.get(w.length) ?? []), w]);
  // Spelling also knows the words of the floods' records, of counting and of months ("inondations",
  // "septembre", "combien"): "inndations", "Septebmer" are those words misspelt. They are no words of
  // the catalog's measures, so they stay out of `vocabulary`, which the routing reads.
  const spelling = new Map([...vocabulary].map(([n, list]) => [n, [...list]]));
  const sections = lex as unknown as Record<string, unknown>;
  for (const w of ['events', 'eventRecords', 'eventImpactWords', 'count', 'months'].flatMap((k) =>
    stringsOf(sections[k]).flatMap((p) => normaliseName(p).split(' ')),
  ))
    if (w.length >= 5 && !words.has(w) && !(spelling.get(w.length) ?? []).includes(w))
      spelling.set(w.length, [...(spelling.get(w.length) ?? []), w]);
  const spelledAsWritten = actorSectionWords(lex as unknown as Record<string, unknown>);
  const byDimensionWords = new PhraseIndex<string>();
  for (const [dim, words] of Object.entries(lex.byDimension)) for (const w of words) byDimensionWords.add(w, dim);
  return {
    vocabulary,
    spelling,
    wordLanguage,
    spelledAsWritten,
    measures,
    levelAskWords: new Set(lex.levelAsk),
    notes: lex.notes,
    byDimensionWords,
    dimensions: m.dimensions,
    measureWords,
    weakMeasureWords,
    sms: new Map(Object.entries(lex.sms)),
    smsEn: new Map(Object.entries(lex.smsEn)),
    smsPlural: { after: new Set(lex.smsPlural.after), words: new Map(Object.entries(lex.smsPlural.words)) },
    ageGroups: Object.values(lex.ages).filter(
      (g): g is { words: string[]; range: [number, number | null] } => typeof g !== 'string',
    ),
    dimensionWords,
    operationWords,
    ascWords: single(both(lex.order.asc)),
    latestWords: single(both(lex.latest)),
    excludeWords: single(both(lex.exclude)),
    sameRegionWords: single(both(lex.sameRegion)),
    absoluteWords: single(both(lex.absolute)),
    positionWords: single(both(lex.position)),
    allIndicatorsWords: single(both(lex.allIndicators)),
    countWords: single(both(lex.count)),
    eventWords: single(lex.events.words),
    surveyWords: single(lex.events.survey),
    levelWords,
    nationalWords: single(both(lex.national)),
    handoffWords: single(lex.handoff.words),
    handoffWeak: single(lex.handoff.weak),
    elsewhereWords: single(lex.elsewhere.words),
    elsewhereUnless: single(lex.elsewhere.unless),
    defaultMeasure: {
      measure: measures.get(lex.defaultMeasure.measure)!,
      words: single(both(lex.defaultMeasure.when)),
      placedWords: single(both(lex.defaultMeasure.whenPlaced)),
    },
    handoffUnlessMeasure: single(lex.handoff.unlessMeasure),
  };
}

let catalog: Catalog | undefined;

/** A question about a place outside Senegal ("les inondations au Pakistan"), none of ours named. */
export function asksElsewhere(c: Catalog, tokens: string[], ourPlaces: number): boolean {
  return ourPlaces === 0 && c.elsewhereWords.has(tokens) && !c.elsewhereUnless.has(tokens);
}

/** The catalog, read once. */
export function getCatalog(): Catalog {
  catalog ??= build();
  return catalog;
}

export function measureName(m: Measure, lang: AdvisorLanguage): string {
  return m.name[lang];
}

export function dimensionLabel(c: Catalog, dim: string, value: string, lang: AdvisorLanguage): string {
  return c.dimensions[dim]?.values[value]?.[lang] ?? value;
}

/** The contexts and phases of response standards a question names ("urbain", "phase aiguë"). */
export function namedVariants(tokens: string[]): Set<string> {
  variantWords ??= (() => {
    const lex = readJson<{ standardVariants: Record<'context' | 'phase', Record<string, string[]>> }>('./lexicon.json');
    const index = new PhraseIndex<string>();
    for (const group of Object.values(lex.standardVariants))
      if (typeof group === 'object')
        for (const [value, words] of Object.entries(group)) for (const w of words) index.add(w, value);
    return index;
  })();
  return new Set(variantWords.find(tokens).map((h) => h.entry));
}
let variantWords: PhraseIndex<string> | undefined;
