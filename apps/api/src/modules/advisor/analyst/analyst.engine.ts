import type { AdvisorAnswer, AdvisorEngine, AdvisorTurn, HazardScoresPort } from '../advisor.engine.ts';
import { AnswerBuilder, type QueryRunner } from './answer.ts';
import { type Catalog, getCatalog } from './catalog/catalog.ts';
import { placeIndexLoader } from './place-index.ts';
import { answerFrames } from './plan/planner.ts';
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

/** The answer's kind as the report writer and follow-ups name it. */
function intentOf(f: Frame, catalog: Catalog): string {
  if (['rank', 'threshold', 'breakdown'].includes(f.op)) return 'ranking';
  if (f.op === 'compare' || f.op === 'growth') return 'comparison';
  return catalog.measures.get(f.measure)?.intent ?? 'population';
}

export function createAnalystEngine(deps: AnalystDeps): AdvisorEngine {
  const db = deps.database;
  const places = placeIndexLoader(db);
  const subjects = createSubjectAnalyst({ database: db, places });
  const currentYear = deps.currentYear ?? (() => new Date().getUTCFullYear());
  return {
    name: 'analyst',
    async answer({ question, history }): Promise<AdvisorAnswer> {
      const idx = await places();
      const catalog = getCatalog();
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
      const b = new AnswerBuilder(db, read.language, intentOf(read.frames[0]!, catalog));
      await answerFrames(b, read.frames, {
        catalog,
        idx,
        lang: read.language,
        currentYear: currentYear(),
        hazardScores: deps.hazardScores,
      });
      const first = read.frames[0]!;
      const context = {
        intent: b.data.intent,
        frames: read.frames,
        pcodes: read.frames.flatMap((f) => f.places.map((p) => p.pcode)),
        years: first.years,
        level: first.level,
        month: null,
        day: null,
        facilityType: first.dims.facility_type ?? null,
        eventIds: [],
        metric: first.measure,
      };
      const { markdown, data } = await b.finish([], context);
      return { markdown, data, engine: 'analyst' };
    },
  };
}
