import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
