import {
  ErrorCode,
  HAZARD_DIMENSIONS,
  HAZARD_WEIGHT_MAX,
  HAZARD_WEIGHT_PARAMS,
  type HazardScores,
  type HazardSource,
  type HazardWeights,
} from '@sfp/contracts';
import { AppError } from '../../lib/errors.ts';
import type { HazardMethod } from './hazard.method.ts';
import type { HazardRepository } from './hazard.repository.ts';
import { type NormalisedUnit, normaliseUnits, round, scoreUnits } from './hazard.scoring.ts';

const VERSION_CHECK_MS = 5_000;

/** A weight as people write it: 1, 0.5, .5, 2., 1e1 (spaces around allowed). */
const DECIMAL = /^\s*\+?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

export const EQUAL_WEIGHTS: HazardWeights = { hazard_exposure: 1, vulnerability: 1, lack_of_coping_capacity: 1 };

interface Computed {
  version: string | null;
  units: NormalisedUnit[];
  sources: HazardSource[];
}

/** Turns the query's weights (strings, maybe absent) into numbers, or a coded 400. */
export function parseWeights(query: Record<string, unknown>): HazardWeights {
  const weights = { ...EQUAL_WEIGHTS };
  for (const d of HAZARD_DIMENSIONS) {
    const param = HAZARD_WEIGHT_PARAMS[d];
    const value = query[param];
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    // Decimal numbers only: Number() also reads "0x10", "0b11" and "0o7", which no one means as a weight.
    const n = typeof value === 'string' && DECIMAL.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(n) || n < 0 || n > HAZARD_WEIGHT_MAX)
      throw new AppError(
        400,
        ErrorCode.hazardWeightInvalid,
        `${param} must be a number from 0 to ${HAZARD_WEIGHT_MAX}, got "${text.slice(0, 40)}".`,
      );
    weights[d] = n;
  }
  return weights;
}

/**
 * The hazard scores. Indicator values and their normalisation do not depend on the weights: they
 * are computed once per version of the knowledge data and kept in memory; each request only
 * combines the dimensions with its weights (46 units: microseconds).
 */
export function createHazardService(deps: { repository: HazardRepository; method: HazardMethod }) {
  const { repository, method } = deps;
  let cache: Promise<Computed> | null = null;

  const compute = async (version: string | null): Promise<Computed> => {
    const units = normaliseUnits(method, await repository.departments(method));
    const ids = new Set<string>();
    for (const u of units) for (const i of u.indicators) if (i.source_id) ids.add(i.source_id);
    return { version, units, sources: await repository.sources([...ids].sort()) };
  };

  // `npm run data:load` may reload the knowledge data under a running server: its version is
  // checked at most every VERSION_CHECK_MS, not on every request.
  let checkedAt = -Infinity;
  let lastVersion: string | null = null;
  const computed = async (): Promise<Computed> => {
    const now = performance.now();
    if (now - checkedAt > VERSION_CHECK_MS) {
      lastVersion = await repository.knowledgeVersion();
      checkedAt = now;
    }
    const version = lastVersion;
    if (cache) {
      const current = await cache.catch(() => null);
      if (current && current.version === version) return current;
    }
    cache = compute(version);
    return cache;
  };

  const checkLevel = (level: string) => {
    if (!(method.levels as string[]).includes(level))
      throw new AppError(
        400,
        ErrorCode.hazardLevelInvalid,
        `Scores are computed for: ${method.levels.join(', ')}. The indicators do not exist at level "${level.slice(0, 40)}".`,
      );
  };

  /**
   * The scores at `level` with these dimension weights, ranked (1 = highest priority). Also the
   * entry point for other modules (the Response Advisor ranks departments by it).
   */
  async function hazardScores(level: string, weights: HazardWeights = EQUAL_WEIGHTS): Promise<HazardScores> {
    checkLevel(level);
    for (const d of HAZARD_DIMENSIONS)
      if (!Number.isFinite(weights[d]) || weights[d] < 0 || weights[d] > HAZARD_WEIGHT_MAX)
        throw new AppError(
          400,
          ErrorCode.hazardWeightInvalid,
          `The weight of ${d} must be from 0 to ${HAZARD_WEIGHT_MAX}.`,
        );
    if (HAZARD_DIMENSIONS.every((d) => weights[d] === 0))
      throw new AppError(400, ErrorCode.hazardWeightsAllZero, 'At least one weight must be above zero.');
    const { units, sources } = await computed();
    return {
      level,
      weights,
      units: scoreUnits(units, weights).map((u) => ({
        pcode: u.pcode,
        name: u.name,
        score: round(u.score),
        rank: u.rank,
        components: {
          hazard_exposure: round(u.components.hazard_exposure),
          vulnerability: round(u.components.vulnerability),
          lack_of_coping_capacity: round(u.components.lack_of_coping_capacity),
        },
        indicators: u.indicators.map((i) => ({ ...i, normalised: round(i.normalised) })),
        missing: u.missing,
      })),
      sources,
    };
  }

  return {
    hazardScores,
    /** GET /api/hazard/scores/: the query as sent (strings), checked here so bad input gets a coded 400. */
    async scoresFromQuery(query: Record<string, unknown>): Promise<HazardScores> {
      const level = query.level === undefined ? 'department' : typeof query.level === 'string' ? query.level : '';
      checkLevel(level);
      return hazardScores(level, parseWeights(query));
    },
  };
}
export type HazardService = ReturnType<typeof createHazardService>;
