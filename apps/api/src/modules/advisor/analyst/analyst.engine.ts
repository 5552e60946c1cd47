import { asksToiletSplitAfter } from './subjects/need-follow.ts';
import type { AdvisorAnswer, AdvisorTurn } from '../advisor.engine.ts';
import type { AnalystDeps, AnalystEngine } from './analyst.types.ts';
import { answerAsks, asksOfAnswered, joinAnswers } from './multi-ask.ts';
import { answerRouted } from './routed-answer.ts';
import { answerFloodPlaces, floodPlacesAsks } from './read/places-of-flood.ts';
import { getCatalog } from './catalog/catalog.ts';
import { answerFromFrames, previousOf } from './frame-answer.ts';
import { placeIndexLoader } from './place-index.ts';
import { readClauses } from './read/clauses.ts';
import { createSubjectAnalyst } from './subjects/index.ts';
import { recordRouter } from './record-route.ts';
import { answerUnknownPlace } from './read/unknown-place.ts';
import { withRelativeYear } from './read/relative-year.ts';
import { eventGapFollow } from './subjects/event-gap-follow.ts';
import { purposeAware } from './read/purpose-clause.ts';
import { nextInRanking } from './read/next-in-ranking.ts';

/**
 * The built-in analyst (issue 12): read → frame → plan → run → write over the catalog of the data.
 * A question whose subject the catalog does not model yet goes to the subject handlers (ADR 031).
 */

export type { AnalystDeps, AnalystEngine, FramePlanner } from './analyst.types.ts';

export function createAnalystEngine(deps: AnalystDeps): AnalystEngine {
  const db = deps.database;
  const places = placeIndexLoader(db);
  const subjects = createSubjectAnalyst({ database: db, places });
  const records = purposeAware(recordRouter(db));
  const now = deps.currentYear ?? (() => new Date().getUTCFullYear());
  const envOf = async () => ({
    db,
    catalog: getCatalog(),
    idx: await places(),
    currentYear: now(),
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
      return answerOne(withRelativeYear(question, previousOf(history)?.scope.years ?? [], now()), history, true);
    },
  };

  async function answerOne(question: string, history: AdvisorTurn[], whole = false): Promise<AdvisorAnswer> {
    const env = await envOf();
    const { catalog, idx } = env;
    const prev = previousOf(history);
    // "Le village de X": a place below the commune, which no file counts (read/unknown-place.ts).
    // (…unless an actor's record names it: "le barrage de Manantali")
    const below = await answerUnknownPlace(env, question, prev?.language ?? 'fr');
    if (below && !(await records.actorsHold(below.data?.missing[0] ?? ''))) return below;
    // "Et celui qui vient juste après ?" after a ranking: the same ranking, one rank further.
    const next = nextInRanking(question, prev?.frames ?? null, prev?.language ?? 'fr', catalog, idx);
    if (next) return { ...(await answerFromFrames(env, next.frames, next.language)), engine: 'analyst' };
    // An actor's facts, a flood's facts only its texts hold, out of scope: the subject handlers.
    // "La population des départements touchés par la crue de 2019 ?": the flood's units, then their figure.
    const ofFlood = whole ? floodPlacesAsks(question, catalog, idx) : null;
    const split = ofFlood && (await answerFloodPlaces(ofFlood, history, answerOne, idx, joinAnswers));
    if (split) return split;
    const gap = eventGapFollow(question, history);
    if (gap) return subjects.answerAs('flood_events', { ...gap, history });
    const routed = await records.route(question, prev, catalog, idx);
    if (routed) return answerRouted(routed, { question, history, whole, subjects, catalog, idx, answerOne });
    if (asksToiletSplitAfter(question, history)) return subjects.answerAs('needs', { question, history });
    const read = readClauses(
      {
        question,
        fallbackLanguage: prev?.language ?? 'fr',
        previous: prev?.frames ?? null,
        previousScope: prev?.scope ?? null,
      },
      catalog,
      idx,
    );
    if (!read) {
      const single = await subjects.answer({ question, history });
      const asks = whole ? asksOfAnswered(question, single, catalog, idx) : [];
      const joined = asks.length > 1 ? await answerAsks(asks, history, (q, h) => answerOne(q, h)) : null;
      return joined ?? single;
    }
    // "La superficie du bassin … géré par l'OMVS ?": a figure of an actor named, not of a place.
    const placeless = read.frames.every((f) => !f.level && f.places.every((p) => p.pcode === 'SN'));
    if (placeless && (await records.namesActor(question))) return subjects.answerAs('actors', { question, history });
    const { markdown, data } = await answerFromFrames(env, read.frames, read.language);
    return { markdown, data, engine: 'analyst' };
  }
}
