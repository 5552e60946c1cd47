import { phraseStart, variantOfBefore, variantWithin } from './completions.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { askedStandards } from '../subjects/need-words.ts';
import { asksGapOverMeasure, namesGapTopic, outsideGapPhrases } from '../subjects/gap-topics.ts';
import { CAPACITY, givenQuantity } from '../subjects/given.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { AdvisorLanguage } from '../../advisor.engine.ts';
import { asksElsewhere, type Catalog, type Hit, type Measure, type OperationCue } from '../catalog/catalog.ts';
import type { PlaceIndex, PlaceMention } from '../places.ts';
import { parseQuestion, type ParsedQuestion } from '../text.ts';
import { emptyFrame, type Frame, type Operation, type PreviousScope } from './frame.ts';
import { followUp } from './follow-up.ts';
import { correctSpelling } from './spelling.ts';
import { withSharedHeads } from './shared-head.ts';
import { withSexAbbreviations } from './sex-abbreviations.ts';
import { asksAscending } from './bounds.ts';
import { floodCountsOnly, floodedFacilities, peopleTouched } from './flood-counts.ts';
import { perHeadMeasures } from './part-per-head.ts';
import { floodShock } from './flood-shock.ts';
import { readAges } from './ages.ts';
import { framePlaces } from './measure-levels.ts';
import { openRangeOf, openSpan, perOf, rangeOf, withoutEventAside } from './time.ts';
import { crossingOf } from './crossing.ts';
import { changeBound } from './change-threshold.ts';
import { askWords, handsOff, weakSubject } from './handoff.ts';
import { measurelessAsk, operationHits, placedAsk, timeRates } from './placed.ts';
import { handedOffUnlessMeasure } from './unless-measure.ts';
import { levelOfPlace, possessiveLevel } from './relative-place.ts';
import { addsPlace, levelNamed, ordinalOf, placesAdded, pointsBack } from './follow-words.ts';
import {
  asksSinceCensus,
  compareAtYears,
  decideOp,
  rankedHow,
  ranksAsked,
  shareAtYears,
  shareOfFrame,
} from './operation.ts';
import { endOfLevel, ranksUnits } from './superlative.ts';
import {
  dimensionsOf,
  dimsFor,
  hasYears,
  measureParts as parts,
  pickMeasures,
  singularLevel,
  splitAsked,
  countsPeople,
  ratiosAndAsks,
  milieuSpans,
  dimensionHitsOf,
} from './measures-read.ts';
import { excludedUnit, readExclusion, wholeLevelAt } from './exclude.ts';
import { namesCountry, readPlaces, targetLevel, withoutCodeSystem } from './places-read.ts';

/** The question reader: words → typed frames over the catalog; null when the question names a
 * subject the catalog does not model (floods, needs, actors, rainfall…): the subject handlers answer it. */
export interface ReadInput {
  question: string;
  fallbackLanguage: AdvisorLanguage;
  previous: Frame[] | null;
  /** Places and years of a previous answer that holds no frames (a subject handler's answer). */
  previousScope: PreviousScope | null;
}

export interface ReadResult {
  language: AdvisorLanguage;
  frames: Frame[];
  parsed: ParsedQuestion;
}

const SCOPING: Operation[] = ['rank', 'share', 'breakdown', 'sum', 'threshold'];

