import { DataFileError, type RowReader } from './csv.ts';
import type { KnowledgeBuilder } from './knowledge.builder.ts';
import { parsePer, parseValue } from './values.ts';

/**
 * Humanitarian minimum standards (every row, with its range or bound parsed, its basis parsed,
 * and the variant group, context and phase it applies to) and Senegal's response actors.
 */

const STANDARDS = 'response/response_standards.csv';
const CONTEXT = 'curated/response-standards-context.csv';
const IN_NOTES = 'curated/response-standards-in-notes.csv';
const HOUSEHOLDS = 'curated/household-size-by-region.csv';
const ACTORS = 'response/senegal_response_actors.csv';
/** The project's French of each actor's tutelage note (written in English when the actors were compiled). */
const TUTELAGE_FR = 'curated/actor-tutelage-fr.csv';
export const RESPONSE_FILES = [STANDARDS, CONTEXT, IN_NOTES, HOUSEHOLDS, ACTORS, TUTELAGE_FR] as const;

const CONTEXTS = new Set(['any', 'urban', 'rural', 'camp', 'sub_saharan_africa']);
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
  const read = new Map<
    string,
    { note: string; sid: string; sector: string; edition: string | null; page: string | null }
  >();
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
    read.set(id, {
      note: r.opt('phase_or_note') ?? '',
      sid,
      sector: r.text('sector'),
      edition: r.opt('source_edition_or_year'),
      page: r.opt('page_or_section'),
    });
  }
  if (context.size) throw new Error(`${CONTEXT}: unknown standards ${[...context.keys()].join(', ')}`);
  // Figures a standard's note states beside its own ("same list: 100 people per laundry facility"):
  // rows of their own, each checked word for word against the note it is read from, same source.
  for (const r of b.csv(IN_NOTES)) {
    const of = read.get(r.text('of_standard')) ?? r.fail('of_standard', `not a standard of ${STANDARDS}`);
    const quote = r.text('quote_from_note');
    if (!of.note.includes(quote)) r.fail('quote_from_note', `not in the note of ${r.text('of_standard')}`);
    if (r.text('sector') !== of.sector) r.fail('sector', `not the sector of ${r.text('of_standard')}`);
    const c = r.text('context');
    const phase = r.text('phase');
    if (!CONTEXTS.has(c)) r.fail('context', `not one of ${[...CONTEXTS].join(', ')}`);
    if (!PHASES.has(phase)) r.fail('phase', `not one of ${[...PHASES].join(', ')}`);
    const valueText = r.text('value');
    const value = parseValue(valueText);
    const per = r.text('per');
    const basis = parsePer(per);
    const m = /^[<>=~≤≥]*\s*(\d+(?:[.,]\d+)?)/.exec(valueText);
    standards.push([
      r.text('standard_id'),
      of.sector,
      r.text('indicator'),
      r.text('indicator_fr'),
      valueText,
      m ? Number(m[1]!.replace(',', '.')) : null,
      r.text('unit'),
      per,
      `${r.text('of_standard')} note: "${quote}"`,
      of.sid,
      value.kind,
      value.min,
      value.max,
      basis.quantity,
      basis.unit,
      basis.operator,
      r.text('variant_group'),
      c,
      phase,
      of.edition,
      of.page,
      quote,
    ]);
  }

  // Each region's own household size, as CRS-01's note gives it (ANSD preliminary results, press).
  const crs = read.get('CRS-01') ?? r0fail();
  const sizes = b.table('household_size', [
    'pcode',
    'persons_min',
    'persons_max',
    'standard_id',
    'source_id',
    'quote_as_read',
  ]);
  for (const r of b.csv(HOUSEHOLDS)) {
    const quote = r.text('quote_from_note');
    if (!crs.note.includes(quote)) r.fail('quote_from_note', 'not in the note of CRS-01');
    if (!quote.includes(r.text('region_as_written'))) r.fail('region_as_written', 'not in its quote');
    const [min, max] = [r.int('persons_min'), r.int('persons_max')];
    if (min > max) r.fail('persons_max', 'below persons_min');
    sizes.push([r.text('adm1_pcode'), min, max, 'CRS-01', crs.sid, quote]);
  }

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
    'parent_ministry_fr',
  ]);
  const tutelage = new Map<string, RowReader>();
  for (const r of b.csv(TUTELAGE_FR)) {
    if (tutelage.has(r.text('actor_id'))) r.fail('actor_id', `${r.text('actor_id')} given twice`);
    tutelage.set(r.text('actor_id'), r);
  }
  for (const r of b.csv(ACTORS)) {
    const id = r.text('actor_id');
    // Every tutelage note has its French; a French note of no note is an error of the file.
    const fr = tutelage.get(id);
    tutelage.delete(id);
    if (r.opt('parent_ministry_as_of') && !fr)
      throw new DataFileError(TUTELAGE_FR, 1, 1, `no French for the tutelage of ${id}`);
    if (fr && !r.opt('parent_ministry_as_of')) fr.fail('actor_id', `${id} has no tutelage note`);
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
      fr?.text('parent_ministry_fr') ?? null,
    ]);
  }
  for (const [id, r] of tutelage) r.fail('actor_id', `unknown actor ${id}`);
}

function r0fail(): never {
  throw new Error(`${STANDARDS}: no CRS-01 row, whose note gives the household sizes of ${HOUSEHOLDS}`);
}
