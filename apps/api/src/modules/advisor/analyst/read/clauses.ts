import { readAges } from './ages.ts';
import type { ParsedQuestion } from '../text.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import { EVENT_FIGURES } from '../subjects/event-records.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { PlaceIndex } from '../places.ts';
import type { Frame } from './frame.ts';
import { withChangeShare, withGrowthAsks } from './change-share.ts';
import { withWhyAsked } from './why-asked.ts';
import { withRateApplied } from './rate-applied.ts';
import { withThresholdOfRate } from './filter-by.ts';
import { withDimensionRatio } from './dimension-ratio.ts';
import { withAgeRatio } from './age-ratio.ts';
import { withMeasureGap } from './measure-gap.ts';
import { withMeanOfPlaces, withVersusRest } from './versus-rest.ts';
import { withRankAt } from './rank-at.ts';
import { withSourceYears } from './source-years.ts';
import { withShareAmong } from './share-among.ts';
import { withShareOfPlace } from './share-of-place.ts';
import { withPositionBeside } from './position-beside.ts';
import { withChangeFromBefore, withDimsFromBefore, withRankTogether } from './after-answer.ts';
import { withPlacesBefore } from './turns-before.ts';
import { withLevelBefore } from './level-before.ts';
import { withPlaceThere } from './there-follow.ts';
import { withYearsFromBefore } from './years-before.ts';
import { withFormerLayout } from './admin-before.ts';
import { datedAsks } from './dated-asks.ts';
import { withRankScopeFromBefore } from './rank-follow.ts';
import { placesFromLaterPart } from './part-places.ts';
import { withExclusionAfter } from './exclude-follow.ts';
import { withExcludeTop } from './exclude-top.ts';
import { withTheOneIn } from './the-one-in.ts';
import { withThresholdOfPlace } from './than-place.ts';
import { restOfWhole, withRestOfWhole } from './rest-follow.ts';
import { correctionOf } from './correction.ts';
import { crossesPlace } from './crossing.ts';
import { groupFrames } from './groups.ts';
import { withCountryBeside, withRelativePlace } from './relative-place.ts';
import { withLevelOfPart, withScopeAbove } from './part-level.ts';
import { withCensusAndYear } from './census-and-year.ts';
import { type ReadInput, type ReadResult, readQuestion } from './reader.ts';
import { headerYears, withHeaderYears, withTermYears } from './header-years.ts';
import { withParentLevelOwn } from './parent-level.ts';
import { groupsWithTotal } from './total-beside-group.ts';
import { parentScopeOf, pointsBackToParent } from './parent-scope.ts';
import { withUnpublishedDims } from './unpublished-dims.ts';
import { withPerFacility } from './per-facility.ts';
import { withTwinsCompared } from './twins-compared.ts';

/**
 * A multi-part question whose parts ask at different dates or from different sources ("femmes et
 * hommes au recensement de 2023, et enfants de moins de 5 ans selon OCHA 2020"): each part is read
 * on its own, a part with no place taking the places of the part before. Read whole, the parts'
 * years and sources would be merged into one frame. Parts whose frames agree are read whole.
 */

/** Where one ask ends and the next begins: ", et combien", "; ", " + ", ", and how many", "et aussi", "along with"… */
const BOUNDARY =
  /\s*(?:;|(?<!\b(?:et|and|ans|years?|\d+))\s\+\s|,\s*(?:et|and|plus|ainsi que|as well as)\b|\b(?:et|and) (?=combien|cb\b|quel|quelle|how many|how much|what|which|the \d{4}\b|la \d{4}\b)|\b(?:et aussi|and also|along with|together with)\b)\s*/i;

