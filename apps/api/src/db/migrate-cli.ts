import { loadConfig } from '../config.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    // Another process (a running server) owns the PGlite folder: say who, change nothing.
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(73);
    }
    throw error;
  },
);
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
