import type { KnowledgeBuilder } from './knowledge.builder.ts';
import { parseValue } from './values.ts';

/** Cited rainfall facts (season, onset, extremes, station records), each with its own source. */

const FILE = 'rainfall/rainfall_facts.csv';
export const RAINFALL_FILES = [FILE] as const;

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
  ]);
  const sources = new Map<string, string>();
  for (const r of b.csv(FILE)) {
    const id = r.text('fact_id');
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
    ]);
  }
}
