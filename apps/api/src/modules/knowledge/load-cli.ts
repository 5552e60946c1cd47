import { loadConfig } from '../../config.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { DataFileError } from './csv.ts';
import { loadKnowledge } from './knowledge.loader.ts';

/** `npm run data:load`: (re)loads data/knowledge into the `knowledge` schema; `--force` reloads. */
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
  const started = performance.now();
  const result = await loadKnowledge(database, config.knowledgeDir, { force: process.argv.includes('--force') });
  const ms = Math.round(performance.now() - started);
  if (result.loaded) {
    const counts = Object.entries(result.counts ?? {})
      .map(([t, n]) => `${t} ${n}`)
      .join(', ');
    console.log(`Knowledge ${result.version} loaded into ${database.kind} in ${ms} ms: ${counts}.`);
  } else console.log(`Knowledge ${result.version} already loaded (${database.kind}); nothing to do (--force reloads).`);
} catch (error) {
  if (error instanceof DataFileError) {
    console.error(`The data was not loaded; the previous version stays in place.\n${error.message}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