export function readClauses(input: ReadInput, catalog: Catalog, index: PlaceIndex): ReadResult | null {
  const read =
    readQuestion(input, catalog, index) ?? correctionOf(input, catalog, index) ?? restOfWhole(input, catalog, index);
  const meant = read && withTheOneIn(read, input.previous, index);
  const scoped = meant && (input.previous?.length ? withScopeAbove(meant, catalog, index) : meant);
  const placed =
    scoped && withCountryBeside(withRelativePlace(withLevelOfPart(scoped, catalog, index), catalog, index), catalog);
  const applied = placed && withRateApplied(withGrowthAsks(withChangeShare(placed)), catalog, input.previous);
  const together = applied && withRankTogether(applied, input.previous, catalog, index);
  const changed = together && withChangeFromBefore(together, input.previous, catalog);
  const kept = changed && withRankScopeFromBefore(withDimsFromBefore(changed, input.previous, catalog), input.previous);
  const there = kept && withPlaceThere(kept, input, index);
  const back = there && withLevelBefore(there, input, catalog, index);
  const dimsKept = back && withYearsFromBefore(withPlacesBefore(back, input, catalog, index), input.previous);
  const excluded =
    dimsKept &&
    withExcludeTop(
      withRestOfWhole(withExclusionAfter(dimsKept, input.previous, catalog, index), input.previous, catalog, index),
      input.previous,
      catalog,
    );
  // Readings of the whole question that change its frames' operation, in order.
  const whole =
    excluded &&
    [
      (r: ReadResult) => withSourceYears(r, catalog),
      (r: ReadResult) => withShareAmong(r, catalog),
      (r: ReadResult) => withShareOfPlace(r, catalog, index),
      (r: ReadResult) => withThresholdOfRate(r, catalog),
      (r: ReadResult) => withDimensionRatio(r, catalog),
      (r: ReadResult) => withAgeRatio(r, catalog),
      (r: ReadResult) => withMeasureGap(r, catalog),
      withVersusRest,
      withMeanOfPlaces,
      withFormerLayout,
      withRankAt,
      (r: ReadResult) => withPositionBeside(r, index),
      (r: ReadResult) => withThresholdOfPlace(r, index),
      withWhyAsked,
      (r: ReadResult) => withParentLevelOwn(r, catalog),
      (r: ReadResult) => withUnpublishedDims(r, catalog, index),
      (r: ReadResult) => withPerFacility(r, catalog),
      (r: ReadResult) => withTwinsCompared(r, index),
    ].reduce((r, apply) => apply(r), excluded);
  const listed =
    whole?.frames.length === 1 ? groupFrames(input.question, whole.language, whole.frames[0]!, catalog) : null;
  if (whole && listed) return { ...whole, frames: listed };
  if (whole && measuresRanked(whole.frames)) for (const f of whole.frames) f.op = 'value';
  if (whole?.frames.length === 1 && whole.frames[0]!.places.length === 2 && crossesPlace(input.question)) {
    // "…reach the population Tambacounda had at the 2023 census": the first place, up to the second's figure.
    const f = whole.frames[0]!;
    f.crossingPlace = { pcode: f.places[1]!.pcode, year: f.years.length === 1 ? f.years[0]! : null };
    f.places = [f.places[0]!];
    f.years = [];
    f.range = null;
    if (f.dims.kind === 'census') delete f.dims.kind;
    f.op = 'value';
  }
  const parts = askParts(input.question, catalog);
  if (!whole || parts.length < 2) return whole && withCensusAndYear(whole, catalog);
  // A count read as the base of a rate or summed over the units a rate keeps: one ask, whatever its commas.
  if (whole.frames.some((f) => f.sumOf || f.ofPopulation)) return whole;
  const frames: Frame[] = [];
  const partsRead: { read: ReadResult; frames: Frame[] }[] = [];
  let scope = input.previousScope;
  let parentScope: ReturnType<typeof parentScopeOf> = null;
  const heading = headerYears(input.question, catalog);
  for (const part of parts) {
    const at = parentScope && pointsBackToParent(part) ? parentScope : scope;
    // ("…, et quelle part de la population cela représente-t-il ?": the figure of the part before)
    // ("…, et quelle part de la population ?": the same, when the part names no place of its own)
    const words = normaliseName(part).split(' ');
    const pointsBack =
      lexiconWords('thatBefore').has(words) ||
      (lexiconWords('shareOfWholeBefore').has(words) && !index.find(words).length);
    const previous = frames.length && pointsBack ? [frames.at(-1)!] : null;
    const asked = readQuestion({ ...input, question: part, previous, previousScope: at }, catalog, index);
    const read = asked && withParentLevelOwn(asked, catalog);
    const named = [catalog.measureWords, catalog.dimensionWords, catalog.defaultMeasure.words];
    // ("…2023 population along with the houses flooded on 16 September 2024": a flood's figure is asked
    // of the flood handlers, each ask in turn — multi-ask.ts)
    if (!read && floodFigure(part)) return null;
    // (…"au recensement et quelle sera-t-elle en 2030 ?": the census and that year, read whole)
    if (!read || !named.some((words) => words.has(read.parsed.tokens))) return withCensusAndYear(whole, catalog);
    // "…et combien selon OCHA 2020 ?": a part naming no measure of its own asks the one before, same filters…
    // …or the total asked first of a list ("population, number of women, and OCHA's estimate").
    const total = frames.find((f) => f.measure === read.frames[0]?.measure && !f.dims.sex && !f.byDim);
    const before = total ?? frames.at(-1);
    if (before && !catalog.measureWords.has(read.parsed.tokens))
      for (const f of read.frames) {
        f.dims = { ...before.dims, ...f.dims };
        f.ages ??= before.ages;
      }
    frames.push(...read.frames);
    partsRead.push({ read, frames: read.frames });
    // ("How many communes does Goudiry have, and their population?": the unit a part lists the divisions of)
    const pcodes = read.frames.flatMap((f) =>
      f.places.length ? f.places.map((p) => p.pcode) : f.within ? [f.within] : [],
    );
    if (pcodes.length) scope = { pcodes, years: [] };
    parentScope = parentScopeOf(read.frames, index) ?? parentScope;
  }
  placesFromLaterPart(partsRead, catalog, index);
  // Parts that ask one measure at one date are one ask ("women …, and how many men …"): read whole.
  // At other dates ("…at the 2023 census, with women and men, and the projection for 2030"), each part.
  const dated = frames.filter((f) => f.years.length || f.dims.kind);
  const oneDate = new Set(dated.map((f) => JSON.stringify([f.years, f.dims.kind ?? null]))).size < 2;
  // (one measure asked as a count and per head is two asks: "le nombre d'hôpitaux, … les hôpitaux pour
  // 100 000 habitants" — of a new question: a follow-up's parts are read without the measure before)
  const rated = (f: Frame) => (f.op === 'per' && !input.previous?.length ? `${f.measure} per` : f.measure);
  if (new Set(frames.map(rated)).size < frames.length && oneDate) {
    const split = groupsWithTotal(whole.frames, frames);
    // (…with an ask of the place's parent or divisions the whole reading lacks: "…rgph 2023 + dept")
    const admin = (f: Frame) => catalog.measures.get(f.measure)?.service === 'admin';
    const also = frames.filter((f) => admin(f) && !whole.frames.some((w) => w.measure === f.measure));
    return { ...whole, frames: [...(split ?? whole.frames), ...also] };
  }
  const key = (f: Frame) => JSON.stringify([f.years, f.dims, f.ages]);
  if (new Set(frames.map(key)).size < 2) return whole;
  // "The gap between OCHA's 2020 population and the 2023 census": one change between the parts' dates.
  if (changeOfParts(whole.frames, frames)) return whole;
  withHeaderYears(frames, heading, catalog);
  withTermYears(frames, catalog);
  return { ...whole, frames };
}

