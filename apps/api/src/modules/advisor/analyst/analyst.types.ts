import type { AdvisorAnswer, AdvisorEngine, AdvisorLanguage } from '../advisor.engine.ts';
import type { HazardScoresPort } from '../advisor.engine.ts';
import type { QueryRunner } from './answer.ts';
import type { Catalog } from './catalog/catalog.ts';
import type { PlaceIndex } from './places.ts';
import type { Frame } from './read/frame.ts';

/** The analyst's dependencies and shape (analyst.engine.ts). */

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
