import { bigint, doublePrecision, integer, pgSchema, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The `knowledge` schema for typed queries (Drizzle): sources, caveats, places and population
 * (the other tables are in knowledge.schema.facts.ts; import both from knowledge.schema.ts). The loader creates it from KNOWLEDGE_DDL
 * (knowledge.ddl.ts), not from this file, and not through drizzle-kit migrations: a test loads
 * the data and holds this declaration equal to information_schema (columns, types, nullability,
 * primary keys). Check constraints and indexes live in the DDL only.
 */
export const knowledge = pgSchema('knowledge');

const num = (name: string) => doublePrecision(name);
const count = (name: string) => bigint(name, { mode: 'number' });

export const meta = knowledge.table('meta', { key: text('key').primaryKey(), value: text('value').notNull() });

export const source = knowledge.table('source', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  organisation: text('organisation'),
  url: text('url'),
  published: text('published'),
  /** A institutional, B press or secondary, C blog. */
  reliability: text('reliability'),
  /** The project's own description of a data set (curated/sources.json), in French; published titles have none. */
  titleFr: text('title_fr'),
});

export const caveat = knowledge.table('caveat', {
  id: text('id').primaryKey(),
  textFr: text('text_fr').notNull(),
  textEn: text('text_en').notNull(),
  /** Where the caveat is stated (README section, file and column). */
  source: text('source').notNull(),
});

export const caveatApplies = knowledge.table(
  'caveat_applies',
  {
    caveatId: text('caveat_id')
      .notNull()
      .references(() => caveat.id),
    /** table | column | measure | pcode | event | standard */
    appliesTo: text('applies_to').notNull(),
    /** A table, `table.column`, a p-code, an event id or a standard id. */
    target: text('target').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caveatId, t.appliesTo, t.target] })],
);

export const unit = knowledge.table('unit', {
  pcode: text('pcode').primaryKey(),
  /** country | region | department | arrondissement | commune */
  level: text('level').notNull(),
  name: text('name').notNull(),
  parentPcode: text('parent_pcode'),
  regionPcode: text('region_pcode'),
  departmentPcode: text('department_pcode'),
  areaKm2: num('area_km2'),
  areaSourceId: text('area_source_id').references(() => source.id),
  ansdCode: text('ansd_code'),
  note: text('note'),
});

export const unitAlias = knowledge.table(
  'unit_alias',
  {
    alias: text('alias').notNull(),
    pcode: text('pcode')
      .notNull()
      .references(() => unit.pcode),
  },
  (t) => [primaryKey({ columns: [t.alias, t.pcode] })],
);

export const unitName = knowledge.table(
  'unit_name',
  {
    pcode: text('pcode')
      .notNull()
      .references(() => unit.pcode),
    name: text('name').notNull(),
    sourceFile: text('source_file').notNull(),
    sourceColumn: text('source_column').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pcode, t.name, t.sourceFile, t.sourceColumn] })],
);

export const unitListing = knowledge.table(
  'unit_listing',
  {
    /** ansd-codes | ocha-codab-2019 | ocha-codab-v02 | bdgp-200k */
    listing: text('listing').notNull(),
    code: text('code').notNull(),
    pcode: text('pcode').references(() => unit.pcode),
    level: text('level').notNull(),
    name: text('name').notNull(),
    parentCode: text('parent_code'),
    validOn: text('valid_on'),
    areaKm2: num('area_km2'),
    note: text('note'),
    sourceAsWritten: text('source_as_written'),
  },
  (t) => [primaryKey({ columns: [t.listing, t.code] })],
);

export const commune2013 = knowledge.table('commune_2013', {
  id: integer('id').primaryKey(),
  codeEntiteSrc: text('code_entite_src'),
  name: text('name').notNull(),
  departmentName2013: text('department_name_2013'),
  regionName: text('region_name'),
  /** Urbain | Rural, as published. */
  milieu: text('milieu'),
  areaKm2: num('area_km2'),
  departmentPcode: text('department_pcode').references(() => unit.pcode),
  regionPcode: text('region_pcode').references(() => unit.pcode),
  /** The ANSD commune of the same name in the same department; NULL when none or several. */
  pcode: text('pcode').references(() => unit.pcode),
  sourceAsWritten: text('source_as_written'),
  sourceId: text('source_id')
    .notNull()
    .references(() => source.id),
});

export const population = knowledge.table(
  'population',
  {
    pcode: text('pcode')
      .notNull()
      .references(() => unit.pcode),
    year: integer('year').notNull(),
    /** census | projection */
    kind: text('kind').notNull(),
    /** ANSD | OCHA */
    producer: text('producer').notNull(),
    /** total | female | male */
    sex: text('sex').notNull(),
    value: count('value'),
    sourceId: text('source_id')
      .notNull()
      .references(() => source.id),
    note: text('note'),
    caveatId: text('caveat_id').references(() => caveat.id),
  },
  (t) => [primaryKey({ columns: [t.pcode, t.year, t.producer, t.sex] })],
);

export const populationAge = knowledge.table(
  'population_age',
  {
    pcode: text('pcode')
      .notNull()
      .references(() => unit.pcode),
    year: integer('year').notNull(),
    kind: text('kind').notNull(),
    producer: text('producer').notNull(),
    sex: text('sex').notNull(),
    /** 00_04 … 75_79, 80plus */
    ageBand: text('age_band').notNull(),
    ageMin: integer('age_min').notNull(),
    /** NULL for the open band (80plus). */
    ageMax: integer('age_max'),
    value: count('value'),
    sourceId: text('source_id')
      .notNull()
      .references(() => source.id),
  },
  (t) => [primaryKey({ columns: [t.pcode, t.year, t.producer, t.sex, t.ageBand] })],
);

export const populationPublished = knowledge.table(
  'population_published',
  {
    /** The SDMX DATAFLOW, or the CSV file's name. */
    dataset: text('dataset').notNull(),
    /** The ANSD code as published. */
    refArea: text('ref_area').notNull(),
    pcode: text('pcode')
      .notNull()
      .references(() => unit.pcode),
    level: text('level').notNull(),
    year: integer('year').notNull(),
    kind: text('kind').notNull(),
    sex: text('sex').notNull(),
    value: count('value'),
    indicator: text('indicator'),
    unit: text('unit'),
    producer: text('producer'),
    note: text('note'),
    caveatId: text('caveat_id').references(() => caveat.id),
    sourceId: text('source_id')
      .notNull()
      .references(() => source.id),
  },
  (t) => [primaryKey({ columns: [t.dataset, t.refArea, t.year, t.sex] })],
);