/** A part that asks a figure of the flood records ("the houses flooded on 16 September 2024"). */
const floodFigure = (part: string) => EVENT_FIGURES.some((f) => f.words.test(normaliseName(part)));

/** The asks of a multi-part question, in order (one part when it lists none). */
export function askParts(question: string, catalog: Catalog): string[] {
  // "Ziguinchor dept: population 2025? women 2023? area?": each question mark ends an ask when every
  // piece names a measure or a group of its own, and an ask of one word counts when it is a measure.
  const words = (p: string) => normaliseName(p).split(' ');
  const measure = (p: string) => catalog.measureWords.has(words(p));
  const asks = question.split(/\?\s+(?=\S)/);
  const own = asks.length > 1 && asks.every((p) => measure(p) || catalog.dimensionWords.has(words(p)));
  return (
    (own ? asks : [question])
      // ("…rgph 2023 + dept": a "+" after a year joins two asks)
      .flatMap((p) => p.split(/(?<=\b(?:19|20)\d\d)\s\+\s/))
      .flatMap((p) => p.split(BOUNDARY))
      .map((p, i) => (i > 0 ? parentOfBareLevel(p, catalog) : p))
      .flatMap((p) => listedMeasures(p, catalog))
      .flatMap((p) => datedAsks(p, catalog))
      .filter((p) => p.trim().split(/\s+/).length >= 2 || measure(p))
  );
}

/** "…+ dept", "…, et la région ?": an ask that is only a level word asks the place's parent at that level. */
function parentOfBareLevel(part: string, catalog: Catalog): string {
  const words = normaliseName(part).split(' ').filter(Boolean);
  const levels = words.map((w) => catalog.levelWords.get(w)).filter(Boolean);
  const rest = words.filter((w) => !catalog.levelWords.has(w) && !lexiconWords('parentScope').has([w]));
  const ask = { department: 'dans quel departement', region: 'dans quelle region' } as Record<string, string>;
  return levels.length === 1 &&
    !rest.filter((w) => !['et', 'and', 'le', 'la', 'the', 'l'].includes(w)).length &&
    ask[levels[0]!]
    ? ask[levels[0]!]!
    : part;
}

/** The group a frame counts (its dimensions but the source's). */
const group = (f: Frame) => JSON.stringify(Object.entries(f.dims).filter(([d]) => d !== 'producer' && d !== 'kind'));