export function readQuestion(input: ReadInput, catalog: Catalog, index: PlaceIndex): ReadResult | null {
  // "%" is a word here ("% pop nationale"), and misspelt catalog words are read as meant.
  const q = parseQuestion(
    withoutCodeSystem(withoutEventAside(input.question)).replace(/%/g, ' pourcent '),
    input.fallbackLanguage,
  );
  // ("water and electricity access": the head read after both words)
  q.tokens = withSharedHeads(
    correctSpelling(withSexAbbreviations(q.tokens), catalog, (w) => index.aliasWords.has(w), q.language),
    catalog,
  );
  q.norm = q.tokens.join(' ');
  const tokens = q.tokens;
  if (!tokens.length) return null;
  // "pour 5 000 personnes" with no place, "730 ménages à Fatick": the needs of those people, not a population.
  if (q.people !== null && (q.households ?? !index.find(tokens).length) && crossingOf(input.question) === null)
    return null;
  const dimensionHits = dimensionHitsOf(tokens, catalog);
  // A subject word inside a catalog phrase ("décès d'un membre") names that phrase, not its subject.
  const inPhrase = new Array<boolean>(tokens.length).fill(false);
  for (const h of dimensionHits) for (let k = phraseStart(tokens, h); k < h.end; k++) inPhrase[k] = true;
  if (handsOff(input.question, tokens, inPhrase, catalog, index)) return null;
  // Words that name a measure only weakly ("people", "bigger") count when no other subject is named.
  const otherSubject = weakSubject(input.question, tokens, inPhrase, catalog);
  let measureHits = variantWithin(catalog.measureWords.find(tokens, timeRates(tokens, catalog)), tokens, catalog);
  measureHits = outsideGapPhrases(tokens, variantOfBefore(measureHits, tokens, input, catalog));
  // "Et pour l'eau ? (15 L par personne)", "…litres d'eau pour toute la population de Podor ?": needs.
  // (The household size alone asks needs only beside a count: "taille des ménages" in a growth is a growth's;
  // a standard named in the context given first is no need asked: "…perdu leur abri. Combien de femmes ?")
  const backwards = CAPACITY.test(q.norm) && givenQuantity(q) && q.people === null;
  // (…unless a pronoun asks of it: "Nous avons 12 latrines. Elles suffisent pour combien de personnes ?")
  const pronounAsk = backwards && lexiconWords('pronounAsk').has(askWords(input.question, tokens));
  const standardsAsked = askedStandards(tokens.filter((_, i) => !inPhrase[i]))
    .filter((id) => pronounAsk || askedStandards(askWords(input.question, tokens)).includes(id))
    .some((id) => id !== 'CRS-01' || q.people !== null);
  if (standardsAsked && (backwards || measureHits.every((h) => countsPeople(h.entry)))) return null;
  // "Taux de pauvreté au-dessus de 60 % ?": a subject the data lacks is said absent, never answered
  // (a forecast or a migration flow whatever measure it names: "habitants touchés… l'an prochain").
  const gapOnly = !measureHits.length && namesGapTopic(tokens.filter((_, i) => !inPhrase[i]).join(' '));
  if (gapOnly || asksGapOverMeasure(q.norm)) return null;
  if (!measureHits.length && !otherSubject) measureHits = catalog.weakMeasureWords.find(tokens);
  // A flood on a date ("the September 2019 floods") is an event, not the survey's households hit by floods.
  const dims: Record<string, string> = {};
  const named = new Map<string, Set<string>>();
  for (const h of dimensionHits) {
    named.set(h.entry.dim, (named.get(h.entry.dim) ?? new Set()).add(h.entry.value));
    dims[h.entry.dim] ??= h.entry.value;
  }
  const split = splitAsked(tokens, dimensionHits, named, input.question, catalog);
  let byDim = split.byDim;
  const byValues = split.byValues;
  if (byDim) delete dims[byDim];
  const opHits = operationHits(tokens, catalog, askWords(input.question, tokens));
  // "À quelle place est Louga pour…", "les 3 derniers", "la dernière région": a place's position, or an end of a level, asks a ranking.
  const cues = new Set([
    ...opHits.map((h) => h.entry),
    ...(ranksAsked(q, tokens, catalog) || endOfLevel(tokens, catalog) ? ['rank' as const] : []),
  ]);
  let per = perOf(tokens, opHits);
  // "Top two household shocks": every shock of the survey, ranked.
  const shocks = measureHits.some((h) => h.entry.id === 'shock_3y' || h.entry.id === 'household_shock');
  floodShock(tokens, catalog, dims, shocks, named.get('milieu'), cues.has('share') && !q.years.length);
  if (!byDim && !dims.shock && shocks && named.has('milieu')) byDim = 'shock';
  let measures = pickMeasures(
    measureHits,
    dims,
    [...named.keys(), ...(byDim ? [byDim] : [])],
    otherSubject,
    cues.has('share'),
    catalog,
    tokens,
  );
  // An age range turns a population question into one over the age bands.
  const ages = readAges(q, catalog.ageGroups);
  if (ages && measures.some((h) => h.entry.id === 'population'))
    measures = measures.map((h) =>
      h.entry.id === 'population' ? { ...h, entry: catalog.measures.get('population_age')! } : h,
    );
  // "Under 5s in Kolda": an age range and a place ask the population of that age.
  if (ages && !measures.length && !otherSubject && index.find(tokens).length)
    measures = [{ entry: catalog.measures.get('population_age')!, start: 0, end: 0 }];
  if (measures.length > 1 && measures.some((h) => h.entry.id === 'population_age'))
    measures = measures.filter((h) => h.entry.id !== 'population');
  // "How many regions have more than 1,500,000 people?": a weak measure word counts the units.
  if (measures.length && measures.every((h) => h.entry.service === 'admin') && !otherSubject) {
    const weak = catalog.weakMeasureWords.find(tokens).filter((h) => h.entry.service !== 'admin');
    if (weak.length) measures = weak;
  }
  // "Combien de départements ont plus de 500 000 habitants ?": the units are counted by another measure.
  // "Quelles sont les régions les plus vulnérables ?": a rank is no list of divisions.
  // A place's own region or department ("…et son département ?") stays beside other measures.
  // …not "plus vite que son département" (a place beside it) nor "X vs Y: which dept grows faster?".
  const placesNamed = (t: string[]) => (operated && index.find(t).length > 1 ? 0 : index.find(t).length);
  const parentAsked = (h: Hit<Measure>) =>
    h.entry.id === 'admin_parent' &&
    placesNamed(tokens) > 0 &&
    !possessiveLevel(tokens, catalog) &&
    !(operated && levelOfPlace(tokens, catalog, index));
  const operated = ['growth', 'series', 'share', 'compare', 'per'].some((c) => cues.has(c as OperationCue));
  if (measures.some((h) => h.entry.service !== 'admin') || cues.has('rank') || otherSubject || q.threshold || operated)
    measures = measures.filter(
      (h) => h.entry.service !== 'admin' || (parentAsked(h) && !cues.has('rank') && !q.threshold),
    );
  measures = ratiosAndAsks(measures, catalog, input.question, tokens, cues.has('growth') || cues.has('series'));
  // "Tous les indicateurs EHCVM de Saint-Louis": each household indicator the survey gives by place.
  if (catalog.allIndicatorsWords.has(tokens) && !otherSubject)
    measures = [...catalog.measures.values()]
      .filter((m) => m.store?.table === 'knowledge.vulnerability')
      .map((entry) => ({ entry, start: 0, end: 0 }));
  // ("Kaolack department figures 2023 to 2025": "figures" beside a place asks its headline measure)
  const sized =
    catalog.defaultMeasure.words.find(tokens)[0] ??
    (index.find(tokens).length ? catalog.defaultMeasure.placedWords.find(tokens)[0] : undefined);
  if (!measures.length && sized && !otherSubject && !input.previous?.length)
    measures = [{ entry: catalog.defaultMeasure.measure, start: sized.start, end: sized.end }];
  // "Taux de croissance de Sédhiou 2023-2030", "add up all the regions": an operation with no measure asks the headline one.
  const levels = tokens.some((t) => catalog.levelWords.has(t) && /s$/.test(t));
  const measureless = measurelessAsk(tokens, cues, catalog, index, levels);
  const placed = placedAsk(tokens, catalog, index, cues.has('rank'));
  // A level and a span of its own ("the 3 fastest-growing regions, 2025–2030") are a new question: the measure before may lack them.
  const ownSpan = q.years.length >= 2 && levels;
  if (!measures.length && measureless && !otherSubject && (!input.previous?.length || ownSpan) && placed)
    measures = [{ entry: catalog.defaultMeasure.measure, start: 0, end: 0 }];
  // "hommes pour 100 femmes": the 100 is the ratio's own definition, not a rate asked.
  if (per !== null && measures.length && measures.every((h) => h.entry.ratio?.names)) per = null;
  if (per !== null) measures = perHeadMeasures(measures, dims);
  // "Cela fait combien pour 10 000 habitants ?" after a count: the measure before, per head…
  // …and "what share of the population is that?" after an age group: a share of the figure before.
  const ofBefore = (per !== null || (cues.has('share') && !namesCountry(tokens, catalog))) && input.previous?.length;
  const perOfBefore = ofBefore && !index.find(tokens).length;
  if (perOfBefore && measures.every((h) => h.entry.id === 'population')) measures = [];
  // "And its department?" alone after a figure: the same figure for the unit above the place before.
  const measured = input.previous?.every((f) => !['admin_parent', 'admin_units'].includes(f.measure));
  const possessive = pointsBack(tokens) && !index.find(tokens).length;
  if (measured && possessive && measures.length === 1 && measures[0]!.entry.id === 'admin_parent') measures = [];
  // "Postes de santé par habitant": a count of facilities per head is said per 10,000 (as HEA-01 is).
  if (per === 1 && measures.length && measures.every((h) => h.entry.intent === 'health')) per = 10000;
  if (handedOffUnlessMeasure(catalog, tokens, input.question, measures, dims, input.previous)) return null;
  // A dated flood ("the September 2019 floods") is an event, unless a measure beyond the survey's is named.
  const dated = q.month !== null || q.years.length > 0;
  const surveyOnly = floodCountsOnly(measures, tokens, dimensionHits, catalog);
  // (…or the people it touched in a month named: no population is counted by month)
  const touched = q.month !== null && peopleTouched(askWords(input.question, tokens), catalog);
  const eventAsked = catalog.eventWords.has(askWords(input.question, tokens)) || touched;
  if (dated && (surveyOnly || touched) && eventAsked && !catalog.surveyWords.has(tokens)) return null;
  if (floodedFacilities(measures, tokens, dimensionHits) || (!measures.length && catalog.handoffWeak.has(tokens)))
    return null;
  // A word of the catalog is never a misspelt place ("somme" is no "Semme").
  const known = (w: string) => (catalog.vocabulary.get(w.length) ?? []).includes(w);
  let mentions: PlaceMention[] = index
    .find(tokens, known)
    .filter(
      (m) =>
        ![...measureHits, ...milieuSpans(tokens, measures, catalog)].some((h) => m.start < h.end && h.start < m.end),
    )
    .filter((m) => !m.candidates.every((u) => u.level === 'country'));
  if (asksElsewhere(catalog, tokens, mentions.length)) return null;
  // ("le Sénégal hors région de Dakar": the country is what the place is taken from)
  const countryAt = [...catalog.nationalWords.find(tokens).map((h) => h.start), ...wholeLevelAt(tokens, catalog)];
  const exclusion = readExclusion(tokens, mentions, catalog, countryAt);
  const allMentions = mentions;
  mentions = exclusion.kept;
  // "La région de Thiès sans le département de Mbour": places taken out of another ask its headline measure.
  if (!measures.length && exclusion.excluded.length && !otherSubject && !input.previous?.length)
    measures = [{ entry: catalog.defaultMeasure.measure, start: 0, end: 0 }];
  if (opHits.some((h) => h.entry === 'complement' && exclusion.cues.includes(h.start))) cues.delete('complement');
  // "Kaffrine + Sédhiou", "Tambacounda plus Louga", "if I add Kébémer and Linguère": places added up.
  const added = placesAdded(tokens, mentions, input.question, catalog);
  if (added || (mentions.length > 1 && !cues.has('compare') && addsPlace(tokens))) cues.add('sum');
  const span = exclusion.span;
  const unexcluded = span ? tokens.map((t, i) => (i >= span[0] && i < span[1] ? '' : t)) : tokens;
  // A threshold asks over units as a rank does ("Rég. entre 500 000 et 750 000 hab.").
  const level = targetLevel(unexcluded, allMentions, catalog, ranksUnits(cues, q) || q.threshold !== null);
  // An age group alone ("mon enfant tousse…") asks no figure: no place, year, level or count word.
  const agesOnly = measures.length > 0 && measures.every((h) => h.entry.store?.range);
  if (agesOnly && !mentions.length && !q.years.length && !level && !catalog.countWords.has(tokens) && !input.previous)
    return null;
  // "Year by year" with two years named: the span between them.
  const spanned = rangeOf(q);
  const twoYears = [...q.years].sort() as [number, number];
  const range = spanned ?? (cues.has('series') && q.years.length === 2 ? twoYears : null);
  const openRange = openRangeOf(q, range, cues.has('growth'));
  const latest = catalog.latestWords.has(tokens);
  const asc = asksAscending(tokens, catalog);

  if (!measures.length) {
    const anything =
      mentions.length ||
      q.years.length ||
      Object.keys(dims).length ||
      cues.size ||
      level ||
      ages ||
      ordinalOf(tokens) ||
      q.threshold ||
      (possessive && levelNamed(tokens)) ||
      namesCountry(tokens, catalog);
    if (!anything) return null;
    const [sameRegion, national] = [catalog.sameRegionWords.has(tokens), namesCountry(tokens, catalog)];
    const slots = { mentions, level, dims, cues, q, range, latest, asc, per, ages, sameRegion, national };
    const frames = followUp(input, slots, index);
    return frames ? { language: q.language, frames, parsed: q } : null;
  }

  // Places first as written, then again with the scope an operation gives them ("les communes de Mbour").
  let read = readPlaces(mentions, level, false, index, tokens);
  let op = decideOp(cues, q, read.places.length, level !== null, range ?? openSpan(q, openRange));
  if (SCOPING.includes(op) || per !== null) read = readPlaces(mentions, level, true, index, tokens);
  if (asksSinceCensus(cues, q, dims.kind, level !== null, read.places.length)) op = 'growth';
  // A bound on each unit's change ("augmente de plus de 20 %"), or a fall asked over units.
  const falls = changeBound(q, catalog, cues, level !== null, (changed) => (op = changed), op);
  const country = namesCountry(tokens, catalog);
  if (shareAtYears(cues, q, (country && !!read.places.length) || !!read.within || !!dims.sex || !!ages, op))
    op = 'share';
  if (compareAtYears(q, read.places.length, op)) op = 'compare';
  // "Le département le plus peuplé de la même région": the region of the place asked before.
  const before = input.previousScope?.pcodes.map((p) => index.get(p)).find((u) => u && u.level !== 'country');
  if (!read.places.length && !read.within && before && catalog.sameRegionWords.has(tokens)) {
    const region = before.level === 'region' ? before : before.region ? index.get(before.region) : undefined;
    // (no level asked, "et les postes de santé de sa région ?": the region itself)
    const itself = { unit: region!, others: [], start: 0, end: 0, text: region?.name ?? '' };
    if (region) read = level ? { ...read, within: region } : { ...read, places: [itself] };
    if (region && !q.years.length) q.years = [...(input.previousScope?.years ?? [])];
  }
  const frames: Frame[] = [];
  let shareAdded = false;
  const segments = parts(measures);
  const own = segments.map((s) => read.places.filter((p) => p.start >= s.from && p.start < s.to));
  const withPlaces = own.filter((p) => p.length).length;
  let carry = read.places;
  for (const [i, s] of segments.entries()) {
    const f = emptyFrame(s.measure.id);
    const mine = withPlaces > 1 ? (own[i]!.length ? own[i]! : carry) : read.places;
    if (withPlaces > 1 && own[i]!.length) carry = own[i]!;
    f.places = framePlaces(mine, s.measure);
    f.dims = dimsFor(s.measure, dims, catalog);
    const step = s.measure.store?.range?.step;
    if (step && ages) {
      const wide: [number, number | null] = [
        Math.floor(ages[0] / step) * step,
        ages[1] === null ? null : Math.ceil((ages[1] + 1) / step) * step - 1,
      ];
      f.ages = wide;
      if (wide[0] !== ages[0] || wide[1] !== ages[1]) f.agesAsked = ages;
    }
    f.complement = cues.has('complement') && !!s.measure.complement;
    f.byDim = byDim && dimensionsOf(s.measure).has(byDim) ? byDim : null;
    // Two sexes named are the whole split; two facility types are a part of it.
    const all = f.byDim ? Object.keys(catalog.dimensions[f.byDim]?.values ?? {}) : [];
    if (f.byDim && byValues && byValues.length < all.length) f.byValues = byValues;
    const split = s.measure.splitBy;
    if (!f.byDim && split && !f.dims[split] && op === 'value' && per === null && segments.length === 1) f.byDim = split;
    if (exclusion.excluded.length)
      f.exclude = exclusion.excluded.map((m) => excludedUnit(m, read.places[0]?.unit ?? read.within, level).pcode);
    f.level = level;
    f.within = read.within?.pcode ?? null;
    f.years = [...q.years].sort();
    f.range = range;
    f.latest = latest;
    f.op =
      op === 'share' && !s.measure.additive && !(s.measure.id === 'health_facilities_geolocated')
        ? 'value'
        : segments.length > 1 && !['rank', 'threshold', 'breakdown'].includes(op)
          ? per !== null
            ? 'per'
            : op === 'compare' || op === 'growth' || (op === 'sum' && s.measure.additive && mine.length > 1)
              ? op
              : 'value'
          : op;
    if (openRange && !['rank', 'threshold', 'breakdown', 'share'].includes(f.op)) {
      f.openRange = openRange;
      if (f.op !== 'growth') f.op = 'series';
    }
    // "…selon l'EHCVM 2021-2022": a survey's own years name the survey, not a series to run.
    if (!hasYears(s.measure, catalog) && (f.range || ['series', 'growth'].includes(f.op))) {
      f.years = [];
      f.range = null;
      f.openRange = undefined;
      if (['series', 'growth'].includes(f.op))
        f.op = decideOp(cues, { ...q, years: [] }, mine.length, level !== null, null);
    }
    f.order = asc || (falls && cues.has('rank')) ? 'asc' : 'desc';
    f.n = q.topN ?? (op === 'rank' && level && singularLevel(tokens, catalog) ? 1 : null);
    f.per = per;
    f.threshold = q.threshold;
    if (f.op === 'share' && (cues.has('sum') || read.within) && f.places.length > 1) f.together = true;
    rankedHow(f, tokens, catalog, index, input.question);
    shareOfFrame(f, s.measure, country, !!read.within, cues.has('share'));
    // "…and which department?" after a part naming the commune: its parents.
    const scoped = input.previousScope?.pcodes.filter((p) => p !== 'SN') ?? [];
    if (s.measure.id === 'admin_parent' && !f.places.length && !f.within && scoped.length)
      f.places = scoped.map((pcode) => ({ pcode, others: [] }));
    if (s.measure.placeless) {
      // "…que ceux de Dakar" read as the survey's urban Dakar is no place asked.
      const inDims = dimensionHits.map((h) => tokens.slice(h.start, h.end).join(' '));
      const named = (p: { pcode: string }) =>
        inDims.some((d) => d.includes(normaliseName(index.get(p.pcode)?.name ?? '')));
      const asked = f.places.filter((p) => p.pcode !== 'SN' && !named(p)).map((p) => p.pcode);
      if (asked.length) f.placesUnpublished = asked;
      f.places = [{ pcode: 'SN', others: [] }];
      f.level = null;
      f.within = null;
      if (f.op !== 'value' && !(f.op === 'rank' && f.byDim)) f.op = 'value';
    }
    if (!f.places.length && !f.level && !f.within && f.op !== 'rank') {
      // "Cela représente quel pourcentage de la population nationale ?": the previous places, of the country.
      const ofPrevious = f.op === 'share' && country && input.previousScope?.pcodes.some((p) => p !== 'SN');
      if ((country && !ofPrevious) || !input.previousScope?.pcodes.length) f.places = [{ pcode: 'SN', others: [] }];
      else {
        f.places = input.previousScope.pcodes.map((pcode) => ({ pcode, others: [] }));
        if (!f.years.length) [f.years, f.yearsCarried] = [input.previousScope.years, true];
        // ("…et leur population totale ?": the places before, added up)
        if (f.op === 'value' && f.places.length > 1 && cues.has('sum')) f.op = 'sum';
      }
    }
    frames.push(f);
    // "Population, part dans la région et densité": the share asked beside other measures, of the first that adds up.
    if (segments.length > 1 && cues.has('share') && f.op === 'value' && s.measure.additive && !shareAdded) {
      frames.push({ ...structuredClone(f), op: 'share', shareOf: country ? 'country' : 'parent' });
      shareAdded = true;
    }
  }
  return { language: q.language, frames, parsed: q };
}
