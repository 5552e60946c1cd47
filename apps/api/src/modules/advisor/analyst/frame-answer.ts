import type { AdvisorAnswer, AdvisorLanguage, AdvisorTurn, HazardScoresPort } from '../advisor.engine.ts';
import { AnswerBuilder, type QueryRunner } from './answer.ts';
import type { Catalog } from './catalog/catalog.ts';
import type { PlaceIndex } from './places.ts';
import { answerFrames } from './plan/planner.ts';
import type { Frame } from './read/frame.ts';
import { dimsBefore, placesBefore } from './read/turns-before.ts';

/**
 * Frames to an answer (issue 12): the planner runs each frame in order into one reply, and the
 * reply keeps the frames so a follow-up can fill only what it changes. The built-in reader and the
 * model's frame tool both end here.
 */

export interface FrameEnv {
  db: QueryRunner;
  catalog: Catalog;
  idx: PlaceIndex;
  currentYear: number;
  hazardScores?: HazardScoresPort | undefined;
}

/** The answer's kind as the report writer and follow-ups name it. */
function intentOf(f: Frame, catalog: Catalog): string {
  if (['rank', 'threshold', 'breakdown'].includes(f.op)) return 'ranking';
  if (f.op === 'compare' || f.op === 'growth') return 'comparison';
  return catalog.measures.get(f.measure)?.intent ?? 'population';
}

export async function answerFromFrames(
  env: FrameEnv,
  frames: Frame[],
  lang: AdvisorLanguage,
): Promise<Pick<AdvisorAnswer, 'markdown' | 'data'>> {
  const { catalog, idx } = env;
  const b = new AnswerBuilder(env.db, lang, intentOf(frames[0]!, catalog));
  await answerFrames(b, frames, { catalog, idx, lang, currentYear: env.currentYear, hazardScores: env.hazardScores });
  const first = frames[0]!;
  const context = {
    intent: b.data.intent,
    frames,
    // One place asked two measures is one place to a follow-up.
    pcodes: rankedUnit(first, b.data.places) ?? [...new Set(frames.flatMap((f) => f.places.map((p) => p.pcode)))],
    years: first.years,
    level: first.level,
    month: null,
    day: null,
    facilityType: first.dims.facility_type ?? null,
    eventIds: [],
    metric: first.measure,
  };
  return b.finish([], context);
}

/** What the previous answer leaves for a follow-up: its frames, or its places and years. */
export function previousOf(history: AdvisorTurn[]) {
  for (let i = history.length - 1; i >= 0; i--) {
    const data = history[i]!.data;
    if (history[i]!.role !== 'assistant' || !data?.context || data.context.intent === 'summary') continue;
    const frames = (data.context.frames as Frame[] | undefined) ?? null;
    const scope = {
      pcodes: (data.context.pcodes as string[] | undefined) ?? data.places.map((p) => p.pcode),
      years: (data.context.years as number[] | undefined) ?? [],
    };
    // "Et en 2029 ? … Quel taux de croissance entre les deux ?": the years of the answers before, same places.
    const recent = new Set(scope.years);
    for (let j = i - 1; j >= 0 && recent.size < 2; j--) {
      const c = history[j]!.data?.context;
      if (history[j]!.role !== 'assistant' || !c) continue;
      const pcodes = (c.pcodes as string[] | undefined) ?? [];
      if (pcodes.join() !== scope.pcodes.join()) break;
      for (const y of (c.years as number[] | undefined) ?? []) recent.add(y);
    }
    const intent = data.context.intent as string | undefined;
    const recentPlaces = placesBefore(history.slice(0, i + 1), frames);
    const recentDims = dimsBefore(history.slice(0, i + 1), frames);
    return {
      frames,
      scope: { ...scope, recentYears: [...recent].sort(), recentPlaces, recentDims },
      language: data.language,
      intent,
    };
  }
  return null;
}

/**
 * The units a ranking answered, as it listed them: the one rank asked ("la deuxième région la plus
 * peuplée"), else the top N shown ("top 3 regions") — "et leur densité ?" is about them.
 */
function rankedUnit(f: Frame, shown: { pcode: string }[]): string[] | null {
  if (f.op !== 'rank' || f.places.length || !f.level || !f.n) return null;
  const units = f.rankAt ? shown.slice(f.rankAt - 1, f.rankAt) : shown.slice(0, f.n);
  return units.length ? units.map((u) => u.pcode) : null;
}
