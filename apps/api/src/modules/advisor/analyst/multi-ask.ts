import { asksRecordRatio } from './subjects/record-ratio.ts';
import type { AdvisorAnswer, AdvisorTurn, AnswerData } from '../advisor.engine.ts';
import { normaliseName } from '../../knowledge/normalise.ts';
import type { Catalog } from './catalog/catalog.ts';
import type { PlaceIndex } from './places.ts';
import { EVENT_FIGURES } from './subjects/event-records.ts';
import { askParts } from './read/clauses.ts';

/**
 * "Combien de personnes affectées à Bakel en 2024, et combien de postes de santé ?": two asks the
 * subject handlers would answer one of. Each ask is answered in turn, the later ones as follow-ups
 * of the earlier (so "combien de postes de santé" takes Bakel), and the answers are joined into one
 * reply: their texts in order, then their sources and queries once each.
 */

/** Where a new ask starts: a second sentence, a semicolon, or "et combien / and how many…". */
const ASK_BOUNDARY =
  /\s*(?:\?\s+(?=\S)|;\s+|,?\s+(?:et|and)\s+(?=(?:combien|quel|quelle|quels|quelles|how many|how much|what|which)\b))/i;

/** Whether a part of a question names something of its own: a figure, a measure, a place, a flood. */
export function namesSubjectIn(catalog: Catalog, idx: PlaceIndex): (part: string) => boolean {
  return (part) => {
    const t = normaliseName(part).split(' ');
    const named = [catalog.measureWords, catalog.dimensionWords, catalog.eventWords].some((w) => w.has(t));
    // ("and how many houses destroyed?": a figure of the flood records)
    const figure = EVENT_FIGURES.some((f) => f.words.test(t.join(' ')));
    return /\d/.test(part) || named || figure || idx.find(t).length > 0;
  };
}

/**
 * "…and its 2023 census population", "…et la population du département", "…et nombre de sinistrés",
 * "…as well as the people affected": an ask added by a joining word and a determiner or a count word.
 */
