import type {
  AdvisorAnswer,
  AdvisorEngine,
  AdvisorLanguage,
  AdvisorTurn,
  HazardScoresPort,
} from '../advisor.engine.ts';
import type { QueryRunner } from './answer.ts';
import { type Catalog, getCatalog } from './catalog/catalog.ts';
import { answerFromFrames } from './frame-answer.ts';
import { placeIndexLoader } from './place-index.ts';
import type { PlaceIndex } from './places.ts';
import type { Frame } from './read/frame.ts';
import { readQuestion } from './read/reader.ts';
import { createSubjectAnalyst } from './subjects/index.ts';

/**
 * The built-in analyst (issue 12): read → frame → plan → run → write over the catalog of the data.
 * A question whose subject the catalog does not model yet goes to the subject handlers (ADR 031).
 */

export interface AnalystDeps {
  database: QueryRunner;
  /** The year "now" means for projections; defaults to the clock's. */
  currentYear?: () => number;
  /** The flood priority index of the GeoData Explorer, when the server has it. */
  hazardScores?: HazardScoresPort;
}

/** What the previous answer leaves for a follow-up: its frames, or its places and years. */
function previousOf(history: AdvisorTurn[]) {
  for (let i = history.length - 1; i >= 0; i--) {
    const data = history[i]!.data;
    if (history[i]!.role !== 'assistant' || !data?.context || data.context.intent === 'summary') continue;
    const frames = (data.context.frames as Frame[] | undefined) ?? null;
    const scope = {
      pcodes: (data.context.pcodes as string[] | undefined) ?? data.places.map((p) => p.pcode),
      years: (data.context.years as number[] | undefined) ?? [],
    };
    return { frames, scope, language: data.language };
  }
  return null;
}

/** The analyst, and its planner for frames filled elsewhere (the model's frame tool). */
export interface AnalystEngine extends AdvisorEngine {
  frames: FramePlanner;
}
export interface FramePlanner {
  catalog: Catalog;
  places(): Promise<PlaceIndex>;
  answer(frames: Frame[], lang: AdvisorLanguage): Promise<Pick<AdvisorAnswer, 'markdown' | 'data'>>;
}

export function createAnalystEngine(deps: AnalystDeps): AnalystEngine {
  const db = deps.database;
  const places = placeIndexLoader(db);
  const subjects = createSubjectAnalyst({ database: db, places });
  const currentYear = deps.currentYear ?? (() => new Date().getUTCFullYear());
  const envOf = async () => ({
    db,
    catalog: getCatalog(),
    idx: await places(),
    currentYear: currentYear(),
    hazardScores: deps.hazardScores,
  });
  return {
    name: 'analyst',
    frames: {
      catalog: getCatalog(),
      places,
      answer: async (frames, lang) => answerFromFrames(await envOf(), frames, lang),
    },
    async answer({ question, history }): Promise<AdvisorAnswer> {
      const env = await envOf();
      const { catalog, idx } = env;
      const prev = previousOf(history);
      const read = readQuestion(
        {
          question,
          fallbackLanguage: prev?.language ?? 'fr',
          previous: prev?.frames ?? null,
          previousScope: prev?.scope ?? null,
        },
        catalog,
        idx,
      );
      if (!read) return subjects.answer({ question, history });
      const { markdown, data } = await answerFromFrames(env, read.frames, read.language);
      return { markdown, data, engine: 'analyst' };
    },
  };
}
