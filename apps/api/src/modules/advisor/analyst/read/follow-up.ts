import { getCatalog, type OperationCue } from '../catalog/catalog.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { Level, PlaceIndex, PlaceMention, Unit } from '../places.ts';
import type { ParsedQuestion } from '../text.ts';
import type { Frame } from './frame.ts';
import { type ReadPlace, readPlaces } from './places-read.ts';
import type { ReadInput } from './reader.ts';
import { addsPlace, levelNamed, ordinalOf, sumsWith } from './follow-words.ts';
import { wholeAbove } from './share-within.ts';
import { openRangeOf } from './time.ts';
import { asksCourse } from './operation.ts';
import { positionFollow } from './position-follow.ts';

/**
 * A follow-up names no measure: it fills only the slots it names ("et en 2022 ?", "and in
 * Podor?", "par département", "compare avec Matam", "the same for women") and keeps the rest of
 * the previous answer's frames.
 */

export interface Slots {
  mentions: PlaceMention[];
  level: Level | null;
  dims: Record<string, string>;
  cues: Set<OperationCue>;
  q: ParsedQuestion;
  range: [number, number] | null;
  latest: boolean;
  asc: boolean;
  per: number | null;
  /** An age range named ("and the 65+?"). */
  ages: [number, number | null] | null;
  /** "…de sa région", "in that region": the region of the previous place is the scope. */
  sameRegion: boolean;
  /** The country is named ("and nationally, which region…?"): units of the whole country, not of the place before. */
  national?: boolean;
}

