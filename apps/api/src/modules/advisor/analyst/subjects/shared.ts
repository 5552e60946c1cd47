import type { AdvisorTurn } from '../../advisor.engine.ts';
import type { AnswerBuilder } from '../answer.ts';
import type { Level, PlaceIndex, PlaceMention, Unit } from '../places.ts';
import { detectLanguage, type ParsedQuestion } from '../text.ts';

/** What every subject handler shares: the context a follow-up reuses, and the places a question names. */

export type Intent =
  | 'population'
  | 'comparison'
  | 'ranking'
  | 'density'
  | 'flood_events'
  | 'frequency'
  | 'health'
  | 'vulnerability'
  | 'rainfall'
  | 'needs'
  | 'actors'
  | 'gaps'
  | 'summary'
  | 'profile'
  | 'out_of_scope';

export interface Context {
  intent: Intent;
  pcodes: string[];
  years: number[];
  month: number | null;
  day: number | null;
  facilityType: string | null;
  eventIds: string[];
  level: Level | null;
  metric: string | null;
  /** The number of people a needs answer was for, so a follow-up can switch the need. */
  people?: number | null;
  /** The actors an actors answer was about, so "et de quel ministère dépend-il ?" asks of them. */
  actorIds?: string[];
  /** …and the households they make, when counted ("730 ménages"): "et en bâches ?" is per household. */
  households?: number | null;
  /** The standards a needs answer applied, and its period, so "et à moyen terme ?" keeps them. */
  standards?: string[];
  days?: number | null;
}

export type Handler = (
  b: AnswerBuilder,
  q: ParsedQuestion,
  mentions: PlaceMention[],
  prev: Context | null,
  idx: PlaceIndex,
  /** The conversation so far (for a summary of it). */
  history: AdvisorTurn[],
) => Promise<Context>;

export function baseContext(intent: Intent, pcodes: string[], years: number[], extra: Partial<Context> = {}): Context {
  return {
    intent,
    pcodes,
    years,
    month: null,
    day: null,
    facilityType: null,
    eventIds: [],
    level: null,
    metric: null,
    ...extra,
  };
}

export const PREFERENCE: Record<string, Level[]> = {
  population: ['region', 'department', 'commune', 'arrondissement', 'country'],
  flood: ['department', 'region', 'commune', 'arrondissement', 'country'],
  region: ['region', 'department', 'commune', 'arrondissement', 'country'],
};

/** The reading of each mention: the level the question names, else the most likely one. */
export function resolve(
  mentions: PlaceMention[],
  prefer: Level[],
  shared: Level | null = null,
): { unit: Unit; mention: PlaceMention; ambiguous: Unit[] }[] {
  const picked = mentions.map((m) => {
    const hint = m.levelHint ?? shared;
    const hinted = hint ? m.candidates.filter((c) => c.level === hint) : [];
    const pool = hinted.length
      ? hinted
      : [...m.candidates].sort((a, b) => prefer.indexOf(a.level) - prefer.indexOf(b.level));
    return {
      unit: pool[0]!,
      mention: m,
      ambiguous: hinted.length ? [] : m.candidates.filter((c) => c !== pool[0] && c.level !== 'arrondissement'),
    };
  });
  // "Ndiaye (département de Dagana)", "Gabou (Bakel)": a named parent only narrows the place.
  const out = picked.filter(
    (p) =>
      !picked.some(
        (o) =>
          o !== p &&
          (o.unit.department === p.unit.pcode || o.unit.region === p.unit.pcode || o.unit.parent === p.unit.pcode) &&
          o.unit.level !== p.unit.level,
      ),
  );
  for (const o of out) {
    const parent = picked.find((p) => !out.includes(p));
    if (parent) {
      const better = o.mention.candidates.find(
        (c) => c.level === o.unit.level && (c.department === parent.unit.pcode || c.region === parent.unit.pcode),
      );
      if (better) o.unit = better;
    }
  }
  const seen = new Set<string>();
  return out.filter((p) => (seen.has(p.unit.pcode) ? false : (seen.add(p.unit.pcode), true)));
}

export function pickYears(q: ParsedQuestion, prev: Context | null): number[] {
  if (q.years.length) return q.years;
  return prev?.years ?? [];
}

/** "les départements de Podor et Dagana": a plural level word applies to every place named. */
function sharedLevel(q: ParsedQuestion): Level | null {
  if (/\b(departements|departments)\b/.test(q.norm)) return 'department';
  if (/\b(regions)\b/.test(q.norm)) return 'region';
  if (/\b(communes)\b/.test(q.norm)) return 'commune';
  return null;
}

/** The places of a follow-up: new ones replace the old, "compare with X" adds X. */
export function placesFor(
  q: ParsedQuestion,
  mentions: PlaceMention[],
  prev: Context | null,
  idx: PlaceIndex,
  prefer: Level[],
): { units: Unit[]; ambiguous: Map<string, Unit[]> } {
  const resolved = resolve(mentions, prefer, sharedLevel(q));
  const ambiguous = new Map(resolved.map((r) => [r.unit.pcode, r.ambiguous]));
  let units = resolved.map((r) => r.unit);
  if (prev) {
    const before = prev.pcodes.map((p) => idx.get(p)).filter((u): u is Unit => !!u);
    if (!units.length) units = before;
    else if (/\b(compare\w*|versus|vs|avec|with|and compare|comparaison)\b/.test(q.norm) && before.length)
      units = [...before.filter((u) => !units.includes(u)), ...units];
  }
  return { units, ambiguous };
}

/**
 * A free text of the data as collected (areas, impacts, notes, tutelage), most of it in English:
 * in a French answer it is quoted as the source's own words, so no English reads as ours.
 */
export function sourceText(b: AnswerBuilder, text: string): string {
  if (b.lang !== 'fr') return text;
  const marked = text.replace(
    /^UNCERTAIN – not stated in sources read\.?\s*/,
    'INCERTAIN : non précisé dans les sources lues. ',
  );
  const rest = marked.startsWith('INCERTAIN') ? marked.slice(marked.indexOf('.') + 1).trim() : marked;
  // English in it, even beside French names ("attached to the Ministère du Développement…").
  const english = (rest.match(/\b(the|was|were|is|are|of|and|by|not|with|to|in|as|from|per|since)\b/g) ?? []).length;
  if (!rest || (english < 2 && detectLanguage(rest, 'en') === 'fr')) return marked;
  const head = marked === rest ? '' : marked.slice(0, marked.length - rest.length);
  return `${head}« ${rest} » (texte de la source, en anglais)`;
}
