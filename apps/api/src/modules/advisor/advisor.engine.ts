/**
 * The Response Advisor's engine port (issue 3). Two engines implement it: the built-in analyst
 * (default, offline, parameterised SQL over the `knowledge` schema) and the model-backed SQL agent
 * (on when LLM_BASE_URL and LLM_MODEL are set; falls back to the analyst on model errors).
 *
 * The conversation service stores each answer's `data` beside its markdown, so follow-up questions
 * and the report writer work from structured results, never by re-reading the chat text.
 */

export type AdvisorLanguage = 'fr' | 'en';

/** A source every figure points to (knowledge.source). */
export interface AnswerSource {
  id: string;
  /** As published (never translated); or, for a data set the project describes, its description. */
  title: string;
  /** The project's description in French, where `title` is the project's own (absent: as published). */
  titleFr?: string | null;
  organisation: string | null;
  url: string | null;
  /** ISO date or year as published, or null when unknown. */
  date: string | null;
  /** A institutional, B press or secondary, C blog (data/knowledge/README.md). */
  reliability: 'A' | 'B' | 'C' | null;
}

/** One place the answer is about, with its p-code. */
export interface AnswerPlace {
  pcode: string;
  name: string;
  level: 'country' | 'region' | 'department' | 'arrondissement' | 'commune';
}

/** One figure of an answer; `value` null means "not reported in our sources", never 0. */
export interface AnswerFigure {
  label: string;
  value: number | string | null;
  unit?: string;
  /** census | projection | estimate | computed | reported …: said plainly in answers and reports. */
  kind?: string;
  place?: string;
  /** The level of `place` when it is one unit: reports tell same-name places apart ("Matam (région)"). */
  level?: AnswerPlace['level'];
  period?: string;
  sourceIds: string[];
}

/** A need computed from a response standard (water, toilets, shelter, food…). */
export interface AnswerNeed {
  label: string;
  quantity: number | null;
  unit: string;
  people: number;
  /** The standard it comes from: id, indicator, value as published, edition. */
  standard: { id: string; indicator: string; value: string; unit: string; edition: string | null };
  sourceIds: string[];
}

export interface AnswerActor {
  name: string;
  acronym: string | null;
  role: string;
  sourceIds: string[];
}

export interface AnswerQuery {
  sql: string;
  params: unknown[];
}

/** The structured result of one answer. */
export interface AnswerData {
  /** What was asked: population, ranking, comparison, density, flood_events, event_place, frequency,
   *  health, vulnerability, rainfall, needs, actors, gaps, out_of_scope, clarification… */
  intent: string;
  language: AdvisorLanguage;
  places: AnswerPlace[];
  /** Years or dates the answer covers ("2023", "2020-09", "2023–2030"). */
  periods: string[];
  figures: AnswerFigure[];
  needs: AnswerNeed[];
  actors: AnswerActor[];
  sources: AnswerSource[];
  queries: AnswerQuery[];
  /** Caveats the answer stated (inconsistent figures, undercounts, two sources not summed…). */
  caveats: string[];
  /** What the sources do not report for what was asked. */
  missing: string[];
  /** Engine-specific state a follow-up needs (last intent's parameters: metric, level, year…). */
  context?: Record<string, unknown>;
}

export interface AdvisorTurn {
  role: 'user' | 'assistant';
  content: string;
  /** Present on assistant turns. */
  data?: AnswerData;
}

export interface AdvisorAnswer {
  /** Markdown the chat renders; ends with its sources and the SQL it ran. */
  markdown: string;
  data: AnswerData;
  engine: 'analyst' | 'llm';
  /** Set when the model-backed agent failed and the analyst answered instead. */
  fallbackReason?: string;
}

export interface AdvisorEngine {
  readonly name: 'analyst' | 'llm';
  answer(input: { question: string; history: AdvisorTurn[] }): Promise<AdvisorAnswer>;
  close?(): Promise<void>;
}

/** The GeoData Explorer's flood priority index by unit (issue 15), as the advisor reads it. */
export type HazardScoresPort = (level: string) => Promise<{
  units: {
    pcode: string;
    score: number | null;
    rank: number | null;
    components: Record<'hazard_exposure' | 'vulnerability' | 'lack_of_coping_capacity', number | null>;
  }[];
  sources: { id: string }[];
}>;
