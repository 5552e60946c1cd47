import type { AdvisorAnswer, AdvisorEngine, AdvisorTurn } from '../../src/modules/advisor/advisor.engine.ts';

/** Asks the turns of one conversation of an engine; returns the last answer. */
export async function chatWith(engine: AdvisorEngine, turns: string[]): Promise<AdvisorAnswer> {
  const history: AdvisorTurn[] = [];
  let last: AdvisorAnswer | undefined;
  for (const question of turns) {
    last = await engine.answer({ question, history });
    history.push({ role: 'user', content: question }, { role: 'assistant', content: last.markdown, data: last.data });
  }
  return last!;
}

/** Digits only, so "386 887", "386,887" and "386 887" compare alike. */
export const digits = (s: string) => s.replace(/(\d)[\s\u00a0\u202f,](?=\d{3}\b)/g, '$1');
