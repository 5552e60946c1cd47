import { readFileSync } from 'node:fs';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { PhraseIndex } from '../catalog/catalog.ts';

/**
 * Which response standards a needs question asks for, from the words of catalog/needs.json
 * (vocabulary is data): "robinets" asks the people per tap, "surface du site" the camp's site area,
 * "toilettes pour les femmes et les hommes" the toilets and their 3:1 split.
 */

interface NeedEntry {
  ids: string[];
  words: string[];
  /** Only when no other standard is named. */
  alone?: boolean;
  /** Only beside one of these standards. */
  onlyWith?: string[];
  /** Says who the needs are for (households); no needs question by itself. */
  context?: boolean;
  /** Asks a standard only beside a number of people (health facilities, beds). */
  weak?: boolean;
}
interface NeedsFile {
  noStandard: { words: string[]; fr: string; en: string }[];
  notNeeds: { words: string[] };
  cue: string[];
  eventHouseholds: { count: string[]; of: string[]; status: string[] };
  gapCue: string[];
  peopleBefore: string[];
  standardCue: string[];
  modifiers: { when: string[]; of: string[]; then: string[]; narrow?: boolean; unless?: string[] }[];
  alternatives: Record<string, { fr: string; en: string }>;
  default: string[];
  standards: NeedEntry[];
}

const file = JSON.parse(readFileSync(new URL('../catalog/needs.json', import.meta.url), 'utf8')) as NeedsFile;

/** A phrase and its plurals in -s/-x (on its first and on its last word). */
function forms(phrase: string): string[] {
  const words = normaliseName(phrase).split(' ').filter(Boolean);
  const out = new Set([words.join(' ')]);
  const last = words.length - 1;
  for (const i of new Set([0, last]))
    for (const end of ['s', 'x']) out.add(words.map((w, k) => (k === i && !/[sx]$/.test(w) ? w + end : w)).join(' '));
  return [...out];
}

const index = new PhraseIndex<NeedEntry>();
for (const entry of file.standards) for (const w of entry.words) for (const f of forms(w)) index.add(f, entry);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Phrases holding a needs word that ask no need ("quitter son logement" is being displaced). */
const NOT_NEEDS = new RegExp(
  `\\b(${file.notNeeds.words
    .flatMap(forms)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\b`,
  'g',
);
/**
 * "Combien de ménages déplacés en 2019 ?": an event's households counted, not households sized (CRS-01).
 * (a head count between is the people to size: "combien de ménages représentent 2 200 sinistrés ?")
 */
const alternatives = (words: string[]) => words.map(escape).join('|');
const { count, of, status } = file.eventHouseholds;
const EVENT_HOUSEHOLDS = new RegExp(
  `\\b(${alternatives(count)}) (${alternatives(of)})( [a-z]+){0,3}? (${alternatives(status)})\\b`,
  'g',
);
/**
 * The question without the phrases that ask no need (a standard's own context words, "urban
 * middle-income context", are no subject of their own either: no income asked).
 */
export const withoutNotNeeds = (text: string) => text.replace(NOT_NEEDS, ' ').replace(EVENT_HOUSEHOLDS, ' ');

/** Every word that makes a question with a number of people a needs question (the subject classifier's). */
const NEEDS_RE = new RegExp(
  `\\b(${[
    ...file.cue,
    ...file.standards.filter((e) => !e.alone && !e.onlyWith && !e.context && !e.weak).flatMap((e) => e.words),
  ]
    .flatMap(forms)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\b`,
);
export const NEEDS_WORDS = { test: (text: string): boolean => NEEDS_RE.test(withoutNotNeeds(text)) };

/** The only standard named is the household size ("…and how many households is that?"): a count, no need. */
export const householdsOnly = (tokens: string[]): boolean => {
  const ids = askedStandards(tokens);
  return ids.length > 0 && ids.every((id) => id === 'CRS-01');
};

/** The standards given when a needs question names none. */
export const DEFAULT_NEEDS: readonly string[] = file.default;

/** The question's words without the phrases that name a standard ("emergency threshold in deaths per day"). */
export function withoutStandardWords(tokens: string[]): string {
  const out = [...tokens];
  for (const h of index.find(tokens)) for (let k = h.start; k < h.end; k++) out[k] = '';
  return out.filter(Boolean).join(' ');
}

