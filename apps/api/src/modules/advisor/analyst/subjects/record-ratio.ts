import { type AnswerBuilder, fmt } from '../answer.ts';
import { lexiconSection, PhraseIndex } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { ParsedQuestion } from '../text.ts';
import { citedWords } from './event-terms.ts';

/**
 * A figure per unit that a record's own text makes ("681 t de riz à 6 810 ménages": 100 kg per
 * household; "gère 71 magasins (capacité 86 000 t)": 1 211 t per warehouse; "CHF 331,410 for 8,100
 * people": CHF 40.91 per person). The question names both units ("kg par ménage", "CHF per person",
 * "capacité moyenne d'un magasin, en tonnes"); the quantities are read in the text, with their units
 * (lexicon recordUnits), and divided — shown with the text's figures as inputs.
 */

interface UnitEntry {
  words: string[];
  to?: Record<string, number>;
  /** A currency written before its amount too ("CHF 331,410"). */
  before?: boolean;
  /** Singular and plural. */
  name: { fr: [string, string]; en: [string, string] };
}
interface Quantity {
  value: number;
  unit: string;
  at: number;
}

let units: PhraseIndex<string> | undefined;
let conversions: Record<string, Record<string, number>> = {};
let names: Record<string, UnitEntry['name']> = {};
const prefixes = new Set<string>();
function unitIndex(): PhraseIndex<string> {
  if (units) return units;
  const lex = lexiconSection<Record<string, UnitEntry | string>>('recordUnits');
  units = new PhraseIndex<string>();
  for (const [id, e] of Object.entries(lex)) {
    if (typeof e === 'string') continue;
    for (const w of e.words) units.add(w, id);
    if (e.to) conversions = { ...conversions, [id]: e.to };
    names = { ...names, [id]: e.name };
    if (e.before) prefixes.add(id);
  }
  return units;
}

const SCALE: Record<string, number> = {
  milliard: 1e9,
  milliards: 1e9,
  billion: 1e9,
  bn: 1e9,
  million: 1e6,
  millions: 1e6,
};

/** The quantities a text states, each with the unit after it (or the currency before it). */
export function quantitiesIn(text: string): Quantity[] {
  const index = unitIndex();
  // "86 000", "331,410" are one number; "121,3" a decimal.
  const flat = text.replace(/(\d)[ ,\u202f\u00a0](?=\d{3}(?!\d))/g, '$1').replace(/(\d),(\d)/g, '$1.$2');
  const out: Quantity[] = [];
  for (const m of flat.matchAll(/(\d+(?:\.\d+)?)(?:\s*(milliards?|billions?|bn|millions?)\b)?/g)) {
    const after = normaliseName(flat.slice(m.index + m[0].length, m.index + m[0].length + 40)).split(' ');
    const tail = flat.slice(Math.max(0, m.index - 12), m.index);
    const before = normaliseName(tail).split(' ').filter(Boolean);
    // (the unit right after the amount: "2020 : CHF 331,410" gives 2020 no unit)
    const adjacent = /^\s*\p{L}/u.test(flat.slice(m.index + m[0].length));
    const next = adjacent ? index.find(after).find((h) => h.start === 0) : undefined;
    // (a currency right before the amount, nothing between but spaces)
    const prior = /\p{L}\s*$/u.test(tail) ? index.find(before.slice(-1)).find((h) => prefixes.has(h.entry)) : undefined;
    const unit = next?.entry ?? prior?.entry;
    if (!unit) continue;
    const value = Number(m[1]) * (SCALE[(m[2] ?? '').toLowerCase()] ?? 1);
    out.push({ value, unit, at: m.index });
  }
  return out;
}

/** The units a question asks one per the other ("kg par ménage"), or null. */
function askedUnits(tokens: string[]): { num: string; den: string; words: [string, string] } | null {
  // ("a-t-il": a one-letter unit of the question is no unit; "tonnes", "kg" are)
  const hits = unitIndex()
    .find(tokens)
    .filter((h) => h.end - h.start > 1 || tokens[h.start]!.length > 1);
  const per = lexiconWords('recordPer').find(tokens);
  // ("per shock-hit household": up to two words between)
  const den = hits.find((h) => per.some((p) => p.end <= h.start && h.start - p.end <= 2));
  const num = hits.find((h) => h !== den && h.entry !== den?.entry);
  if (!den || !num) return null;
  const said = (h: { start: number; end: number }) => tokens.slice(h.start, h.end).join(' ');
  return { num: num.entry, den: den.entry, words: [said(num), said(den)] };
}

