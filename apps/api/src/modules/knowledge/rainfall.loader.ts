import { DataFileError, type RowReader } from './csv.ts';
import type { KnowledgeBuilder } from './knowledge.builder.ts';
import { parseValue } from './values.ts';

/**
 * Cited rainfall facts (season, onset, extremes, station records), each with its own source, and
 * the project's French for each fact's place, period, worded value and unit
 * (curated/rainfall-facts-fr.csv): a fact without it, or a French row of no fact, stops the load.
 */

const FILE = 'rainfall/rainfall_facts.csv';
const FRENCH = 'curated/rainfall-facts-fr.csv';
export const RAINFALL_FILES = [FILE, FRENCH] as const;

/** The French rows by fact id (each read once; checked against its fact as the facts are read). */
function frenchRows(b: KnowledgeBuilder): Map<string, RowReader> {
  const rows = new Map<string, RowReader>();
  for (const r of b.csv(FRENCH)) {
    const id = r.text('fact_id');
    if (rows.has(id)) r.fail('fact_id', `${id} given twice`);
    rows.set(id, r);
  }
  return rows;
}

/** A fact's French: a place and period for its own, a value in words where it has words, a unit. */
function frenchOf(fr: RowReader | undefined, id: string, fact: RowReader): (string | null)[] {
  if (!fr) throw new DataFileError(FRENCH, 1, 1, `no French for fact ${id}`);
  const place = fact.opt('place') ? fr.text('place_fr') : fr.opt('place_fr');
  const period = fact.opt('period_or_date') ? fr.text('period_fr') : fr.opt('period_fr');
  // A value in words ("24 June") needs its French; a number stays a number, formatted by the answer.
  const worded = /\p{L}/u.test(fact.text('value'));
  const value = worded ? fr.text('value_fr') : fr.opt('value_fr');
  if (!worded && value !== null) fr.fail('value_fr', `the value of ${id} is a number, written by the answer`);
  const unit = fr.opt('unit_fr');
  if (unit !== null && !fact.opt('unit')) fr.fail('unit_fr', `${id} has no unit`);
  return [place, period, value, unit];
}

export function loadRainfall(b: KnowledgeBuilder): void {
  const rainfall = b.table('rainfall_fact', [
    'fact_id',
    'scope',
    'place',
    'pcodes',
    'period',
    'metric',
    'value_text',
    'value_num',
    'unit',
    'text_as_read',
    'source_id',
    'value_kind',
    'value_min',
    'value_max',
    'reliability',
    'place_fr',
    'period_fr',
    'value_text_fr',
    'unit_fr',
  ]);
  const sources = new Map<string, string>();
  const french = frenchRows(b);
  const facts = new Set<string>();
  for (const r of b.csv(FILE)) {
    const id = r.text('fact_id');
    facts.add(id);
    const reliability = r.opt('reliability');
    // "same as R01 (cites its ref. 13)": the compiler's pointer to the source of an earlier fact,
    // not a title; the fact cites that source (answers list it once, by its title).
    const same = /^same as (R\d+)\b/i.exec(r.text('source'));
    const sid = same
      ? (sources.get(same[1]!) ?? r.fail('source', `${same[1]} is not an earlier fact`))
      : b.source({
          id: `rainfall:${id}`,
          title: r.text('source'),
          organisation: null,
          url: r.opt('source_url'),
          published: null,
          reliability,
        });
    sources.set(id, sid);
    const valueText = r.text('value');
    const numeric = /^[~>< ]*-?\d+(\.\d+)?$/.test(valueText) ? Number(valueText.replace(/[~>< ]/g, '')) : null;
    const parsed = parseValue(valueText);
    const pcodes = (r.opt('adm_pcode') ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const p of pcodes) if (!b.units.has(p)) r.fail('adm_pcode', `unknown place ${p}`);
    rainfall.push([
      id,
      r.opt('scope'),
      r.opt('place'),
      pcodes,
      r.opt('period_or_date'),
      r.text('metric'),
      valueText,
      numeric,
      r.opt('unit'),
      r.opt('text_as_read'),
      sid,
      parsed.kind,
      parsed.min,
      parsed.max,
      reliability,
      ...frenchOf(french.get(id), id, r),
    ]);
  }
  for (const [id, r] of french) if (!facts.has(id)) r.fail('fact_id', `unknown fact ${id}`);
}
