import { doublePrecision, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { knowledge, source, unit } from './knowledge.schema.places.ts';

/** The `knowledge` schema for Drizzle: floods, health, vulnerability, rainfall, response, manifest. */

const num = (name: string) => doublePrecision(name);
const sourceId = () =>
  text('source_id')
    .notNull()
    .references(() => source.id);

export const floodEvent = knowledge.table('flood_event', {
  eventId: text('event_id').primaryKey(),
  year: integer('year').notNull(),
  startDate: text('start_date'),
  endDate: text('end_date'),
  name: text('name').notNull(),
  hazardType: text('hazard_type'),
  mainAreas: text('main_areas'),
  deaths: integer('deaths'),
  injured: integer('injured'),
  peopleAffected: integer('people_affected'),
  peopleDisplaced: integer('people_displaced'),
  /** "families or households affected", as published. */
  householdsAffected: integer('households_affected'),
  familiesDisplaced: integer('families_displaced'),
  housesDestroyed: integer('houses_destroyed'),
  housesFlooded: integer('houses_flooded'),
  otherImpacts: text('other_impacts'),
  notes: text('notes'),
  sourceId: sourceId(),
  glide: text('glide'),
  reliability: text('reliability'),
  sourceDate: text('source_date'),
  /** The project's French label (curated/event-labels-fr.csv); `name` stays as published. */
  nameFr: text('name_fr').notNull(),
});

export const floodEventArea = knowledge.table('flood_event_area', {
  id: integer('id').primaryKey(),
  eventId: text('event_id')
    .notNull()
    .references(() => floodEvent.eventId),
  pcode: text('pcode')
    .notNull()
    .references(() => unit.pcode),
  placeAsWritten: text('place_as_written'),
  metric: text('metric').notNull(),
  value: num('value'),
  certainty: text('certainty'),
  page: text('page'),
  excerpt: text('excerpt'),
  sourceId: sourceId(),
  regionPcode: text('region_pcode').references(() => unit.pcode),
  compiledVia: text('compiled_via'),
});

export const healthFacility = knowledge.table(
  'health_facility',
  {
    pcode: text('pcode')
      .notNull()
      .references(() => unit.pcode),
    facilityType: text('facility_type').notNull(),
    nFacilities: integer('n_facilities'),
    nGeolocated: integer('n_geolocated'),
    note: text('note'),
    sourceId: sourceId(),
    sourceAsWritten: text('source_as_written'),
  },
  (t) => [primaryKey({ columns: [t.pcode, t.facilityType] })],
);

export const vulnerability = knowledge.table('vulnerability', {
  pcode: text('pcode')
    .primaryKey()
    .references(() => unit.pcode),
  drinkingWaterPct: num('drinking_water_pct'),
  electricityPct: num('electricity_pct'),
  foodInsecurityPct: num('food_insecurity_pct'),
  foodInsecuritySeverePct: num('food_insecurity_severe_pct'),
  shock3yPct: num('shock_3y_pct'),
  caveat: text('caveat'),
  sourceId: sourceId(),
  sourceAsWritten: text('source_as_written'),
});

export const householdShock = knowledge.table('household_shock', {
  shock: text('shock').primaryKey(),
  dakarUrbanPct: num('dakar_urban_pct'),
  otherUrbanPct: num('other_urban_pct'),
  ruralPct: num('rural_pct'),
  nationalPct: num('national_pct'),
  caveat: text('caveat'),
  sourceId: sourceId(),
  sourceAsWritten: text('source_as_written'),
});

export const householdShockMilieu = knowledge.table(
  'household_shock_milieu',
  {
    shock: text('shock')
      .notNull()
      .references(() => householdShock.shock),
    /** dakar_urban | other_urban | rural | national */
    milieu: text('milieu').notNull(),
    pct: num('pct'),
    sourceId: sourceId(),
  },
  (t) => [primaryKey({ columns: [t.shock, t.milieu] })],
);

export const rainfallFact = knowledge.table('rainfall_fact', {
  factId: text('fact_id').primaryKey(),
  scope: text('scope'),
  place: text('place'),
  pcodes: text('pcodes').array(),
  period: text('period'),
  metric: text('metric').notNull(),
  valueText: text('value_text'),
  valueNum: num('value_num'),
  unit: text('unit'),
  textAsRead: text('text_as_read'),
  sourceId: sourceId(),
  /** number | range | more_than | less_than | about | ratio | text */
  valueKind: text('value_kind'),
  valueMin: num('value_min'),
  valueMax: num('value_max'),
  reliability: text('reliability'),
  /** The project's French (curated/rainfall-facts-fr.csv); the columns above stay as published. */
  placeFr: text('place_fr'),
  periodFr: text('period_fr'),
  /** The value in French where the published value has words ("24 juin"); null for a number. */
  valueTextFr: text('value_text_fr'),
  unitFr: text('unit_fr'),
});

export const responseStandard = knowledge.table('response_standard', {
  standardId: text('standard_id').primaryKey(),
  sector: text('sector').notNull(),
  indicator: text('indicator').notNull(),
  indicatorFr: text('indicator_fr'),
  valueText: text('value_text').notNull(),
  valueNum: num('value_num'),
  unit: text('unit'),
  per: text('per'),
  /** The file's phase_or_note. */
  note: text('note'),
  sourceId: sourceId(),
  valueKind: text('value_kind'),
  valueMin: num('value_min'),
  valueMax: num('value_max'),
  /** "10,000 people" → 10000; "person per day" → 1. */
  perQuantity: num('per_quantity'),
  perUnit: text('per_unit'),
  /** '<' in "<10,000 people". */
  perOperator: text('per_operator'),
  /** Rows that are variants of one measure share it (water_quantity: WAT-01…04). */
  variantGroup: text('variant_group'),
  /** any | urban | rural | camp */
  context: text('context'),
  /** any | acute | survival | first_phase | medium_term | initial */
  phase: text('phase'),
  edition: text('edition'),
  pageOrSection: text('page_or_section'),
  quoteAsRead: text('quote_as_read'),
});

export const responseActor = knowledge.table('response_actor', {
  actorId: text('actor_id').primaryKey(),
  nameFr: text('name_fr').notNull(),
  acronym: text('acronym'),
  nameEn: text('name_en'),
  type: text('type'),
  parentMinistry: text('parent_ministry'),
  mandateFr: text('mandate_fr'),
  mandateEn: text('mandate_en'),
  role: text('role'),
  sourceId: sourceId(),
  sourceDate: text('source_date'),
  quoteAsRead: text('quote_as_read'),
  /** The project's French of `parent_ministry` (curated/actor-tutelage-fr.csv). */
  parentMinistryFr: text('parent_ministry_fr'),
});

export const dataColumn = knowledge.table(
  'data_column',
  {
    file: text('file').notNull(),
    columnName: text('column_name').notNull(),
    /** `table.column` (several joined by ", "), or NULL when left out. */
    loadedInto: text('loaded_into'),
    leftOutReason: text('left_out_reason'),
  },
  (t) => [primaryKey({ columns: [t.file, t.columnName] })],
);

/** A region's own household size, read in the note of CRS-01 (min ≠ max: the note gives two). */
export const householdSize = knowledge.table('household_size', {
  pcode: text('pcode')
    .primaryKey()
    .references(() => unit.pcode),
  personsMin: num('persons_min').notNull(),
  personsMax: num('persons_max').notNull(),
  standardId: text('standard_id')
    .notNull()
    .references(() => responseStandard.standardId),
  sourceId: sourceId(),
  quoteAsRead: text('quote_as_read').notNull(),
});
