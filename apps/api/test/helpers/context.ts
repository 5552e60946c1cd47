import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDeps, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';

/**
 * The engine the API suite runs on: in-process PGlite by default; PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it), each test file in a database of its own.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
    await runMigrations(database);
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `sfp_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabaseName(TEST_DATABASE_URL, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 10 });
  await runMigrations(database);
  return {
    database,
    url,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  outboxDir: string;
  close(): Promise<void>;
}

/** A built app on a fresh database and data folder; env overrides go through the real config loader. */
export async function createTestContext(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> & { database?: Database } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sfp-test-'));
  const owned = deps.database ? undefined : await createTestDatabase();
  const database = deps.database ?? owned!.database;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { serveWeb: false, ...deps, database });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    async close() {
      await app.close();
      await owned?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique address per call, so tests never depend on each other's accounts. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.sn`;
}

export const GOOD_PASSWORD = 'Inondation2024';
