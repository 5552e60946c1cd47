/**
 * The `knowledge` schema, created afresh on every load (the loader drops and recreates it in one
 * transaction, so a change here is a migration: bump MODEL_VERSION in knowledge.loader.ts).
 * Columns are only ever added, never renamed or dropped: the advisor reads them by name.
 * `knowledge.schema.ts` declares the same tables for Drizzle; a test holds the two equal.
 */
export const KNOWLEDGE_DDL = `
create schema knowledge;
create table knowledge.meta (key text primary key, value text not null);
create table knowledge.source (
  id text primary key, title text not null, organisation text, url text, published text,
  reliability text check (reliability in ('A','B','C')), title_fr text);
create table knowledge.caveat (id text primary key, text_fr text not null, text_en text not null, source text not null);
create table knowledge.caveat_applies (
  caveat_id text not null,
  applies_to text not null check (applies_to in ('table','column','measure','pcode','event','standard')),
  target text not null, primary key (caveat_id, applies_to, target));
create table knowledge.unit (
  pcode text primary key, level text not null check (level in ('country','region','department','arrondissement','commune')),
  name text not null, parent_pcode text, region_pcode text, department_pcode text,
  area_km2 double precision, area_source_id text, ansd_code text, note text);
create table knowledge.unit_alias (alias text not null, pcode text not null, primary key (alias, pcode));
create table knowledge.unit_name (
  pcode text not null, name text not null, source_file text not null,
  source_column text not null, primary key (pcode, name, source_file, source_column));
create table knowledge.unit_listing (
  listing text not null, code text not null, pcode text, level text not null,
  name text not null, parent_code text, valid_on text, area_km2 double precision, note text, source_as_written text,
  primary key (listing, code));
create table knowledge.commune_2013 (
  id int primary key, code_entite_src text, name text not null, department_name_2013 text, region_name text,
  milieu text, area_km2 double precision, department_pcode text,
  region_pcode text, pcode text,
  source_as_written text, source_id text not null);
create table knowledge.population (
  pcode text not null, year int not null,
  kind text not null check (kind in ('census','projection')), producer text not null,
  sex text not null check (sex in ('total','female','male')), value bigint,
  source_id text not null, note text,
  caveat_id text,
  primary key (pcode, year, producer, sex));
create table knowledge.population_age (
  pcode text not null, year int not null,
  kind text not null check (kind in ('census','projection')), producer text not null,
  sex text not null check (sex in ('total','female','male')), age_band text not null,
  age_min int not null, age_max int, value bigint, source_id text not null,
  primary key (pcode, year, producer, sex, age_band));
create table knowledge.population_published (
  dataset text not null, ref_area text not null, pcode text not null,
  level text not null, year int not null, kind text not null check (kind in ('census','projection')),
  sex text not null check (sex in ('total','female','male')), value bigint, indicator text, unit text,
  producer text, note text, caveat_id text,
  source_id text not null,
  primary key (dataset, ref_area, year, sex));
create table knowledge.flood_event (
  event_id text primary key, year int not null, start_date text, end_date text, name text not null,
  hazard_type text, main_areas text, deaths int, injured int, people_affected int, people_displaced int,
  households_affected int, families_displaced int, houses_destroyed int, houses_flooded int,
  other_impacts text, notes text, source_id text not null,
  glide text, reliability text check (reliability in ('A','B','C')), source_date text,
  name_fr text not null);
create table knowledge.flood_event_area (
  id int primary key, event_id text not null,
  pcode text not null, place_as_written text, metric text not null,
  value double precision, certainty text, page text, excerpt text,
  source_id text not null,
  region_pcode text, compiled_via text);
create table knowledge.health_facility (
  pcode text not null, facility_type text not null,
  n_facilities int, n_geolocated int, note text, source_id text not null,
  source_as_written text, primary key (pcode, facility_type));
create table knowledge.vulnerability (
  pcode text primary key, drinking_water_pct double precision,
  electricity_pct double precision, food_insecurity_pct double precision, food_insecurity_severe_pct double precision,
  shock_3y_pct double precision, caveat text, source_id text not null,
  source_as_written text);
create table knowledge.household_shock (
  shock text primary key, dakar_urban_pct double precision, other_urban_pct double precision,
  rural_pct double precision, national_pct double precision, caveat text,
  source_id text not null, source_as_written text);
create table knowledge.household_shock_milieu (
  shock text not null,
  milieu text not null check (milieu in ('dakar_urban','other_urban','rural','national')),
  pct double precision, source_id text not null, primary key (shock, milieu));
create table knowledge.rainfall_fact (
  fact_id text primary key, scope text, place text, pcodes text[], period text, metric text not null,
  value_text text, value_num double precision, unit text, text_as_read text,
  source_id text not null,
  value_kind text, value_min double precision, value_max double precision, reliability text,
  place_fr text, period_fr text, value_text_fr text, unit_fr text);
create table knowledge.response_standard (
  standard_id text primary key, sector text not null, indicator text not null, indicator_fr text,
  value_text text not null, value_num double precision, unit text, per text, note text,
  source_id text not null,
  value_kind text, value_min double precision, value_max double precision, per_quantity double precision,
  per_unit text, per_operator text, variant_group text, context text, phase text, edition text,
  page_or_section text, quote_as_read text);
create table knowledge.household_size (
  pcode text primary key, persons_min double precision not null, persons_max double precision not null,
  standard_id text not null, source_id text not null, quote_as_read text not null);
create table knowledge.response_actor (
  actor_id text primary key, name_fr text not null, acronym text, name_en text, type text,
  parent_ministry text, mandate_fr text, mandate_en text, role text,
  source_id text not null, source_date text, quote_as_read text, parent_ministry_fr text);
create table knowledge.data_column (
  file text not null, column_name text not null, loaded_into text, left_out_reason text,
  primary key (file, column_name));
`;

