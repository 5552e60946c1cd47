import { normaliseName } from '../../knowledge/normalise.ts';
import type { AdvisorLanguage } from '../advisor.engine.ts';
import type { Catalog } from '../analyst/catalog/catalog.ts';
import type { Level, PlaceIndex, Unit } from '../analyst/places.ts';
import { emptyFrame, type Frame, type Operation } from '../analyst/read/frame.ts';

/**
 * The model's first tool (issue 12, item 6): it fills the same frames the built-in reader fills,
 * and the catalog planner answers them. The JSON schema is generated from the catalog, so a new
 * measure or dimension value reaches the model with no change here.
 */

export const FRAME_TOOL = 'answer_from_catalog';

const OPERATIONS: Record<Operation, string> = {
  value: 'the figure of each place (and year)',
  series: 'year by year over `range` or `years`',
  growth: 'difference and growth between the first and last of `years` (or `range`)',
  compare: 'two or more places side by side, with the difference',
  share: "the place's share of its parent unit (share_of=parent) or of the country (share_of=country)",
  per: 'a rate per `per` inhabitants (1 = per person, 10000 = per 10,000 inhabitants)',
  sum: 'total over the units of `level` within `within`, or over the places named',
  rank: 'the `n` highest (order=desc) or lowest (order=asc) units of `level`, optionally within `within`',
  threshold: 'units of `level` whose value passes `threshold`',
  breakdown: 'every unit of `level` within `within`, with its value',
};

const LEVELS: Level[] = ['region', 'department', 'commune'];

const place = {
  type: 'object',
  properties: {
    name: {
      type: 'string',
      description: 'The place as the user wrote it (a region, department or commune of Senegal).',
    },
    level: { type: 'string', enum: LEVELS, description: 'Only when the user said which level the name is.' },
  },
  required: ['name'],
  additionalProperties: false,
};

/** The tool definition, in the chat-completions `tools` format. */
export function frameToolDefinition(catalog: Catalog) {
  const measures = [...catalog.measures.values()];
  const dims: Record<string, unknown> = {};
  for (const [dim, d] of Object.entries(catalog.dimensions))
    dims[dim] = {
      type: 'string',
      enum: Object.keys(d.values),
      description: Object.entries(d.values)
        .map(([v, x]) => `${v}: ${x.en}`)
        .join('; '),
    };
  return {
    type: 'function',
    function: {
      name: FRAME_TOOL,
      description:
        'Answer from the catalog of the data, with exact figures and sources. Give one ask per part of the question, in order. Prefer this tool to run_sql whenever a measure fits.',
      parameters: {
        type: 'object',
        properties: {
          language: { type: 'string', enum: ['fr', 'en'], description: 'The language of the question.' },
          asks: {
            type: 'array',
            minItems: 1,
            maxItems: 4,
            items: {
              type: 'object',
              properties: {
                measure: {
                  type: 'string',
                  enum: measures.map((m) => m.id),
                  description: measures.map((m) => `${m.id}: ${m.name.en} (${m.unit.en})`).join('; '),
                },
                operation: {
                  type: 'string',
                  enum: Object.keys(OPERATIONS),
                  description: Object.entries(OPERATIONS)
                    .map(([op, text]) => `${op}: ${text}`)
                    .join('; '),
                },
                places: { type: 'array', maxItems: 6, items: place },
                level: { type: 'string', enum: LEVELS, description: 'The units to rank, list, filter or sum.' },
                within: { ...place, description: 'The unit that scopes a rank, list, sum or share.' },
                years: { type: 'array', maxItems: 12, items: { type: 'integer', minimum: 1900, maximum: 2100 } },
                range: {
                  type: 'array',
                  minItems: 2,
                  maxItems: 2,
                  items: { type: 'integer', minimum: 1900, maximum: 2100 },
                },
                latest: { type: 'boolean', description: 'The latest figure held.' },
                order: { type: 'string', enum: ['desc', 'asc'] },
                n: { type: 'integer', minimum: 1, maximum: 100 },
                per: { type: 'integer', minimum: 1, maximum: 1_000_000 },
                threshold: {
                  type: 'object',
                  properties: { op: { type: 'string', enum: ['>=', '<='] }, value: { type: 'number' } },
                  required: ['op', 'value'],
                  additionalProperties: false,
                },
                share_of: { type: 'string', enum: ['parent', 'country'] },
                dims: { type: 'object', properties: dims, additionalProperties: false },
                by: {
                  type: 'string',
                  enum: Object.keys(catalog.dimensions),
                  description: 'Give every value of this dimension.',
                },
                ages: {
                  type: 'array',
                  minItems: 2,
                  maxItems: 2,
                  items: { type: ['integer', 'null'], minimum: 0, maximum: 120 },
                  description: '[min, max] in years; max null = and over (population_age only).',
                },
                complement: { type: 'boolean', description: '100 minus a percentage ("without electricity").' },
              },
              required: ['measure', 'operation'],
              additionalProperties: false,
            },
          },
        },
        required: ['asks'],
        additionalProperties: false,
      },
    },
  };
}

