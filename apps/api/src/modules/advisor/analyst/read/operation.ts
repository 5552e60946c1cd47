import { endOfLevel, superlative } from './superlative.ts';
import { orderHits } from './bounds.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import { type Catalog, lexiconSection, type Measure, type OperationCue, PhraseIndex } from '../catalog/catalog.ts';
import type { ParsedQuestion } from '../text.ts';
import type { Level, PlaceIndex } from '../places.ts';
import type { Frame, Operation } from './frame.ts';
import { asksHorizon, crossingOf, crossingPctOf } from './crossing.ts';
import { growthAskWords } from './change-share.ts';
import { positionScope } from './position-follow.ts';
import { ownRateAsShare } from './own-rate-share.ts';

/** The operation a question asks, from its operation words, its places and its level. */

const course = new PhraseIndex<true>();
for (const w of lexiconSection<{ words: string[] }>('course').words) course.add(w, true);
/** A word of a place's course over years, and no growth ask of its own (doubling, per day…). */
export const asksCourse = (tokens: string[]) => course.has(tokens) && !growthAskWords(tokens).some(Boolean);

/** A ranking asked without a ranking word: a place's position, or a count of the last ("les 3 derniers"; "at least" is a bound). */
export const ranksAsked = (q: ParsedQuestion, tokens: string[], catalog: Catalog) =>
  catalog.positionWords.has(tokens) || (q.topN !== null && orderHits(tokens, catalog.ascWords).length > 0);

export const opHitsRank = (catalog: Catalog, tokens: string[]) =>
  catalog.operationWords.find(tokens).some((h) => h.entry === 'rank');

/** The operation of a reading: per, series, growth, share, threshold, compare, sum, rank, breakdown or value. */
/** "…gagner d'ici 2029 par rapport au recensement ?", "how many more … than the census" (not "compare the census"). */
export function asksSinceCensus(
  cues: Set<OperationCue>,
  q: ParsedQuestion,
  kind: string | undefined,
  hasLevel: boolean,
  nPlaces: number,
): boolean {
  const more = cues.has('compare') && nPlaces <= 1 && /\b(more|plus|less|fewer|moins)\b/.test(q.norm);
  return (cues.has('growth') || more) && q.years.length === 1 && kind === 'census' && !hasLevel;
}

