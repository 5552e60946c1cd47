import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AdvisorEngine, HazardScoresPort } from './advisor.engine.ts';
import { createAnalystEngine } from './analyst/analyst.engine.ts';
import { createSqlAgentEngine } from './sql-agent/sql-agent.engine.ts';
import { createPgliteSqlRunner, createPostgresSqlRunner } from './sql-agent/sql-runner.ts';

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * The engine the conversation service uses: the built-in analyst (offline, the default), or the
 * model-backed SQL agent when LLM_BASE_URL and LLM_MODEL are set, falling back to the analyst.
 */
export function createAdvisorEngine(
  config: Pick<Config, 'llm' | 'advisorSqlTimeoutMs' | 'advisorMaxRows' | 'knowledgeDir'>,
  deps: { database: Database; logger?: Logger; hazardScores?: HazardScoresPort },
): AdvisorEngine {
  const analyst = createAnalystEngine({ database: deps.database, hazardScores: deps.hazardScores });
  if (!config.llm) return analyst;
  const options = { timeoutMs: config.advisorSqlTimeoutMs, maxRows: config.advisorMaxRows };
  const runner =
    deps.database.kind === 'postgres'
      ? createPostgresSqlRunner(deps.database.pool!, options)
      : createPgliteSqlRunner({ ...options, knowledgeDir: config.knowledgeDir });
  return createSqlAgentEngine({
    llm: config.llm,
    runner,
    catalog: deps.database,
    fallback: analyst,
    frames: analyst.frames,
    logger: deps.logger,
  });
}