type Args = Record<string, unknown>;
const isObject = (x: unknown): x is Args => typeof x === 'object' && x !== null && !Array.isArray(x);
const isYear = (y: unknown): y is number => Number.isInteger(y) && (y as number) >= 1900 && (y as number) <= 2100;

class FrameError extends Error {}

function unitOf(value: unknown, idx: PlaceIndex): { unit: Unit; others: Unit[]; asked: string } {
  if (!isObject(value) || typeof value.name !== 'string' || !value.name.trim() || value.name.length > 120)
    throw new FrameError('a place needs a name');
  const words = normaliseName(value.name).split(' ').filter(Boolean);
  const mention = idx.find(words).find((m) => m.end - m.start === words.length) ?? idx.find(words)[0];
  if (!mention) throw new FrameError(`no region, department or commune of Senegal is named "${value.name}"`);
  const level = LEVELS.includes(value.level as Level) ? (value.level as Level) : null;
  const unit = (level && mention.candidates.find((u) => u.level === level)) || mention.candidates[0]!;
  return { unit, others: mention.candidates.filter((u) => u !== unit && u.name === unit.name), asked: mention.text };
}

function frameOf(ask: unknown, catalog: Catalog, idx: PlaceIndex): Frame {
  if (!isObject(ask)) throw new FrameError('each ask is an object');
  const measure = typeof ask.measure === 'string' ? catalog.measures.get(ask.measure) : undefined;
  if (!measure) throw new FrameError(`unknown measure "${String(ask.measure)}"`);
  const op = ask.operation as Operation;
  if (!(op in OPERATIONS)) throw new FrameError(`unknown operation "${String(ask.operation)}"`);
  const f = emptyFrame(measure.id);
  f.op = op;
  const places = Array.isArray(ask.places) ? ask.places.slice(0, 6) : [];
  f.places = places.map((p) => {
    const { unit, others, asked } = unitOf(p, idx);
    return { pcode: unit.pcode, others: others.map((o) => o.pcode), asked };
  });
  if (ask.within !== undefined && ask.within !== null) f.within = unitOf(ask.within, idx).unit.pcode;
  if (LEVELS.includes(ask.level as Level)) f.level = ask.level as Level;
  if (Array.isArray(ask.years)) f.years = [...new Set(ask.years.filter(isYear))].sort();
  if (Array.isArray(ask.range) && ask.range.length === 2 && ask.range.every(isYear)) {
    const [a, b] = [...(ask.range as number[])].sort();
    f.range = [a!, b!];
  }
  f.latest = ask.latest === true;
  f.order = ask.order === 'asc' ? 'asc' : 'desc';
  if (Number.isInteger(ask.n) && (ask.n as number) > 0) f.n = Math.min(ask.n as number, 100);
  if (Number.isInteger(ask.per) && (ask.per as number) > 0) f.per = ask.per as number;
  else if (op === 'per') f.per = 1;
  const t = ask.threshold;
  if (isObject(t) && (t.op === '>=' || t.op === '<=') && Number.isFinite(t.value))
    f.threshold = { op: t.op, value: t.value as number };
  if (ask.share_of === 'parent' || ask.share_of === 'country') f.shareOf = ask.share_of;
  else if (op === 'share') f.shareOf = 'parent';
  if (isObject(ask.dims))
    for (const [dim, value] of Object.entries(ask.dims)) {
      if (typeof value !== 'string' || !catalog.dimensions[dim]?.values[value])
        throw new FrameError(`unknown value "${String(value)}" of dimension "${dim}"`);
      f.dims[dim] = value;
    }
  if (typeof ask.by === 'string' && catalog.dimensions[ask.by]) f.byDim = ask.by;
  if (Array.isArray(ask.ages) && ask.ages.length === 2 && Number.isInteger(ask.ages[0]))
    f.ages = [ask.ages[0] as number, Number.isInteger(ask.ages[1]) ? (ask.ages[1] as number) : null];
  f.complement = ask.complement === true;
  if (['value', 'per', 'series', 'growth', 'share', 'compare'].includes(op) && !f.places.length && !f.level)
    f.places = [{ pcode: 'SN', others: [] }];
  if (['rank', 'threshold', 'breakdown'].includes(op) && !f.level) f.level = 'department';
  if (op === 'threshold' && !f.threshold) throw new FrameError('a threshold ask needs `threshold`');
  return f;
}

/** The frames the model filled, checked against the catalog and the places; an error names what is wrong. */
export function framesFromTool(
  args: unknown,
  catalog: Catalog,
  idx: PlaceIndex,
): { ok: true; frames: Frame[]; language: AdvisorLanguage | null } | { ok: false; error: string } {
  try {
    if (!isObject(args) || !Array.isArray(args.asks) || !args.asks.length) throw new FrameError('`asks` is required');
    const frames = args.asks.slice(0, 4).map((a) => frameOf(a, catalog, idx));
    const language = args.language === 'fr' || args.language === 'en' ? args.language : null;
    return { ok: true, frames, language };
  } catch (error) {
    if (error instanceof FrameError) return { ok: false, error: error.message };
    throw error;
  }
}