export function decideOp(
  cues: Set<OperationCue>,
  q: ParsedQuestion,
  nPlaces: number,
  hasLevel: boolean,
  range: [number, number] | null,
): Operation {
  // "Quelle région a le plus de postes de santé par habitant ?": units ranked by their rate.
  if (cues.has('per') && hasLevel && nPlaces === 0 && !q.threshold) return 'rank';
  if (cues.has('per') && !cues.has('rank') && !q.threshold) return 'per';
  // "Les régions où l'insécurité alimentaire sévère dépasse 7,5 %": a threshold over units, in percent.
  if (q.threshold && hasLevel && nPlaces <= 1) return 'threshold';
  // "L'évolution … année par année": every year, with the change at the end.
  if (cues.has('series') && (q.years.length >= 2 || range)) return 'series';
  // "L'écart de population de Louga entre 2023 et 2030 (en pourcentage)": one place, two years.
  const change = cues.has('growth') || (cues.has('compare') && nPlaces <= 1);
  // "L'évolution de la population de Dagana entre 2023 et 2026": one place's course, every year.
  if (change && range && nPlaces === 1 && !cues.has('rank') && asksCourse(q.tokens)) return 'series';
  if (change && (q.years.length >= 2 || range)) return 'growth';
  // "Les 3 régions où le plus de ménages ont subi un choc, avec les %": a rank of shares.
  // "L'écart entre Thiare et Keur Mandongo, en valeur et en %": a comparison given in percent too.
  // ("Is Podor more populous than Dagana, and by what percentage?": "more … than" compares too, the
  // percentage asked after it being the gap's; not "the share of women higher in Podor than…")
  const thanAt = ['above', 'below'].flatMap((k) =>
    lexiconWords('thanPlace', k)
      .find(q.tokens)
      .filter((h) => [q.tokens[h.end - 1], q.tokens[h.end]].some((t) => t === 'than' || t === 'que'))
      .map((h) => h.start),
  );
  const shareAt = lexiconWords('operations', 'share')
    .find(q.tokens)
    .map((h) => h.start);
  const than = thanAt.length > 0 && shareAt.every((k) => k > Math.min(...thanAt));
  const compared = nPlaces >= 2 && (cues.has('compare') || cues.has('growth') || than);
  if (cues.has('share') && !(cues.has('rank') && hasLevel && nPlaces === 0) && !compared) return 'share';
  // (one year named is no series: "dans les tableaux OCHA…, au recensement de 2023" asks one figure)
  if ((cues.has('series') && q.years.length !== 1) || range) return 'series';
  if (q.threshold && hasLevel) return 'threshold';
  if (nPlaces >= 2) return cues.has('sum') ? 'sum' : 'compare';
  if (cues.has('rank') && (hasLevel || nPlaces === 0)) return 'rank';
  if (cues.has('compare') && hasLevel && nPlaces <= 1 && superlative(q)) return 'rank';
  if (cues.has('complement') && hasLevel) return 'rank';
  if (cues.has('sum') && hasLevel) return 'sum';
  if (nPlaces >= 2) return 'compare';
  if (cues.has('breakdown') || (hasLevel && nPlaces <= 1)) return hasLevel ? 'breakdown' : 'value';
  if (q.years.length >= 2) return 'growth';
  if (cues.has('rank')) return 'rank';
  return 'value';
}

/** "Kaolack region: % of Senegal in 2023 vs 2030": a share of a whole named, at each year. */
/** `wholeNamed`: the country or a scope, or a part of its own whole named (a sex, an age range). */
export function shareAtYears(cues: Set<OperationCue>, q: ParsedQuestion, wholeNamed: boolean, op: Operation): boolean {
  // ("quel taux de croissance cela représente" asks a growth: a share is named by its own nouns)
  const shareNamed = /\b(part|parts|share|proportion|pourcentage|percentage|pourcent|percent|poids|weight)\b/.test(
    q.norm,
  );
  return (
    cues.has('share') && shareNamed && q.years.length >= 2 && wholeNamed && ['growth', 'series', 'compare'].includes(op)
  );
}

/** "La différence d'habitants entre Diourbel et Sédhiou en 2023 et en 2030": a gap at each year. */
export function compareAtYears(q: ParsedQuestion, nPlaces: number, op: Operation): boolean {
  // ("croissance … tivaouane vs dakar 2024-2029" compares growths: only a gap word asks the gap)
  const gap = /\b(difference|ecart|gap)\b/.test(q.norm);
  return gap && nPlaces === 2 && q.years.length >= 2 && ['growth', 'series'].includes(op);
}

