import type { AdvisorLanguage } from '../../advisor.engine.ts';
import type { Level, Unit } from '../places.ts';

/**
 * A typed reading of one ask of a question (issue 12): what is measured, where, when, and what to
 * do with it. A multi-part question gives several frames; a follow-up fills only the slots the new
 * question leaves empty. Frames are stored with each answer (JSON), so they hold p-codes, not units.
 */

/** A threshold: its bound, and the words just before it ("augmente de plus de 20 %": a change's). */
export interface ParsedThreshold {
  op: '>=' | '<=';
  value: number;
  asked?: number;
  strict?: boolean;
  max?: number;
  percent?: boolean;
  lead?: string[];
}

/** Places and years of a previous answer that holds no frames (a subject handler's answer), and of the last answers. */
export interface PreviousScope {
  pcodes: string[];
  years: number[];
  recentYears?: number[];
  recentPlaces?: string[];
  /** One dimension's values the last answers gave one after the other, same place, measure and years. */
  recentDims?: { dim: string; values: string[] } | null;
}

export type Operation =
  'value' | 'series' | 'growth' | 'compare' | 'share' | 'per' | 'sum' | 'rank' | 'threshold' | 'breakdown';

export interface Frame {
  /** A catalog measure id. */
  measure: string;
  /** Dimension filters: sex, facility_type, producer, kind. */
  dims: Record<string, string>;
  /** An age range in years, max null = and over. */
  ages: [number, number | null] | null;
  /** The range asked when it does not fall on the published bands (widened to them). */
  agesAsked?: [number, number | null];
  /** 100 − the value of a percentage ("sans électricité"). */
  complement: boolean;
  /** A dimension to give every value of ("par type", "femmes et hommes"). */
  byDim: string | null;
  /** The values of `byDim` the question names, when not all ("postes et centres de santé"). */
  byValues?: string[];
  /** The places asked about, each with the other units its name can mean. */
  places: { pcode: string; others: string[]; asked?: string; levelMissed?: string }[];
  /** A share of several places taken together ("Dakar et Thiès ensemble"). */
  together?: boolean;
  /** The units a ranking shows, added up, as a share of all units ranked ("…and their share together?"). */
  togetherShare?: boolean;
  /** Every level named for a count of divisions ("de régions, de départements et de communes"). */
  levels?: Level[];
  /** Places named for a measure published nationally only ("households hit by floods in Louga"). */
  placesUnpublished?: string[];
  /** The value a series is asked to cross ("en quelle année passe-t-il 20 millions ?"). */
  crossing?: number;
  /** Another place's figure to reach: at a year it had ("the population Kolda had in 2023"), or year by year (overtaking). */
  crossingPlace?: { pcode: string; year: number | null };
  /** The measure at one value of a dimension per the measure at another ("postes de santé par centre de santé"). */
  dimRatio?: { dim: string; numerator: string; denominator: string };
  /** One age range per 100 people of another ("60 ans et plus pour 100 moins de 15 ans"). */
  ageRatio?: { numerator: [number, number | null]; denominator: [number, number | null] };
  /**
   * The gap between two measures, or one measure at two values of a dimension, asked of each unit
   * ("l'écart entre l'accès à l'eau et à l'électricité", "prix alimentaires vs inondations, par milieu").
   */
  gap?: { minus: string; dims?: { of: Record<string, string>; minus: Record<string, string> } };
  /** One rank asked ("la deuxième région la plus peuplée", "the biggest region"): a follow-up is about that unit. */
  rankAt?: number;
  /** The mean of the places asked, beside their sum ("population moyenne de ces trois départements"). */
  mean?: boolean;
  /** The first place set against the others added up ("Kolda pèse-t-elle plus que Linguère et Kébémer ensemble ?"). */
  versusRest?: boolean;
  /** Another measure added up over the units a threshold keeps ("la population des régions où…"). */
  sumOf?: string;
  /** A rise in percent on the place's own census figure to cross ("5 % above its 2023 census figure"). */
  crossingPct?: number;
  /** The last year of the series is asked ("dernière année projetée"). */
  horizon?: boolean;
  /** The level whose average the places are set against ("than the average department"). */
  versusAverage?: Level;
  /** Both ends of a ranking asked ("la région la plus et la moins touchée"): their gap is given too. */
  spread?: boolean;
  /** A change ranked in units, not percent ("gagnent le plus d'habitants, en nombre"). */
  absolute?: boolean;
  /** A household rate applied to the place's population ("combien de personnes sans électricité ?"). */
  ofPopulation?: boolean;
  /** A dimension value asked that the measure is not published by ("ménages ruraux" of a region's rate). */
  dimsUnpublished?: Record<string, string>;
  /** The years were carried from the answer before ("…de 2019 ? — et leur population ?"), not asked. */
  yearsCarried?: boolean;
  /** The count the rate is applied to: the population (default) or the households estimated at the region's size. */
  base?: string;
  /** What a change is asked for besides itself (lexicon growthAsks): perDay, perMonth, doubling, households. */
  growthAsks?: string[];
  /** A share of a change, not of a value ("quelle part de la croissance du Sénégal revient à Kaffrine ?"). */
  ofChange?: boolean;
  /** "Pourquoi deux chiffres pour Kolda ?": the figures, their gap and what the data says of it. */
  why?: boolean;
  /** Places taken out of each place's figure ("Kaffrine region excluding Kaffrine department"). */
  exclude?: string[];
  /** "Sans son plus grand département": the unit of this level holding the most, taken out. */
  excludeTop?: Level;
  /** The layout before today's is asked ("avant de devenir un département", "in 2013"): admin parents then. */
  former?: boolean;
  /** A unit of the level whose figure the units are kept above or below ("inférieur à celui de Fatick"). */
  thanPlace?: { pcode: string; op: '>=' | '<=' };
  /** "Au-dessus de la moyenne": the units of the level kept against their own mean. */
  thanAverage?: '>=' | '<=';
  /** The units to rank, list or filter ("les départements"). */
  level: Level | null;
  /** The unit that scopes a rank, list, share or sum ("… de la région de Thiès"). */
  within: string | null;
  years: number[];
  /** A span of years asked as such ("de 2024 à 2030"). */
  range: [number, number] | null;
  latest: boolean;
  /** A span with one end named: "up to 2030" (to), "from 2023 onwards" (from); the other end is the data's. */
  openRange?: 'to' | 'from';
  op: Operation;
  order: 'desc' | 'asc';
  /** How many units a rank shows; null: all of them. */
  n: number | null;
  /** Per how many inhabitants a rate is given (1 = per capita). */
  per: number | null;
  threshold: ParsedThreshold | null;
  /**
   * The whole a share is of: the place's parent, the country, or another measure of the same place
   * (or the same measure without one dimension: women among all inhabitants).
   */
  shareOf: 'parent' | 'country' | { measure: string; without?: string } | null;
}

/** The reading of a whole question. */
export interface Reading {
  language: AdvisorLanguage;
  frames: Frame[];
}

export function unitLabelLevel(u: Unit): Level {
  return u.level;
}

export function emptyFrame(measure: string): Frame {
  return {
    measure,
    dims: {},
    byDim: null,
    complement: false,
    ages: null,
    places: [],
    level: null,
    within: null,
    years: [],
    range: null,
    latest: false,
    op: 'value',
    order: 'desc',
    n: null,
    per: null,
    threshold: null,
    shareOf: null,
  };
}