/** Whether the question asks a figure per unit ("kg par ménage", "CHF per person"). */
export const asksRecordRatio = (tokens: string[]): boolean => askedUnits(tokens) !== null;

/** Says the figure per unit a record's text makes, when the question asks one; true when said. */
export function sayRecordRatio(b: AnswerBuilder, q: ParsedQuestion, texts: string[], own: number[][] = []): boolean {
  const asked = askedUnits(q.tokens);
  if (!asked) return false;
  unitIndex();
  for (const [at, text] of texts.entries()) {
    const qs = quantitiesIn(text);
    const factor = (u: string) => (u === asked.num ? 1 : (conversions[u]?.[asked.num] ?? null));
    const nums = qs.filter((x) => factor(x.unit) !== null);
    const dens = qs.filter((x) => x.unit === asked.den);
    // The closest pair in the text (the figures of one statement), near a word of the question when
    // the text names it ("selon Les Échos": the pair after "Les Echos", not the government's).
    const lower = text.toLowerCase();
    // (a publisher the text names with a capital, named by the question without a cue: "les echos
    // 2024 flood figures")
    const publishers = q.tokens.flatMap((w) => {
      const m = /^[a-z]{4,}$/.test(w) ? new RegExp(`\\b${w[0]!.toUpperCase()}${w.slice(1)}\\b`).exec(text) : null;
      return m ? [m.index] : [];
    });
    const anchors = citedWords(q.tokens).flatMap((i) => {
      const at = lower.indexOf(q.tokens[i]!);
      return at >= 0 ? [at] : [];
    });
    anchors.push(...publishers);
    const near = (x: Quantity) => (anchors.length ? Math.min(...anchors.map((a) => Math.abs(a - x.at))) : 0);
    // (no source named: the pair the record itself holds as its figures — "the official toll" —
    // before the other press figures its notes quote)
    const held = (x: Quantity) => !anchors.length && (own[at] ?? []).includes(x.value);
    const bonus = (n: Quantity, d: Quantity) => (held(n) && held(d) ? -1e6 : 0);
    const pairs = nums.flatMap((n) =>
      dens.map((d) => ({ n, d, gap: Math.abs(n.at - d.at) + near(n) + near(d) + bonus(n, d) })),
    );
    const best = pairs.sort((x, y) => x.gap - y.gap)[0];
    if (!best || !best.d.value) continue;
    const value = (best.n.value * factor(best.n.unit)!) / best.d.value;
    const digits = value >= 100 ? 1 : 2;
    b.figure({
      label: `${asked.words[0]} / ${asked.words[1]}`,
      value: Number(value.toFixed(digits)),
      kind: 'computed',
      sourceIds: [],
    });
    // (one in French for 0 to 2 exclusive, one in English for exactly 1)
    const name = (unit: string, n: number, lang: 'fr' | 'en') =>
      names[unit]![lang][(lang === 'fr' ? n >= 2 : n !== 1) ? 1 : 0];
    const said = (x: Quantity, lang: 'fr' | 'en') => `${fmt(x.value, lang)} ${name(x.unit, x.value, lang)}`;
    const result = (lang: 'fr' | 'en') =>
      `${fmt(value, lang, Number.isInteger(value) ? 0 : digits)} ${name(asked.num, value, lang)}`;
    b.say(
      b.t(
        `**Calculé à partir du texte de la source : ${said(best.n, 'fr')} ÷ ${said(best.d, 'fr')} = ${result('fr')} par ${name(asked.den, 1, 'fr')}.**`,
        `**Computed from the source's text: ${said(best.n, 'en')} ÷ ${said(best.d, 'en')} = ${result('en')} per ${name(asked.den, 1, 'en')}.**`,
      ),
      '',
    );
    return true;
  }
  return false;
}
