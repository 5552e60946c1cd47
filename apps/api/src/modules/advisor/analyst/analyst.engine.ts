import type { AdvisorAnswer, AdvisorEngine, AdvisorLanguage, AdvisorTurn } from '../advisor.engine.ts';
import type { HazardScoresPort } from '../advisor.engine.ts';
import { answerAsks, splitAsks } from './multi-ask.ts';
import type { QueryRunner } from './answer.ts';
import { type Catalog, getCatalog } from './catalog/catalog.ts';
import { answerFromFrames, previousOf } from './frame-answer.ts';
import { placeIndexLoader } from './place-index.ts';
import type { PlaceIndex } from './places.ts';
import type { Frame } from './read/frame.ts';
import { readClauses } from './read/clauses.ts';
import { createSubjectAnalyst, knownWord } from './subjects/index.ts';
import {
  actorTermScore,
  actorTermsLoader,
  floodYearsNamed,
  lastAsk,
  namesActor,
  namesActorByName,
} from './subjects/actor-terms.ts';
import { ASKS_WHO, namedActorRoles } from './subjects/actor-roles.ts';
import { asksOutOfScope } from './subjects/classify.ts';
import { normaliseName } from '../../knowledge/normalise.ts';

/** A follow-up asking the figure before per head or as a share ("and per 1,000 inhabitants?"). */
const PER_OR_SHARE =
  /\b(pour|per|par|sur) (1 ?000|10 ?000|100 ?000|100|mille|habitant|inhabitant|capita|head|tete)s?\b|\b(pourcent\w*|percent\w*|part|share|proportion)\b/;
/** …or where the figure before fell ("et dans quels départements ?", "by department?"). */
const WHERE_FELL =
  /\b(quels?|quelles?|kels?|which|what) (departements?|departments?|depts?|regions?|communes?)\b|\b(par|by|per) (departements?|departments?|depts?|regions?)\b|\bwhere\b/;

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
  const actorTerms = actorTermsLoader(db);
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
      return answerOne(question, history, true);
    },
  };

  async function answerOne(question: string, history: AdvisorTurn[], whole = false): Promise<AdvisorAnswer> {
    const env = await envOf();
    const { catalog, idx } = env;
    const prev = previousOf(history);
    // Words only the actors' records hold ask an actor's facts (the ask, not the context given first).
    const ask = lastAsk(question);
    const tokens = normaliseName(ask).split(' ');
    const known = (w: string) =>
      idx.aliasWords.has(w) || knownWord(w) || (catalog.vocabulary.get(w.length) ?? []).includes(w);
    // A dated flood ("les inondations d'août 2022") is an event, whatever words an actor's record
    // shares, unless the question names the actor ("le ministre de l'Intérieur pendant la crue de 2024").
    const terms = await actorTerms();
    const placed = new Set(idx.find(tokens).flatMap((m) => [...Array(m.end - m.start).keys()].map((k) => m.start + k)));
    const named = namesActorByName(tokens, terms, placed);
    const datedFlood = catalog.eventWords.has(tokens) && floodYearsNamed(ask, terms).length > 0 && !named;
    if (asksOutOfScope(tokens.join(' '))) return subjects.answerAs('out_of_scope', { question, history });
    if (!datedFlood && actorTermScore(tokens, terms, known) >= 2)
      return subjects.answerAs('actors', { question, history });
    // "Qui donne l'alerte ?", "which agencies issue warnings?": actors by the role asked.
    if (!datedFlood && namedActorRoles(tokens).length && ASKS_WHO.test(tokens.join(' ')))
      return subjects.answerAs('actors', { question, history });
    // "And per 1,000 inhabitants?", "in which departments?" after a flood's figures: the flood handler's.
    const ownMeasure = catalog.measureWords.find(tokens).some((h) => h.entry.id !== 'population');
    const bare = !ownMeasure && !idx.find(tokens).length;
    if (
      prev?.intent === 'flood_events' &&
      !prev.frames?.length &&
      bare &&
      (PER_OR_SHARE.test(tokens.join(' ')) || WHERE_FELL.test(tokens.join(' ')))
    )
      return subjects.answerAs('flood_events', { question, history });
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
      // Two asks the subject handlers answer one of (a needs question reads its parts itself).
      const asks = whole && single.data?.intent !== 'needs' ? splitAsks(question) : [];
      const joined = asks.length > 1 ? await answerAsks(asks, history, (q, h) => answerOne(q, h)) : null;
      return joined ?? single;
    }
    // "La superficie du bassin … géré par l'OMVS ?": a figure of an actor named, not of a place.
    const placeless = read.frames.every((f) => !f.level && f.places.every((p) => p.pcode === 'SN'));
    if (placeless && namesActor(tokens, await actorTerms())) return subjects.answerAs('actors', { question, history });
    const { markdown, data } = await answerFromFrames(env, read.frames, read.language);
    return { markdown, data, engine: 'analyst' };
  }
}