const AND_THE =
  /,?\s+(?:and|et|ainsi que|de m[eê]me que|as well as|along with)\s+(?=(?:the|its|their|la|le|les|l'|sa|son|ses|leur|leurs|nombre|nb|number)\s)/i;

/**
 * The asks of a question the subject handlers answered one of ("Pikine : les sinistrés de septembre
 * 2020 et sa population au recensement"): its clauses, then "and the…" inside each, when every ask
 * names something of its own; [] when it lists no two.
 */
export function clauseAsks(clauses: string[], hasSubject: (part: string) => boolean, catalog: Catalog): string[] {
  const asks = clauses.flatMap((c) => c.split(AND_THE)).map((p) => p.trim());
  // (each later ask names a figure: "…and the 2024 river flood" adds a flood to the same ask)
  const figure = (p: string) => {
    const t = normaliseName(p).split(' ');
    return catalog.measureWords.has(t) || EVENT_FIGURES.some((f) => f.words.test(t.join(' ')));
  };
  const each = asks.every((p, i) => p.split(/\s+/).length >= 2 && hasSubject(p) && (i === 0 || figure(p)));
  return asks.length > 1 && each ? asks : [];
}

/**
 * The asks of a question the subject handlers answered one of (a needs question reads its parts
 * itself, unless it found no people to size: "taille des ménages, nombre de ménages, et l'eau pour
 * la population"); [] or one ask when it lists none.
 */
export function asksOfAnswered(question: string, single: AdvisorAnswer, catalog: Catalog, idx: PlaceIndex): string[] {
  const needs = single.data?.intent === 'needs';
  const unsized = needs && !single.data!.needs.length && !single.data!.figures.length;
  if (needs && !unsized) return [];
  const hasSubject = namesSubjectIn(catalog, idx);
  const split = splitAsks(question, hasSubject);
  if (split.length > 1) return placedFloodAsks(split, catalog, idx);
  if (unsized) return askParts(question, catalog);
  // ("Pikine : les sinistrés de septembre 2020, et sa population au recensement ?")
  return placedFloodAsks(clauseAsks(askParts(question, catalog), hasSubject, catalog), catalog, idx);
}

/**
 * "For Guédiawaye department, the 2023 population and the people affected in September 2020?": a
 * later ask of a flood's figure that names no place takes the place of the ask before (the flood
 * handlers read the place from the ask, not from the turns before), with its level words.
 */
function placedFloodAsks(asks: string[], catalog: Catalog, idx: PlaceIndex): string[] {
  let place = '';
  return asks.map((ask) => {
    const t = normaliseName(ask).split(' ');
    const m = idx.find(t).filter((p) => !p.candidates.every((u) => u.level === 'country'));
    // (a figure per unit of the flood's own figures is the flood's too: "…et combien de personnes
    // par ménage cela fait-il ?")
    const flood =
      catalog.eventWords.has(t) || EVENT_FIGURES.some((f) => f.words.test(t.join(' '))) || asksRecordRatio(t);
    if (m.length) {
      const level = (i: number) => catalog.levelWords.has(t[i] ?? '');
      const from = level(m[0]!.start - 2) ? m[0]!.start - 2 : m[0]!.start;
      const to = level(m[0]!.end) ? m[0]!.end + 1 : m[0]!.end;
      place = t.slice(from, to).join(' ');
      return ask;
    }
    return place && flood ? `${ask.replace(/[?.!\s]+$/, '')} (${place})?` : ask;
  });
}

/** An ask of a catalog measure that names no flood nor a figure of the flood records ("…et leur population ?"). */
export function catalogAsk(catalog: Catalog): (ask: string) => boolean {
  return (ask) => {
    const t = normaliseName(ask).split(' ');
    // (a figure per unit of the flood's own figures is the flood's too: "…et combien de personnes
    // par ménage cela fait-il ?")
    const flood =
      catalog.eventWords.has(t) || EVENT_FIGURES.some((f) => f.words.test(t.join(' '))) || asksRecordRatio(t);
    return catalog.measureWords.has(t) && !flood;
  };
}

type AnswerOne = (question: string, history: AdvisorTurn[]) => Promise<AdvisorAnswer>;

/**
 * The asks of a question. With `hasSubject`, a part that names nothing of its own ("By how many,
 * and by what percentage?") refines the ask before it and stays with it.
 */
export function splitAsks(question: string, hasSubject: (part: string) => boolean = () => true): string[] {
  const parts = question
    .split(ASK_BOUNDARY)
    .map((p) => p.trim())
    .filter((p) => p.split(/\s+/).length >= 3);
  const out: string[] = [];
  for (const p of parts) {
    if (out.length && !hasSubject(p)) out[out.length - 1] += ` ${p}`;
    else out.push(p);
  }
  return out;
}

export async function answerAsks(
  asks: string[],
  history: AdvisorTurn[],
  answerOne: AnswerOne,
): Promise<AdvisorAnswer | null> {
  const answers: AdvisorAnswer[] = [];
  const turns = [...history];
  for (const ask of asks) {
    const a = await answerOne(ask, turns);
    if (!a.data || ['out_of_scope', 'gaps', 'clarification'].includes(a.data.intent)) return null;
    answers.push(a);
    turns.push({ role: 'user', content: ask }, { role: 'assistant', content: a.markdown, data: a.data });
  }
  return joinAnswers(answers);
}

/** Answers of several asks as one reply: their texts in order, then their sources and queries once each. */
export function joinAnswers(answers: AdvisorAnswer[]): AdvisorAnswer {
  return { markdown: joinMarkdown(answers), data: joinData(answers.map((a) => a.data!)), engine: 'analyst' };
}

const TAIL = /\n\n\*\*(Sources|Requête SQL exécutée|SQL run)\*\*/;

function joinMarkdown(answers: AdvisorAnswer[]): string {
  const bodies: string[] = [];
  const sources = new Set<string>();
  const sql = new Set<string>();
  let sourcesTitle = '';
  let sqlTitle = '';
  for (const a of answers) {
    const at = a.markdown.search(TAIL);
    bodies.push(at < 0 ? a.markdown : a.markdown.slice(0, at));
    if (at < 0) continue;
    let section = '';
    for (const line of a.markdown.slice(at).split('\n')) {
      const title = /^\*\*(.+)\*\*$/.exec(line)?.[1];
      if (title) {
        section = title === 'Sources' ? 'sources' : 'sql';
        if (section === 'sources') sourcesTitle = line;
        else sqlTitle = line;
      } else if (section === 'sources' && line.startsWith('- ')) sources.add(line);
      else if (section === 'sql' && line.trim() && !line.startsWith('```')) sql.add(line);
    }
  }
  const out = [bodies.join('\n\n')];
  if (sources.size) out.push('', sourcesTitle, ...sources);
  if (sql.size) out.push('', sqlTitle, '', '```sql', ...sql, '```');
  return out.join('\n').trim();
}

function joinData(all: AnswerData[]): AnswerData {
  const first = all[0]!;
  const byId = new Map(all.flatMap((d) => d.sources).map((s) => [s.id, s]));
  const byCode = new Map(all.flatMap((d) => d.places).map((p) => [p.pcode, p]));
  return {
    ...first,
    places: [...byCode.values()],
    periods: [...new Set(all.flatMap((d) => d.periods))],
    figures: all.flatMap((d) => d.figures),
    needs: all.flatMap((d) => d.needs),
    actors: all.flatMap((d) => d.actors),
    sources: [...byId.values()],
    queries: all.flatMap((d) => d.queries),
    caveats: [...new Set(all.flatMap((d) => d.caveats))],
    missing: [...new Set(all.flatMap((d) => d.missing))],
    // A follow-up of the joined reply follows its last ask.
    context: all[all.length - 1]!.context,
  };
}