/** The standards the question's words name, in the order of the file; empty when it names none. */
export function askedStandards(tokens: string[]): string[] {
  const plain = withoutNotNeeds(tokens.join(' ')).split(' ').filter(Boolean);
  const hits = index.find(plain).map((h) => h.entry);
  const named = hits.filter((e) => !e.alone && !e.onlyWith && !e.context);
  const ids = new Set(named.flatMap((e) => e.ids));
  // Households say who the needs are for: their size is given beside a standard, never alone.
  if (ids.size) for (const e of hits.filter((h) => h.context)) for (const id of e.ids) ids.add(id);
  if (!ids.size) for (const e of hits.filter((h) => h.alone)) for (const id of e.ids) ids.add(id);
  for (const e of hits.filter((h) => h.onlyWith))
    if (e.onlyWith!.some((id) => ids.has(id))) for (const id of e.ids) ids.add(id);
  const applies = modifiers.filter((m) => m.of.some((id) => ids.has(id)) && m.when.find(plain).length);
  // A narrowing word ("à moyen terme") picks one of the standards named and keeps the others.
  // ("en première phase, puis à moyen terme": each phase named is kept)
  const narrowing = applies.filter((a) => a.narrow);
  for (const id of narrowing.flatMap((m) => m.of)) ids.delete(id);
  for (const id of narrowing.flatMap((m) => m.then)) ids.add(id);
  const modified = applies.filter((m) => !m.narrow).flatMap((m) => m.then);
  if (modified.length) return [...new Set(modified)];
  const order = file.standards.flatMap((e) => e.ids);
  return [...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * The standards a follow-up names, with the toilets asked before standing beside its women and men
 * words ("combien pour les femmes ?", "and for men?" after toilets: the 3:1 split of those same
 * toilets, first phase or medium term as asked before).
 */
export function askedAfter(tokens: string[], before: readonly string[] | null | undefined): string[] {
  const own = askedStandards(tokens);
  if (own.length || !(before ?? []).some((id) => /^SAN-0[12]$/.test(id))) return own;
  const split = askedStandards([...tokens, 'toilettes']).includes('SAN-03');
  return split ? [...(before ?? []).filter((id) => /^SAN-0[12]$/.test(id)), 'SAN-03'] : own;
}

const modifiers = file.modifiers.map((m) => {
  const when = new PhraseIndex<true>();
  for (const w of m.when) for (const f of forms(w)) when.add(f, true);
  // ("how long will a 50,000 L bladder last": a stock named, the time asked is its days, no queue)
  const unless = new PhraseIndex<true>();
  for (const w of m.unless ?? []) for (const f of forms(w)) unless.add(f, true);
  return { ...m, when: { find: (t: string[]) => (unless.find(t).length ? [] : when.find(t)) } };
});

const vocabulary = new Set(
  [...file.cue, ...file.standards.flatMap((e) => e.words)].flatMap(forms).flatMap((f) => f.split(' ')),
);
/** A word of the needs vocabulary (for telling known words from unknown ones). */
export const isNeedWord = (w: string): boolean => vocabulary.has(w);

const cue = new PhraseIndex<true>();
for (const w of file.standardCue) for (const f of forms(w)) cue.add(f, true);
/**
 * A question about what a standard says ("la norme Sphère pour l'eau par personne", "how far may a
 * water point be"): a standard is named with a word that asks for the norm itself.
 */
export function asksStandardItself(tokens: string[]): boolean {
  return cue.has(tokens) && askedStandards(tokens).length > 0;
}

/** An item asked for that no standard of the data quantifies ("moustiquaires"), or null. */
export function itemWithoutStandard(tokens: string[]): { fr: string; en: string } | null {
  const text = ` ${tokens.join(' ')} `;
  return file.noStandard.find((i) => i.words.flatMap(forms).some((w) => text.includes(` ${w} `))) ?? null;
}

/**
 * A standard given two ways per unit ("4 singles or 2 doubles" blankets per family): each count and
 * its word in the answer's language; null when the standard is a single figure.
 */
export function alternativesOf(text: string | null, lang: 'fr' | 'en'): { n: number; word: string }[] | null {
  const m = /^(\d+(?:\.\d+)?)\s+([a-z]+)\s+or\s+(\d+(?:\.\d+)?)\s+([a-z]+)$/i.exec(text?.trim() ?? '');
  const words = file.alternatives;
  if (!m || !words[m[2]!.toLowerCase()] || !words[m[4]!.toLowerCase()]) return null;
  return [
    { n: Number(m[1]), word: words[m[2]!.toLowerCase()]![lang] },
    { n: Number(m[3]), word: words[m[4]!.toLowerCase()]![lang] },
  ];
}

const gapCue = new PhraseIndex<true>();
for (const w of file.gapCue) gapCue.add(w, true);
/** "Combien de toilettes supplémentaires", "how many more": the gap between two quantities asked. */
export const asksNeedGap = (tokens: string[]): boolean => gapCue.has(tokens);

const peopleBefore = new PhraseIndex<true>();
for (const w of file.peopleBefore) peopleBefore.add(normaliseName(w), true);
/** "Et l'eau pour eux ?", "how many toilets for them?": the needs of the people of the answer before. */
export const refersToPeopleBefore = (tokens: string[]): boolean => peopleBefore.has(tokens);
