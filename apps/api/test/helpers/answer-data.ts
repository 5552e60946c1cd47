import type { AdvisorAnswer } from '../../src/modules/advisor/advisor.engine.ts';

/** An answer's data with nothing recorded (for engines scripted in tests). */
export function emptyAnswerData(intent = 'x'): AdvisorAnswer['data'] {
  return {
    intent,
    language: 'fr',
    places: [],
    periods: [],
    figures: [],
    needs: [],
    actors: [],
    sources: [],
    queries: [],
    caveats: [],
    missing: [],
  };
}
