import { opThresholdOfAverage, opThresholdOfPlace } from './than-place.ts';
import type { AdvisorLanguage, HazardScoresPort } from '../../advisor.engine.ts';
import type { AnswerBuilder } from '../answer.ts';
import { type Catalog, dimensionLabel } from '../catalog/catalog.ts';
import type { Frame, Operation } from '../read/frame.ts';
import type { PlaceIndex } from '../places.ts';
import { fmt } from '../answer.ts';
import { msg, readingLine } from '../write/format.ts';
import { ageCaveat, dropUnpublished, type OpContext } from './context.ts';
import { opCrossing } from './crossing.ts';
import { opAdmin } from './admin-ops.ts';
import { opRankGrowth } from './growth-rank.ts';
import { opAgeBands } from './age-ops.ts';
import { opExcluding } from './exclude-op.ts';
import { opBreakdown, opRank, opSum, opThreshold } from './level-ops.ts';
import { opChangeShare } from './change-share.ts';
import { opPeopleOfRate } from './people-of-rate.ts';
import { frameMeasure } from './dimension-ratio.ts';
import { opThresholdCrossing } from './threshold-cross.ts';
import { sayCaveatsWhen } from './caveats-when.ts';
import { sayWhyDiffers } from './why-differs.ts';
import { sayVersusAverage } from './average.ts';
import { opCompare, opSeries, opShare, opValue } from './place-ops.ts';
import { withYearsHeld } from './carried-years.ts';
import { sayUnpublishedDims } from './unpublished-dims.ts';

/** The planner: each frame to the operation that answers it, in question order, in one reply. */

const OPERATIONS: Record<Operation, (ctx: OpContext) => Promise<void>> = {
  value: opValue,
  per: opValue,
  compare: opCompare,
  series: (ctx) => opSeries(ctx, false),
  growth: (ctx) => opSeries(ctx, true),
  share: opShare,
  rank: opRank,
  threshold: opThreshold,
  breakdown: opBreakdown,
  sum: opSum,
};

export async function answerFrames(
  b: AnswerBuilder,
  frames: Frame[],
  env: {
    catalog: Catalog;
    idx: PlaceIndex;
    lang: AdvisorLanguage;
    currentYear: number;
    hazardScores?: HazardScoresPort;
  },
): Promise<void> {
  const { catalog, idx, lang, currentYear, hazardScores } = env;
  for (const [i, asked] of frames.entries()) {
    if (i > 0) b.say('');
    const measure = frameMeasure(asked, catalog);
    const frame = await withYearsHeld(b, asked, measure);
    b.say(readingLine(frame, catalog, idx, lang, frame.gap || frame.ageRatio ? measure : undefined), '');
    const ctx = await dropUnpublished({ b, frame, measure, catalog, idx, lang, currentYear, hazardScores });
    ageCaveat(ctx);
    sayUnpublishedDims(ctx);
    const [before, figuresBefore] = [b.lines.length, b.data.figures.length];
    await eachValueOf(ctx, operationOf(ctx));
    await sayWhyDiffers(ctx, figuresBefore);
    await sayVersusAverage(ctx);
    // Never an empty answer: say plainly that nothing was found.
    if (b.lines.length === before) b.say(msg('nothingFound', lang, { measure: measure.name[lang] }));
    // A caveat the source gives for every value of the measure.
    if (measure.note && !measure.note.appliesTo) b.caveat(measure.note[lang]);
    await sayCaveatsWhen(ctx);
    if (measure.link) b.say('', msg('seePage', lang, { name: measure.link.name[lang], path: measure.link.path }));
  }
}

/** The operation a frame runs: its own, or a place with others taken out, or a rank of age bands. */
function operationOf(ctx: OpContext): (ctx: OpContext) => Promise<void> {
  const f = ctx.frame;
  if (ctx.measure.service === 'admin') return opAdmin;
  if (f.crossing || f.crossingPlace || f.crossingPct) return opCrossing;
  if (f.ofPopulation) return opPeopleOfRate;
  // "Top two household shocks in urban Dakar": a survey's national split, its values ranked.
  if (ctx.measure.placeless && f.byDim) return opValue;
  // "Les régions qui croissent le plus vite entre 2025 et 2030": a rank of changes.
  if (f.op === 'growth' && f.level && f.places.length <= 1 && (f.range || f.years.length >= 2 || f.openRange))
    return opRankGrowth;
  if ((f.exclude?.length || f.excludeTop) && !f.level) return opExcluding;
  if (f.op === 'threshold' && f.thanPlace) return opThresholdOfPlace;
  if (f.op === 'threshold' && f.thanAverage) return opThresholdOfAverage;
  // "Quels départements passent les 300 000 habitants entre 2023 et 2030 ?": the units crossing the mark.
  if (f.op === 'threshold' && f.threshold && f.range && f.level && !f.places.length) return opThresholdCrossing;
  // "La tranche d'âge la plus nombreuse à Kolda": the bands of one place, ranked.
  if (f.op === 'rank' && !f.level && !f.ages && ctx.measure.store?.range && f.places.length) return opAgeBands;
  if (f.op === 'share' && f.ofChange) return opChangeShare;
  return OPERATIONS[f.op];
}

/**
 * "Women and men of the departments of Kolda, in total": an operation over several units asked for
 * every value of a dimension runs once per value (place operations split by dimension themselves).
 */
async function eachValueOf(ctx: OpContext, op: (ctx: OpContext) => Promise<void>): Promise<void> {
  const dim = ctx.frame.byDim;
  if (!dim || ctx.measure.placeless || !['sum', 'breakdown', 'rank', 'threshold', 'share'].includes(ctx.frame.op))
    return op(ctx);
  // (the values named, when the question names some: "hôpitaux et centres de santé")
  const named = ctx.frame.byValues?.length ? ctx.frame.byValues : null;
  const sums: number[] = [];
  for (const value of named ?? Object.keys(ctx.catalog.dimensions[dim]?.values ?? {})) {
    const frame = { ...ctx.frame, byDim: null, dims: { ...ctx.frame.dims, [dim]: value } };
    // (a share's lines name no dimension of their own: each value is said before its line)
    if (ctx.frame.op === 'share') ctx.b.say(`*${dimensionLabel(ctx.catalog, dim, value, ctx.lang)}*`);
    const before = ctx.b.data.figures.length;
    await op({ ...ctx, frame });
    const sum = ctx.b.data.figures.slice(before).find((f) => f.kind === 'computed' && typeof f.value === 'number');
    if (sum) sums.push(sum.value as number);
  }
  // "Hôpitaux et centres de santé au total à Kaffrine et Kaolack": the values named added up too.
  if (
    ctx.frame.op === 'sum' &&
    named &&
    named.length >= 2 &&
    sums.length === named.length &&
    ctx.frame.places.length >= 2
  ) {
    const values = named.map((v) => dimensionLabel(ctx.catalog, dim, v, ctx.lang)).join(' + ');
    const total = sums.reduce((a, v) => a + v, 0);
    const terms = sums.map((v) => fmt(v, ctx.lang)).join(' + ');
    ctx.b.say('', msg('sumValues', ctx.lang, { values, sum: fmt(total, ctx.lang), terms }));
    ctx.b.figure({ label: values, value: total, unit: ctx.measure.unit[ctx.lang], kind: 'computed', sourceIds: [] });
  }
}
