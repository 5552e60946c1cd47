import type { AdvisorAnswer, AdvisorEngine, AdvisorLanguage, AdvisorTurn, AnswerData } from '../../advisor.engine.ts';
import { AnswerBuilder, type QueryRunner } from '../answer.ts';
import type { PlaceIndex } from '../places.ts';
import { monthsOf, parseQuestion } from '../text.ts';
import { getCatalog } from '../catalog/catalog.ts';
import { correctSpelling } from '../read/spelling.ts';
import { actorTermsLoader, spellAsActors } from './actor-terms.ts';
import type { Context, Handler, Intent } from './shared.ts';
import { classify, RE } from './classify.ts';
import { GAP_TOPICS } from './gap-topics.ts';
import { isNeedWord } from './need-words.ts';
import { population } from './population.ts';
import { comparison } from './compare.ts';
import { ranking } from './ranking.ts';
import { density } from './density.ts';
import { floodEvents } from './events.ts';
import { frequency } from './frequency.ts';
import { health } from './health.ts';
import { vulnerability } from './vulnerability.ts';
import { rainfall } from './rainfall.ts';
import { needs } from './needs.ts';
import { actors } from './actors.ts';
import { gaps, outOfScope } from './gaps.ts';
import { summary } from './summary.ts';
import { profile } from './profile.ts';

/**
 * The built-in analyst: no model. It reads the question (French or English), finds the places,
 * years, dates and counts it names, picks what is asked, runs parameterised read-only SQL over the
 * `knowledge` schema and writes the answer with its sources and the SQL it ran. Follow-up
 * questions reuse the structured context of the previous answer.
 */

const SUBJECT_PATTERNS = Object.values(RE);
export const knownWord = (w: string) => isNeedWord(w) || SUBJECT_PATTERNS.some((re) => re.test(w));

function lastContext(history: AdvisorTurn[]): { context: Context; language: AdvisorLanguage } | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const t = history[i]!;
    // A summary follows nothing up: "et à Matam ?" after it refers to the answer before it.
    const intent = (t.data?.context as Partial<Context> | undefined)?.intent;
    if (t.role === 'assistant' && t.data?.context && intent && intent !== 'summary')
      return { context: t.data.context as unknown as Context, language: t.data.language };
  }
  return null;
}

export interface SubjectDeps {
  database: QueryRunner;
  places: () => Promise<PlaceIndex>;
}

/** The subject handlers: floods, needs, actors, rainfall, vulnerability, summaries… (ADR 031). */
/** The subject analyst; `answerAs` answers with a subject chosen by the caller (an actor's facts). */
export interface SubjectAnalyst extends AdvisorEngine {
  answerAs(
    intent: Intent,
    input: { question: string; history: AdvisorTurn[]; eventIds?: string[]; eventTerms?: string[] },
  ): Promise<AdvisorAnswer>;
}

export function createSubjectAnalyst(deps: SubjectDeps): SubjectAnalyst {
  const db = deps.database;
  const places = deps.places;
  const actorTerms = actorTermsLoader(db);

  async function run(
    question: string,
    history: AdvisorTurn[],
    forced?: Intent,
    eventIds?: string[],
    eventTerms?: string[],
  ): Promise<AdvisorAnswer> {
    const idx = await places();
    const prev = lastContext(history);
    const q = parseQuestion(question, prev?.language ?? 'fr');
    if (eventIds?.length) [q.eventIds, q.eventTerms] = [eventIds, eventTerms];
    // Misspelt and SMS words read as meant ("toilest", "pr", "cb"), as the catalog reader does.
    // A word the subject rules already know is left as written ("ratio" is no misspelt "ration").
    q.tokens = correctSpelling(q.tokens, getCatalog(), (w) => idx.aliasWords.has(w) || knownWord(w));
    // (…and the words of the actors' records: "Mannatali", "sanitaton")
    const catalogWord = (w: string) => (getCatalog().spelling.get(w.length) ?? []).includes(w);
    const terms = await actorTerms();
    q.tokens = spellAsActors(q.tokens, terms, (w) => idx.aliasWords.has(w) || knownWord(w) || catalogWord(w));
    q.norm = q.tokens.join(' ');
    // (a month misspelt is a month: "the Septebmer 2020 floods")
    Object.assign(q, monthsOf(q.tokens));
    // A word of the catalog is never a misspelt place ("grande" is no "Gande").
    const vocabulary = getCatalog().vocabulary;
    // (…nor a subject the data lacks: "diarrhée" is no misspelt "Diarrere")
    const known = (w: string) =>
      (vocabulary.get(w.length) ?? []).includes(w) || GAP_TOPICS.some((t) => t.words.test(w));
    const mentions = idx.find(q.tokens, known);
    // A subject forced by the caller keeps the context of an answer of the same subject just before.
    const same = forced && prev?.context?.intent === forced ? prev.context : null;
    const intent = forced ? { intent: forced, context: same } : classify(q, mentions, prev?.context ?? null);
    const b = new AnswerBuilder(db, q.language, intent.intent);
    const ctx = await handlers[intent.intent](b, q, mentions, intent.context, idx, history);
    const { markdown, data } = await b.finish([], ctx as unknown as Record<string, unknown>);
    return { markdown, data: data as AnswerData, engine: 'analyst' };
  }

  return {
    name: 'analyst',
    answer: ({ question, history }) => run(question, history),
    answerAs: (intent, { question, history, eventIds, eventTerms }) =>
      run(question, history, intent, eventIds, eventTerms),
  };
}

const handlers: Record<Intent, Handler> = {
  population,
  comparison,
  ranking,
  density,
  flood_events: floodEvents,
  frequency,
  health,
  vulnerability,
  rainfall,
  needs,
  actors,
  gaps,
  summary,
  profile,
  out_of_scope: outOfScope,
};