/**
 * Foreign keys and indexes, added after the rows are inserted (in the same transaction): checking
 * each key once over the whole table is about twice as fast on PGlite as checking it row by row.
 */
export const KNOWLEDGE_KEYS = `
alter table knowledge.caveat_applies add foreign key (caveat_id) references knowledge.caveat(id);
alter table knowledge.unit add foreign key (area_source_id) references knowledge.source(id);
alter table knowledge.unit_alias add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.unit_name add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.unit_listing add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.commune_2013 add foreign key (department_pcode) references knowledge.unit(pcode);
alter table knowledge.commune_2013 add foreign key (region_pcode) references knowledge.unit(pcode);
alter table knowledge.commune_2013 add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.commune_2013 add foreign key (source_id) references knowledge.source(id);
alter table knowledge.population add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.population add foreign key (source_id) references knowledge.source(id);
alter table knowledge.population add foreign key (caveat_id) references knowledge.caveat(id);
alter table knowledge.population_age add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.population_age add foreign key (source_id) references knowledge.source(id);
alter table knowledge.population_published add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.population_published add foreign key (caveat_id) references knowledge.caveat(id);
alter table knowledge.population_published add foreign key (source_id) references knowledge.source(id);
alter table knowledge.flood_event add foreign key (source_id) references knowledge.source(id);
alter table knowledge.flood_event_area add foreign key (event_id) references knowledge.flood_event(event_id);
alter table knowledge.flood_event_area add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.flood_event_area add foreign key (source_id) references knowledge.source(id);
alter table knowledge.flood_event_area add foreign key (region_pcode) references knowledge.unit(pcode);
alter table knowledge.health_facility add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.health_facility add foreign key (source_id) references knowledge.source(id);
alter table knowledge.vulnerability add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.vulnerability add foreign key (source_id) references knowledge.source(id);
alter table knowledge.household_shock add foreign key (source_id) references knowledge.source(id);
alter table knowledge.household_shock_milieu add foreign key (shock) references knowledge.household_shock(shock);
alter table knowledge.household_shock_milieu add foreign key (source_id) references knowledge.source(id);
alter table knowledge.rainfall_fact add foreign key (source_id) references knowledge.source(id);
alter table knowledge.response_standard add foreign key (source_id) references knowledge.source(id);
alter table knowledge.household_size add foreign key (pcode) references knowledge.unit(pcode);
alter table knowledge.household_size add foreign key (standard_id) references knowledge.response_standard(standard_id);
alter table knowledge.household_size add foreign key (source_id) references knowledge.source(id);
alter table knowledge.response_actor add foreign key (source_id) references knowledge.source(id);
create index population_pcode_year on knowledge.population (pcode, year);
create index population_age_pcode on knowledge.population_age (pcode);
create index population_published_pcode on knowledge.population_published (pcode, year);
create index flood_event_area_pcode on knowledge.flood_event_area (pcode);
`;

/** The order tables are filled in: every table after those its foreign keys point to. */
export const TABLE_ORDER = [
  'source',
  'caveat',
  'caveat_applies',
  'unit',
  'unit_alias',
  'unit_name',
  'unit_listing',
  'commune_2013',
  'population',
  'population_age',
  'population_published',
  'flood_event',
  'flood_event_area',
  'health_facility',
  'vulnerability',
  'household_shock',
  'household_shock_milieu',
  'rainfall_fact',
  'response_standard',
  'household_size',
  'response_actor',
  'data_column',
];