/** How a frame ranks or reads its series: by a change in units ("en nombre"), or one place among all of its level. */
export function rankedHow(f: Frame, tokens: string[], catalog: Catalog, index: PlaceIndex, raw: string): void {
  if (catalog.absoluteWords.has(tokens)) f.absolute = true;
  ownRateAsShare(f);
  // "La dernière région en population": the lowest first.
  if (f.op === 'rank' && endOfLevel(tokens, catalog) === 'last') f.order = 'asc';
  // "En quelle année passe-t-il 20 millions ?", "dernière année projetée": a series read for one year.
  const crossing = crossingOf(raw);
  if (crossing !== null && f.measure !== 'admin_units') f.crossing = crossing;
  const rise = crossing === null ? crossingPctOf(raw) : null;
  if (rise !== null && f.places.length)
    [f.crossingPct, f.op, f.level, f.within, f.shareOf] = [rise, 'value', null, null, null];
  if (asksHorizon(raw)) f.horizon = true;
  // "Combien de régions, de départements et de communes ?": each level named is counted.
  const levels = new Set<Level>();
  for (const t of tokens) if (/s$/.test(t) && catalog.levelWords.has(t)) levels.add(catalog.levelWords.get(t)!);
  if (f.measure === 'admin_units' && levels.size >= 2) f.levels = [...levels];
  // "Plus ou moins peuplé que le département moyen ?": the places set against their level's average.
  const average = lexiconSection<{ fr: string[]; en: string[] }>('average');
  // ("la taille moyenne des ménages de la région" names a measure: its "moyenne" sets nothing against.)
  const named = growthAskWords(tokens);
  // ("…par an en moyenne" is a growth's average, not one of units)
  const growth = catalog.operationWords.find(tokens).filter((h) => h.entry === 'growth');
  for (const h of [...catalog.measureWords.find(tokens), ...growth])
    for (let k = h.start; k < h.end; k++) named[k] = true;
  const near = tokens.findIndex((t, i) => !named[i] && [...average.fr, ...average.en].includes(t));
  // ("…en moyenne par poste de santé" is a rate, not an average of units.)
  // (…but "en moyenne par département" is an average of units)
  const rate =
    ['par', 'per', 'pour'].includes(tokens[near + 1] ?? '') && !catalog.levelWords.has(tokens[near + 2] ?? '');
  const levelNear = rate
    ? undefined
    : tokens.slice(Math.max(0, near - 2), near + 6).find((t) => catalog.levelWords.has(t));
  // …and with no place, "la moyenne des régions", "average across the 14 regions": the units listed, then their mean.
  // (…or within a scope: "la population moyenne des départements de Thiès")
  const listed = !f.places.length && !rate && ['rank', 'breakdown'].includes(f.op);
  // (…within a scope too: "les départements de Thiès moins peuplés que la moyenne")
  const side =
    near >= 0 && !f.places.length && !rate && ['rank', 'breakdown'].includes(f.op) ? sideOfAverage(tokens, near) : null;
  // "Les régions au-dessus de la moyenne nationale": the units kept against their mean (than-place.ts).
  if (side && f.level) [f.op, f.thanAverage] = ['threshold', side];
  else if (near >= 0 && listed && f.level && tokens.some((t) => catalog.levelWords.get(t) === f.level))
    f.versusAverage = f.level;
  if (near >= 0 && levelNear && f.places.length) {
    f.versusAverage = catalog.levelWords.get(levelNear);
    // The level word names the average's units, not units to rank ("que la région moyenne").
    if (f.level === f.versusAverage && ['rank', 'breakdown'].includes(f.op))
      [f.level, f.op, f.n] = [null, 'value', null];
  }
  // "L'écart entre la région la plus et la moins touchée": both ends, and their gap.
  if (f.op === 'rank' && (spreadWords().has(tokens) || bothEnds(tokens, catalog))) f.spread = true;
  // "Rang du dept de Ziguinchor sur les 46": that place among every unit of its level.
  if (!['rank', 'share'].includes(f.op) || !catalog.positionWords.has(tokens)) return;
  // ("Kaffrine department: share of its region and rank among the departments": the department,
  // its share, and its position beside — position-beside.ts)
  if (f.op === 'share') {
    const scope = f.within && !f.places.length && f.level ? index.get(f.within) : undefined;
    const same = scope ? index.children(scope.pcode, f.level!).find((u) => u.name === scope.name) : undefined;
    if (same) [f.places, f.within, f.level] = [[{ pcode: same.pcode, others: [] }], null, null];
    return;
  }
  const one = f.places.length === 1 && !f.within ? index.get(f.places[0]!.pcode) : undefined;
  if (one) [f.level, f.within] = [one.level, positionScope(tokens, one, index, false)];
  // "Where does Ziguinchor department rank among the departments?": read as the departments of
  // Ziguinchor region at first; the position asked is of the unit of that name at that level.
  const scope = f.within && !f.places.length && f.level ? index.get(f.within) : undefined;
  const same = scope ? index.children(scope.pcode, f.level!).find((u) => u.name === scope.name) : undefined;
  if (same) {
    f.places = [{ pcode: same.pcode, others: [] }];
    f.within = null;
    f.n = null;
  }
}

