import type { AdvisorEngine } from './advisor.engine.ts';
import { type AnalystDeps, createAnalystEngine } from './analyst/analyst.engine.ts';

/** The engine the conversation service uses: the built-in analyst (offline, the default). */
export function createAdvisorEngine(deps: AnalystDeps): AdvisorEngine {
  return createAnalystEngine(deps);
}
