import { and, eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caveat,
  caveatApplies,
  knowledgeTables,
  population,
  populationAge,
  responseStandard,
} from '../src/modules/knowledge/knowledge.schema.ts';
import type { TestDatabase } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createKnowledgeDatabase();
});
afterAll(async () => {
  await test.drop();
});

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
}

const sorted = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('the Drizzle declaration of the knowledge schema', () => {
  it('has the tables, columns, types and nullability of the loaded database', async () => {
    const loaded = (
      await test.database.query<DbColumn>(
        `select table_name, column_name, data_type, udt_name, is_nullable from information_schema.columns
          where table_schema = 'knowledge'`,
      )
    ).rows.map((c) => ({
      table: c.table_name,
      column: c.column_name,
      type: c.data_type === 'ARRAY' ? `${c.udt_name.slice(1)}[]` : c.data_type,
      notNull: c.is_nullable === 'NO',
    }));
    const declared = knowledgeTables().flatMap((t) => {
      const config = getTableConfig(t);
      return config.columns.map((c) => ({
        table: config.name,
        column: c.name,
        type: c.getSQLType().replace(/^text\[\]$/, 'text[]'),
        notNull: c.notNull || c.primary || config.primaryKeys.some((pk) => pk.columns.includes(c)),
      }));
    });
    expect(loaded.length).toBeGreaterThanOrEqual(200);
    expect(sorted(declared)).toEqual(sorted(loaded));
  });

  it('has the primary and foreign keys of the loaded database', async () => {
    const keys = (
      await test.database.query<{ table_name: string; kind: string; columns: string; ref: string | null }>(
        `select tc.table_name, tc.constraint_type kind,
                string_agg(kcu.column_name, ',' order by kcu.ordinal_position) columns,
                (select string_agg(distinct ccu.table_name || '.' || ccu.column_name, ',')
                   from information_schema.constraint_column_usage ccu
                  where tc.constraint_type = 'FOREIGN KEY' and ccu.constraint_name = tc.constraint_name
                    and ccu.constraint_schema = tc.constraint_schema) ref
           from information_schema.table_constraints tc
           join information_schema.key_column_usage kcu
             on kcu.constraint_name = tc.constraint_name and kcu.constraint_schema = tc.constraint_schema
          where tc.table_schema = 'knowledge' and tc.constraint_type in ('PRIMARY KEY', 'FOREIGN KEY')
          group by tc.table_name, tc.constraint_type, tc.constraint_name, tc.constraint_schema`,
      )
    ).rows.map((k) => ({ table: k.table_name, kind: k.kind, columns: k.columns, ref: k.ref }));
    const declared = knowledgeTables().flatMap((t) => {
      const config = getTableConfig(t);
      const single = config.columns.filter((c) => c.primary).map((c) => c.name);
      const pks = [
        ...config.primaryKeys.map((pk) => pk.columns.map((c) => c.name)),
        ...(single.length ? [single] : []),
      ];
      return [
        ...pks.map((cols) => ({ table: config.name, kind: 'PRIMARY KEY', columns: cols.join(','), ref: null })),
        ...config.foreignKeys.map((fk) => {
          const r = fk.reference();
          return {
            table: config.name,
            kind: 'FOREIGN KEY',
            columns: r.columns.map((c) => c.name).join(','),
            ref: r.foreignColumns.map((c) => `${getTableConfig(r.foreignTable).name}.${c.name}`).join(','),
          };
        }),
      ];
    });
    expect(sorted(declared)).toEqual(sorted(keys));
  });

  it('types the planner’s queries: age bands, caveated rows and standard variants through Drizzle', async () => {
    const db = test.database.db;
    const bands = await db
      .select({
        band: populationAge.ageBand,
        min: populationAge.ageMin,
        max: populationAge.ageMax,
        value: populationAge.value,
      })
      .from(populationAge)
      .where(and(eq(populationAge.pcode, 'SN01'), eq(populationAge.producer, 'OCHA')))
      .orderBy(populationAge.ageMin);
    expect(bands).toHaveLength(17);
    expect(bands[0]).toEqual({ band: '00_04', min: 0, max: 4, value: 448272 });
    expect(bands[16]).toEqual({ band: '80plus', min: 80, max: null, value: 22727 });

    const flagged = await db
      .select({ pcode: population.pcode, text: caveat.textFr })
      .from(population)
      .innerJoin(caveat, eq(caveat.id, population.caveatId))
      .where(eq(population.year, 2029));
    expect(flagged).toHaveLength(8);
    expect(flagged[0]!.text).toMatch(/Fissel/);

    const water = await db
      .select({ id: responseStandard.standardId, context: responseStandard.context, litres: responseStandard.valueMin })
      .from(responseStandard)
      .where(eq(responseStandard.variantGroup, 'water_quantity'))
      .orderBy(responseStandard.standardId);
    expect(water).toEqual([
      { id: 'WAT-01', context: 'any', litres: 15 },
      { id: 'WAT-02', context: 'any', litres: 7.5 },
      { id: 'WAT-03', context: 'any', litres: 2.5 },
      { id: 'WAT-04', context: 'urban', litres: 50 },
    ]);

    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(caveatApplies)
      .where(eq(caveatApplies.appliesTo, 'event'));
    expect(n!.n).toBeGreaterThanOrEqual(3);
  });
});