export function followUp(input: ReadInput, s: Slots, index: PlaceIndex): Frame[] | null {
  const previous = input.previous;
  if (!previous?.length) return null;
  const compare = s.cues.has('compare');
  const read = readPlaces(s.mentions, s.level, s.level !== null, index);
  return previous.map((p) => {
    const f: Frame = structuredClone(p);
    const places = read.places.map((x) => {
      const unit = atLevelBefore(x, p, s, index);
      return {
        pcode: unit.pcode,
        others: [x.unit, ...x.others].filter((u) => u !== unit).map((u) => u.pcode),
        asked: x.text,
      };
    });
    // "And if I add Rufisque department?", "et le total avec Kolda ?": the places before and the new one, added up.
    const adds = addsPlace(s.q.tokens) || sumsWith(s.q.tokens, s.mentions, s.cues.has('sum'));
    if (places.length && adds && p.places.length && p.places[0]!.pcode !== 'SN') {
      // The name added is read at the level of the places before when it has that reading.
      const level = index.get(p.places[0]!.pcode)?.level;
      const added = places.map((x) => {
        const same = [x.pcode, ...x.others].find((c) => index.get(c)?.level === level);
        return same ? { ...x, pcode: same, others: [] } : x;
      });
      f.places = [...p.places, ...added.filter((x) => !p.places.some((y) => y.pcode === x.pcode))];
      f.op = 'sum';
      f.level = null;
      f.within = null;
      return f;
    }
    const whole = s.cues.has('share') ? wholeAbove(index, p.places, places) : null;
    if (whole) f.within = whole;
    else if (places.length) {
      f.places =
        compare && places.length < 2
          ? [...p.places, ...places.filter((x) => !p.places.some((y) => y.pcode === x.pcode))]
          : places;
      if (compare || f.places.length > 1) f.op = 'compare';
      else if (['compare', 'rank', 'breakdown', 'threshold'].includes(f.op)) f.op = 'value';
      if (!compare) f.within = read.within?.pcode ?? null;
    }
    if (s.q.years.length) {
      f.years = [...s.q.years].sort();
      f.range = s.range;
      f.latest = false;
      if (s.range || s.cues.has('series')) f.op = 'series';
      else if (f.op === 'series' || f.op === 'growth') f.op = s.q.years.length > 1 ? 'growth' : 'value';
      // "et en 2028, et en 2030 ?" after one place's figure: both years, as asked first ("en 2028 et en 2030").
      else if (f.op === 'value' && s.q.years.length > 1 && f.places.length <= 1) f.op = 'growth';
      // "And year by year until 2028?" after 2025: every year from the one before to the one named.
      const [y, before] = [s.q.years[0]!, p.years.length === 1 ? p.years[0]! : null];
      const onward = openRangeOf(s.q, s.range) === 'to' || s.cues.has('series');
      if (s.q.years.length === 1 && before !== null && before !== y && onward) {
        f.range = [Math.min(before, y), Math.max(before, y)];
        [f.years, f.op] = [[...f.range], 'series'];
      }
    } else if (s.latest) {
      f.years = [];
      f.latest = true;
    }
    for (const [dim, value] of Object.entries(s.dims)) f.dims[dim] = value;
    // "And in the whole country?": the country in place of the places before (not a survey's milieu).
    // ("et celle du pays ?", "et le Sénégal ?": the country named with no milieu word)
    const country = s.dims.milieu === 'national' || (!!s.national && !Object.keys(s.dims).length && !s.level);
    if (country && !p.dims.milieu && !places.length && !s.cues.has('share')) {
      delete f.dims.milieu;
      // ("how does it compare with the national figure?": the places before, and the country beside them)
      const beside = compare && p.places.length && p.places.every((x) => x.pcode !== 'SN');
      f.places = [...(beside ? p.places : []), { pcode: 'SN', others: [] }];
      if (beside) f.op = 'compare';
      f.level = null;
      f.within = null;
    }
    // "What about its whole department?", "et sa région ?": the unit above the place before.
    const up = (s.level ?? levelNamed(s.q.tokens)) as Level | null;
    // ("Pop de la région de Louga — et pour le département ?": the unit below of the same name)
    const above =
      up && !places.length && p.places.length === 1
        ? (ancestorAt(index, p.places[0]!.pcode, up) ?? (s.level ? null : namesakeBelow(index, p.places[0]!.pcode, up)))
        : null;
    if (above && s.cues.has('share')) f.within = above;
    else if (above) {
      f.places = [{ pcode: above, others: [] }];
      f.level = null;
      f.within = null;
      if (['rank', 'breakdown', 'threshold'].includes(f.op)) f.op = 'value';
    } else if (s.level) {
      f.level = s.level;
      if (!places.length && p.places.length === 1) {
        const before = index.get(p.places[0]!.pcode);
        const region = before?.level === 'region' ? before.pcode : (before?.region ?? null);
        f.within = p.places[0]!.pcode === 'SN' || s.national ? null : s.sameRegion ? region : p.places[0]!.pcode;
        f.places = [];
      }
      f.op = s.cues.has('rank') ? 'rank' : s.cues.has('sum') ? 'sum' : 'breakdown';
    }
    // "Et leur total ?", "and combined?" after several places: their sum, the places kept.
    if (s.cues.has('sum') && !places.length && !s.level && f.places.length > 1 && ['value', 'compare'].includes(f.op))
      [f.op, f.level, f.within] = ['sum', null, null];
    if (s.per !== null) {
      f.per = s.per;
      f.op = 'per';
    }
    // ("et en pourcentage ?" after a change asks the change in percent: a share is named by its nouns)
    const inPercent = p.op === 'growth' && !/\b(part|parts|share|proportion|poids|weight)\b/.test(s.q.norm);
    if (s.cues.has('share') && !inPercent) {
      f.op = 'share';
      // "What share of the population is that?" after an age group: of the place's every age.
      // …and after one sex ("cela représente quel pourcentage de sa population ?"): of both sexes.
      const national = /\b(national|nationale|pays|senegal|country|nationwide)\b/.test(s.q.norm);
      f.shareOf = f.ages
        ? { measure: f.measure === 'population_age' ? 'population' : f.measure, without: 'ages' }
        : f.dims.sex && f.dims.sex !== 'total' && !national
          ? { measure: f.measure, without: 'sex' }
          : 'parent';
      partOfBefore(f, p, places.length, s.q.tokens, input.previousScope?.recentPlaces ?? [], index);
    }
    // "Quel taux de croissance entre les deux ?": the years of the last answers, same places.
    const recent = input.previousScope?.recentYears ?? [];
    if (s.cues.has('growth') && !s.q.years.length && f.years.length < 2 && recent.length >= 2) {
      f.years = [recent[0]!, recent[recent.length - 1]!];
      f.range = null;
    }
    // "Et 2030, hausse en nb d'hab. ?" after 2026: the change from the year before to the one named.
    // …and "et par rapport à 2023, ça fait combien de plus ?", "how many more than in 2023?": a
    // comparison with another year of the same places is their change between the two years.
    const otherYear = s.q.years.length === 1 && p.years.length === 1 && p.years[0] !== s.q.years[0];
    const changed = s.cues.has('growth') || (compare && !places.length && otherYear && p.op === 'value');
    if (changed && otherYear) f.years = [p.years[0]!, s.q.years[0]!].sort();
    // ("et son évolution jusqu'en 2026 ?": every year of the span, as a course asked first)
    if (changed && f.years.length >= 2 && !(f.range && asksCourse(s.q.tokens))) f.op = 'growth';
    // "Et les 65 ans et plus ?" after an age group: the same places, another age range (on the 5-year bands).
    if (s.ages && ['population', 'population_age'].includes(f.measure)) {
      const step = 5;
      const [lo, hi] = s.ages;
      f.measure = 'population_age';
      f.ages = [Math.floor(lo / step) * step, hi === null ? null : Math.ceil((hi + 1) / step) * step - 1];
      f.agesAsked = f.ages[0] !== lo || f.ages[1] !== hi ? s.ages : undefined;
    }
    // "…et seulement celles de plus de 2 millions ?" after units of a level: those over the bound.
    if (s.q.threshold && f.level && !places.length && ['rank', 'breakdown', 'threshold'].includes(f.op))
      [f.op, f.threshold] = ['threshold', s.q.threshold];
    // "Et sans ?", "and without?" after a survey share: its complement.
    if (s.cues.has('complement') && getCatalog().measures.get(f.measure)?.complement) f.complement = true;
    if (s.asc) f.order = 'asc';
    if (s.q.topN) f.n = s.q.topN;
    // "Et le deuxième ?" after a ranking: down to that rank.
    const nth = ordinalOf(s.q.tokens);
    if (nth && f.op === 'rank') f.n = nth;
    positionFollow(f, p, places.length, s.q.tokens, index, s.sameRegion);
    return f;
  });
}

