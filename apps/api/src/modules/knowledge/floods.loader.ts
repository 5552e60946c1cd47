import { DataFileError } from './csv.ts';
import type { KnowledgeBuilder } from './knowledge.builder.ts';

/**
 * Flood events (each source's own figures, never merged: 2009 has two rows) and the per-department
 * figures and mentions of those events (PDNA 2009, IFRC, UNOSAT… with page and excerpt). Each event
 * has the project's French label (curated/event-labels-fr.csv), written for one name as published:
 * an event without one, a label of no event, or a renamed event stops the load.
 */

const EVENTS = 'floods/flood_events.csv';
const AREAS = 'floods/flood_event_areas.csv';
const LABELS_FR = 'curated/event-labels-fr.csv';
export const FLOOD_FILES = [EVENTS, AREAS, LABELS_FR] as const;

/** Event id → its French label, checked against the events' names as published. */
function frenchLabels(b: KnowledgeBuilder, names: Map<string, string>): Map<string, string> {
  const labels = new Map<string, string>();
  for (const r of b.csv(LABELS_FR)) {
    const id = r.text('event_id');
    const published = names.get(id) ?? r.fail('event_id', `unknown event ${id}`);
    if (labels.has(id)) r.fail('event_id', `${id} labelled twice`);
    // Written for this name: a renamed event needs its label read again.
    if (r.text('event_name_as_published') !== published)
      r.fail('event_name_as_published', `not the name of ${id} in ${EVENTS} ("${published}")`);
    labels.set(id, r.text('name_fr'));
  }
  const unlabelled = [...names.keys()].filter((id) => !labels.has(id));
  if (unlabelled.length) throw new DataFileError(LABELS_FR, 1, 1, `no French label for ${unlabelled.join(', ')}`);
  return labels;
}

export function loadFloods(b: KnowledgeBuilder): void {
  const events = b.table('flood_event', [
    'event_id',
    'year',
    'start_date',
    'end_date',
    'name',
    'hazard_type',
    'main_areas',
    'deaths',
    'injured',
    'people_affected',
    'people_displaced',
    'households_affected',
    'families_displaced',
    'houses_destroyed',
    'houses_flooded',
    'other_impacts',
    'notes',
    'source_id',
    'glide',
    'reliability',
    'source_date',
    'name_fr',
  ]);
  const rows = b.csv(EVENTS);
  const labels = frenchLabels(b, new Map(rows.map((r) => [r.text('event_id'), r.text('event_name')])));
  const reliability = new Map<string, string | null>();
  for (const r of rows) {
    const id = r.text('event_id');
    const rel = r.text('reliability');
    const sid = b.source({
      id: `event:${id}`,
      title: r.text('source_title'),
      organisation: r.opt('source_org'),
      url: r.opt('source_url'),
      published: r.opt('source_date'),
      reliability: rel,
    });
    reliability.set(id, rel);
    events.push([
      id,
      r.int('year'),
      r.opt('start_date'),
      r.opt('end_date'),
      r.text('event_name'),
      r.opt('hazard_type'),
      r.opt('main_areas'),
      r.num('deaths'),
      r.num('injured'),
      r.num('people_affected'),
      r.num('people_displaced'),
      r.num('families_or_households_affected'),
      r.num('families_displaced'),
      r.num('houses_destroyed_or_collapsed'),
      r.num('houses_flooded'),
      r.opt('other_impacts'),
      r.opt('notes'),
      sid,
      r.opt('glide'),
      rel,
      r.opt('source_date'),
      labels.get(id)!,
    ]);
  }

  const areas = b.table('flood_event_area', [
    'id',
    'event_id',
    'pcode',
    'place_as_written',
    'metric',
    'value',
    'certainty',
    'page',
    'excerpt',
    'source_id',
    'region_pcode',
    'compiled_via',
  ]);
  b.csv(AREAS).forEach((r, k) => {
    const event = r.text('event_id');
    if (!reliability.has(event)) r.fail('event_id', `unknown event ${event}`);
    const pcode = r.text('adm2_pcode');
    const unit = b.units.get(pcode) ?? r.fail('adm2_pcode', `unknown department ${pcode}`);
    const region = r.text('adm1_pcode');
    if (unit.region !== region) r.fail('adm1_pcode', `${region} is not the region of ${pcode}`);
    b.unitName(pcode, r.opt('adm2_name'), AREAS, 'adm2_name');
    const certainty = r.opt('certainty');
    const sid = b.source({
      id: `event-area:${event}:${r.text('source_document').slice(0, 60)}`,
      title: r.text('source_document'),
      organisation: null,
      url: r.opt('source_url'),
      published: null,
      reliability: (certainty && ['A', 'B', 'C'].includes(certainty) ? certainty : reliability.get(event)) ?? null,
    });
    areas.push([
      k + 1,
      event,
      pcode,
      r.opt('place_as_written'),
      r.text('metric'),
      r.num('value'),
      certainty,
      r.opt('page'),
      r.opt('excerpt_or_summary'),
      sid,
      region,
      r.opt('compiled_via'),
    ]);
  });
}