/**
 * The whole a part is a share of within its own place: geolocated facilities of all facilities,
 * a sex of both, an age range of every age (null: the measure has no such whole).
 */
export function ownWhole(measure: Measure, f: Frame): { measure: string; without?: string } | null {
  if (measure.id === 'health_facilities_geolocated') return { measure: 'health_facilities' };
  // A count that is a part of another (facilities without GPS of all facilities).
  if (measure.additive && measure.difference) return { measure: measure.difference.of };
  // ("combien de femmes, d'hommes, et quelle part de femmes ?": each sex's share of the place)
  if (f.dims.sex || f.byDim === 'sex') return { measure: measure.id, without: 'sex' };
  if (f.ages) return { measure: measure.whole ?? measure.id, without: 'ages' };
  return null;
}

/**
 * The whole a frame's share is of. "Part des femmes dans la population de Kolda": women among
 * Kolda's own inhabitants; "la part des 60 ans et plus au Sénégal": of the whole country's own;
 * "la plus forte proportion de femmes": units ranked by that share of their own; otherwise the
 * country named, or each place's parent.
 */
export function shareOfFrame(f: Frame, measure: Measure, country: boolean, within: boolean, shareCue: boolean): void {
  const whole = ownWhole(measure, f);
  const ofItself = f.places.length >= 1;
  // "Quelle part des structures géolocalisées du pays se trouve à Louga ?": of the country's, not of Louga's own.
  const ofCountry = country && !within && f.places.some((p) => p.pcode !== 'SN');
  if (f.op === 'share')
    f.shareOf =
      whole &&
      ((!whole.without && !ofCountry) || (((ofItself && !country) || (country && !f.places.length)) && !within))
        ? whole
        : country && !within
          ? 'country'
          : 'parent';
  if ((f.op === 'rank' || f.op === 'threshold') && shareCue && whole) f.shareOf = whole;
}

/**
 * "La région la plus électrifiée et la moins électrifiée", "the most and the least food-insecure
 * region": a word of the top and a word of the bottom of one ranking joined by "et"/"and" ask both
 * ends, whatever the words between them.
 */
function bothEnds(tokens: string[], catalog: Catalog): boolean {
  const asc = catalog.ascWords.find(tokens);
  const top = catalog.operationWords
    .find(tokens)
    .filter((h) => h.entry === 'rank' && !asc.some((a) => a.start < h.end && h.start < a.end));
  const joined = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.end <= b.start && b.start - a.end <= 5 && tokens.slice(a.end, b.start).some((t) => t === 'et' || t === 'and');
  return top.some((t) => asc.some((a) => joined(t, a) || joined(a, t)));
}

let spread: PhraseIndex<true> | undefined;
/** The lexicon's words asking both ends of a ranking. */
function spreadWords(): PhraseIndex<true> {
  spread ??= (() => {
    const index = new PhraseIndex<true>();
    const words = lexiconSection<Record<string, string[] | string>>('spread');
    for (const list of [words.fr, words.en]) for (const w of list as string[]) index.add(w, true);
    return index;
  })();
  return spread;
}

/** Above or below, said within five words before the average word (lexicon `thanAverage`). */
function sideOfAverage(tokens: string[], near: number): '>=' | '<=' | null {
  const before = tokens.slice(Math.max(0, near - 5), near);
  const above = lexiconWords('thanAverage', 'above').has(before);
  const below = lexiconWords('thanAverage', 'below').has(before);
  return above === below ? null : above ? '>=' : '<=';
}