const DEPTH: Record<Level, number> = { country: 0, region: 1, department: 2, arrondissement: 3, commune: 4 };

/** The unit at a level above a place ("its department" of a commune), or null. */
export function ancestorAt(index: PlaceIndex, pcode: string, level: Level): string | null {
  const u = index.get(pcode);
  if (!u || DEPTH[level] >= DEPTH[u.level] || level === 'country') return null;
  const id = level === 'region' ? u.region : level === 'department' ? u.department : null;
  return id && id !== pcode ? id : null;
}

/**
 * "Population du département de Mbour — et Thiès ?", "women in Kolda department — and Kédougou?": a
 * name given no level of its own, in a follow-up naming no level, is read at the level of the places
 * before when it has a reading there (Thiès department, not Thiès region).
 */
function atLevelBefore(x: ReadPlace, before: Frame, s: Slots, index: PlaceIndex): Unit {
  const levels = new Set(before.places.map((q) => index.get(q.pcode)?.level));
  const [level] = [...levels];
  const mention = s.mentions.find((m) => m.start === x.start);
  if (s.level || mention?.levelHint || levels.size !== 1 || !level || level === 'country' || x.unit.level === level)
    return x.unit;
  const same = x.others.filter((u) => u.level === level);
  return same.length === 1 ? same[0]! : x.unit;
}

/**
 * "Kaolack department? — And Kaolack region? — So what share is the department?": a share naming
 * the level of a place asked just before, inside the place of the last answer, is that place's
 * share of it (not the last place's share of the country).
 */
function partOfBefore(f: Frame, p: Frame, named: number, tokens: string[], recent: string[], index: PlaceIndex) {
  const level = levelNamed(tokens);
  const whole = p.places.length === 1 ? index.get(p.places[0]!.pcode) : undefined;
  if (named || !level || !whole || whole.level === level) return;
  const part = recent
    .map((c) => index.get(c))
    .find((u) => u?.level === level && ancestorAt(index, u.pcode, whole.level) === whole.pcode);
  if (!part) return;
  f.places = [{ pcode: part.pcode, others: [] }];
  f.within = null;
  f.level = null;
  f.shareOf = 'parent';
}

/** The unit at a level below a place that bears its name (Louga department in Louga region), or null. */
function namesakeBelow(index: PlaceIndex, pcode: string, level: Level): string | null {
  const u = index.get(pcode);
  if (!u || DEPTH[level] <= DEPTH[u.level]) return null;
  const same = index.children(pcode, level).filter((c) => normaliseName(c.name) === normaliseName(u.name));
  return same.length === 1 ? same[0]!.pcode : null;
}
