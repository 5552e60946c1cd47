import type { KnowledgeBuilder } from './knowledge.builder.ts';
import { parsePer, parseValue } from './values.ts';

/**
 * Humanitarian minimum standards (every row, with its range or bound parsed, its basis parsed,
 * and the variant group, context and phase it applies to) and Senegal's response actors.
 */

const STANDARDS = 'response/response_standards.csv';
const CONTEXT = 'curated/response-standards-context.csv';
const ACTORS = 'response/senegal_response_actors.csv';
export const RESPONSE_FILES = [STANDARDS, CONTEXT, ACTORS] as const;

const CONTEXTS = new Set(['any', 'urban', 'rural', 'camp']);
const PHASES = new Set(['any', 'acute', 'survival', 'first_phase', 'medium_term', 'initial']);

export function loadResponse(b: KnowledgeBuilder): void {
  const context = new Map<string, { group: string; context: string; phase: string }>();
  for (const r of b.csv(CONTEXT)) {
    const c = r.text('context');
    const phase = r.text('phase');
    if (!CONTEXTS.has(c)) r.fail('context', `not one of ${[...CONTEXTS].join(', ')}`);
    if (!PHASES.has(phase)) r.fail('phase', `not one of ${[...PHASES].join(', ')}`);
    r.text('why');
    context.set(r.text('standard_id'), { group: r.text('variant_group'), context: c, phase });
  }
  const standards = b.table('response_standard', [
    'standard_id',
    'sector',
    'indicator',
    'indicator_fr',
    'value_text',
    'value_num',
    'unit',
    'per',
    'note',
    'source_id',
    'value_kind',
    'value_min',
    'value_max',
    'per_quantity',
    'per_unit',
    'per_operator',
    'variant_group',
    'context',
    'phase',
    'edition',
    'page_or_section',
    'quote_as_read',
  ]);
  for (const r of b.csv(STANDARDS)) {
    const id = r.text('standard_id');
    const ctx = context.get(id) ?? r.fail('standard_id', `no row in ${CONTEXT}`);
    context.delete(id);
    const sid = b.source({
      id: `standard:${id}`,
      title: r.text('source_title'),
      organisation: null,
      url: r.opt('source_url_as_stored'),
      published: r.opt('source_edition_or_year'),
      reliability: null,
    });
    const valueText = r.text('value');
    const m = /^[<>~]?\s*(\d+(?:[.,]\d+)?)/.exec(valueText);
    const value = parseValue(valueText);
    const per = r.opt('per');
    const basis = per === null ? null : parsePer(per);
    standards.push([
      id,
      r.text('sector'),
      r.text('indicator'),
      r.opt('indicator_fr'),
      valueText,
      m ? Number(m[1]!.replace(',', '.')) : null,
      r.opt('unit'),
      per,
      r.opt('phase_or_note'),
      sid,
      value.kind,
      value.min,
      value.max,
      basis?.quantity ?? null,
      basis?.unit ?? null,
      basis?.operator ?? null,
      ctx.group,
      ctx.context,
      ctx.phase,
      r.opt('source_edition_or_year'),
      r.opt('page_or_section'),
      r.opt('quote_as_read'),
    ]);
  }
  if (context.size) throw new Error(`${CONTEXT}: unknown standards ${[...context.keys()].join(', ')}`);

  const actors = b.table('response_actor', [
    'actor_id',
    'name_fr',
    'acronym',
    'name_en',
    'type',
    'parent_ministry',
    'mandate_fr',
    'mandate_en',
    'role',
    'source_id',
    'source_date',
    'quote_as_read',
  ]);
  for (const r of b.csv(ACTORS)) {
    const id = r.text('actor_id');
    const sid = b.source({
      id: `actor:${id}`,
      title: r.text('source_title'),
      organisation: null,
      url: r.opt('source_url_as_stored'),
      published: r.opt('source_date'),
      reliability: null,
    });
    actors.push([
      id,
      r.text('name_fr'),
      r.opt('acronym'),
      r.opt('name_en'),
      r.opt('type'),
      r.opt('parent_ministry_as_of'),
      r.opt('mandate_fr'),
      r.opt('mandate_en'),
      r.opt('role_in_flood_response'),
      sid,
      r.opt('source_date'),
      r.opt('quote_as_read'),
    ]);
  }
}