/** The whole question read as one change or comparison of the measure and places its parts each ask once. */
function changeOfParts(whole: Frame[], parts: Frame[]): boolean {
  const w = whole.length === 1 ? whole[0]! : null;
  const places = (f: Frame) => f.places.map((p) => p.pcode).join(',');
  return (
    !!w &&
    ['growth', 'compare'].includes(w.op) &&
    // ("the 2023 census and the 2030 projection": each year is of one kind, the kinds split nothing more)
    (!w.byDim || w.byDim === 'kind') &&
    w.years.length >= 2 &&
    // (a part that holds the change word with one year of it is no ask of its own: "how much does
    // Thiès change between the 2023 census | and the 2030 projection")
    parts.every(
      (f) =>
        f.measure === w.measure &&
        places(f) === places(w) &&
        (f.op === 'value' || (f.op === w.op && f.years.length <= 1)) &&
        !f.byDim &&
        !f.ages,
    ) &&
    // …of one group: "the population in 2024 and the women at the census" are two asks.
    new Set(parts.map(group)).size === 1
  );
}

/**
 * "Thiès : l'eau potable ou l'électricité, qu'est-ce qui manque le plus ?": two measures or more
 * ranked at one place, no level named, rank the measures, not the place's sub-units: each is given.
 */
function measuresRanked(frames: Frame[]): boolean {
  const place = (f: Frame) => (f.places.length === 1 ? f.places[0]!.pcode : null);
  return (
    frames.length >= 2 &&
    new Set(frames.map((f) => f.measure)).size === frames.length &&
    frames.every((f) => f.op === 'rank' && !f.level && !f.within && place(f) && place(f) === place(frames[0]!))
  );
}

/**
 * "Women at the 2023 census, children under 5 per OCHA 2020 and the 2023 density": a comma, or an
 * "and"/"et" after a comma-listed part, starts another ask when a catalog measure opens what follows
 * (within its first three words).
 */
function listedMeasures(part: string, catalog: Catalog): string[] {
  // Commas inside brackets ("(total, femmes, hommes)") list one ask's values, never asks.
  const pieces = part.split(/,\s+(?![^()]*\))/);
  if (pieces.length < 2) return [part];
  // ("puis le nombre de femmes", "then the 2030 projection": a connector first, then the ask; a sex or
  // a kind of figure names the measure before's other group)
  const opens = (text: string) => {
    const t = normaliseName(text).split(' ');
    const from =
      lexiconWords('listConnectors')
        .find(t)
        .find((h) => h.start === 0)?.end ?? 0;
    const head = (n: number) => t.slice(from, from + n);
    if (catalog.measureWords.find(head(3)).length) return true;
    // ("…, la part des structures géolocalisées": a share or rate opening the piece, then its measure)
    const rate = catalog.operationWords
      .find(head(3))
      .find((h) => (h.entry === 'share' || h.entry === 'per') && h.start <= 1);
    if (rate && catalog.measureWords.find(t.slice(from + rate.end, from + rate.end + 3)).length) return true;
    // ("the number of women": a group a little further in; "…, projection pour 2030 et croissance en %"
    // asks the change between the parts, one ask)
    const change = catalog.operationWords.find(t).some((h) => h.entry === 'growth' || h.entry === 'compare');
    const group = catalog.dimensionWords.find(head(4)).some((h) => from > 0 || h.entry.dim === 'sex');
    // ("…, puis les moins de 5 ans selon OCHA": an age said with its number, after a connector)
    const said = head(5).join(' ');
    const aged = from > 0 && readAges({ norm: said, raw: said } as ParsedQuestion, []) !== null;
    return (group || aged) && !change;
  };
  const measured = (text: string) => catalog.measureWords.has(normaliseName(text).split(' '));
  const out = [pieces[0]!];
  for (const piece of pieces.slice(1)) {
    // A list of asks: the text before names a measure too ("Dans le département de Dakar, combien
    // de femmes…" is one ask).
    if (opens(piece) && measured(out.at(-1)!)) {
      // "…per OCHA 2020 and the 2023 population density": the last item of the list, too.
      // (…or "the share of geolocated facilities and hospitals per 100,000": another measure right after "and")
      const and = /\s(?:and|et)\s(?=(?:the|la|le|les|l')\b)/i.exec(piece) ?? otherMeasureAfterAnd(piece, catalog);
      if (and && opens(piece.slice(and.index + and[0].length)))
        out.push(piece.slice(0, and.index), piece.slice(and.index + and[0].length));
      else out.push(piece);
    } else out[out.length - 1] += `, ${piece}`;
  }
  return out;
}

/** The "and" of a listed piece that a measure other than the piece's first follows at once. */
function otherMeasureAfterAnd(piece: string, catalog: Catalog): RegExpExecArray | null {
  const ids = (text: string, n?: number) =>
    catalog.measureWords.find(normaliseName(text).split(' ').slice(0, n)).map((h) => h.entry.id);
  for (const and of piece.matchAll(/\s(?:and|et)\s/gi)) {
    const [before, after] = [ids(piece.slice(0, and.index)), ids(piece.slice(and.index + and[0].length), 3)];
    if (before.length && after.length && !after.some((id) => before.includes(id))) return and as RegExpExecArray;
  }
  return null;
}
