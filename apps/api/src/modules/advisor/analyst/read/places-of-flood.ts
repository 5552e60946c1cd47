import type { AdvisorAnswer, AdvisorTurn } from '../../advisor.engine.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { type Catalog, lexiconSection } from '../catalog/catalog.ts';
import type { Level, PlaceIndex } from '../places.ts';
import { EVENT_FIGURES } from '../subjects/event-records.ts';

/**
 * "Quelle est la population des départements touchés par les inondations de septembre 2019 ?",
 * "health posts in the communes affected by the 2024 river flood?": units named by the flood that hit
 * them. Two asks, answered in turn: the units the flood's record names ("Quels départements ont été
 * touchés par les inondations de septembre 2019 ?"), then the question about those units ("…de ces
 * départements"). A record that names no unit of that level answers alone: no unit is guessed.
 */

interface Lexicon {
  fr: string[];
  en: string[];
  ask: Record<'fr' | 'en', Record<'m' | 'f', string>>;
  feminine: string[];
  these: Record<'fr' | 'en', string>;
}

interface Word {
  text: string;
  norm: string;
  start: number;
  end: number;
}

export interface FloodPlacesSplit {
  asks: [string, string];
  level: Level;
}

export function floodPlacesAsks(question: string, catalog: Catalog, idx: PlaceIndex): FloodPlacesSplit | null {
  const lex = lexiconSection<Lexicon>('placesOfFlood');
  // (places named are the units asked: "Bakel, Matam, Podor and Kanel departments (hit by the 2024 flood)")
  if (idx.find(normaliseName(question).split(' ')).some((m) => m.candidates.some((u) => u.level !== 'country')))
    return null;
  const words: Word[] = [...question.matchAll(/[\p{L}\p{N}]+|[?;:,.!]/gu)].map((m) => ({
    text: m[0],
    norm: normaliseName(m[0]).trim(),
    start: m.index!,
    end: m.index! + m[0].length,
  }));
  for (const [i, w] of words.entries()) {
    if (!catalog.levelWords.has(w.norm) || !/s$/.test(w.norm)) continue;
    const hit = words[i + 1];
    const lang = hit && lex.fr.includes(hit.norm) ? 'fr' : hit && lex.en.includes(hit.norm) ? 'en' : null;
    if (!lang) continue;
    const end = floodRefEnd(words, i + 2, catalog);
    if (end === null) continue;
    const gender = lex.feminine.includes(w.norm) ? 'f' : 'm';
    const open = lex.ask[lang][gender].replace('{level}', w.text);
    const first = `${open} ${question.slice(hit!.start, words[end]!.end)} ?`;
    const second = `${pointedBack(question.slice(0, w.start), lex.these[lang])}${w.text}${question.slice(words[end]!.end)}`;
    // (a flood's own figure over its units, "total affected over the departments hit by…", is the flood's)
    const asked = normaliseName(second).split(' ');
    if (!catalog.measureWords.has(asked) || EVENT_FIGURES.some((f) => f.words.test(asked.join(' ')))) return null;
    return { asks: [first, second], level: catalog.levelWords.get(w.norm)! };
  }
  return null;
}

/** The last word of the flood named after the hit word: its year after a flood word, or the flood word after its year. */
function floodRefEnd(words: Word[], from: number, catalog: Catalog): number | null {
  let [event, year] = [false, false];
  for (let j = from; j < Math.min(words.length, from + 10); j++) {
    const n = words[j]!.norm;
    if (!n) return null;
    if (/^(19|20)\d\d$/.test(n)) {
      if (event) return j;
      year = true;
    } else if (catalog.eventWords.has([n])) {
      if (year) return catalog.eventWords.has([words[j + 1]?.norm ?? '']) ? j + 1 : j;
      event = true;
    }
  }
  return null;
}

/** "…la population des " → "…la population de ces ", "of the " → "of these ". */
function pointedBack(before: string, these: string): string {
  const m = /\b(des|les|aux|the)\s+$/i.exec(before);
  if (!m) return `${before}${these} `;
  const head = before.slice(0, m.index);
  const lead = { des: 'de ', aux: 'à ', les: '', the: '' }[m[1]!.toLowerCase() as 'des' | 'aux' | 'les' | 'the'];
  return `${head}${lead}${these} `;
}

type AnswerOne = (question: string, history: AdvisorTurn[]) => Promise<AdvisorAnswer>;

/** The two asks in turn; the first alone when the flood's record names no unit of the level asked. */
export async function answerFloodPlaces(
  split: FloodPlacesSplit,
  history: AdvisorTurn[],
  answerOne: AnswerOne,
  idx: PlaceIndex,
  join: (answers: AdvisorAnswer[]) => AdvisorAnswer,
): Promise<AdvisorAnswer | null> {
  const [first, second] = split.asks;
  const listed = await answerOne(first, history);
  if (listed.data?.intent !== 'flood_events') return null;
  const ctx = listed.data.context as { pcodes?: string[] } | undefined;
  const pcodes = ctx?.pcodes ?? listed.data.places.map((p) => p.pcode);
  const named = pcodes.some((p) => idx.get(p)?.level === split.level);
  if (!named) return listed;
  const turns: AdvisorTurn[] = [
    ...history,
    { role: 'user', content: first },
    { role: 'assistant', content: listed.markdown, data: listed.data },
  ];
  const then = await answerOne(second, turns);
  return join([listed, then]);
}
