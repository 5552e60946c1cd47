import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { KNOWLEDGE_MARK, wrapPglite } from '../../db/client.ts';
import { assertHelperOfLock } from '../../db/data-dir-lock.ts';
import { runMigrations } from '../../db/migrate.ts';
import { PGLITE_START_PARAMS } from '../../db/pglite-options.ts';
import { loadKnowledge } from './knowledge.loader.ts';

/**
 * The child process that prepares a PGlite cluster before the server opens it (db/client.ts,
 * `prepareApart`): creates it if new, migrates it, loads the knowledge data when its version
 * changed, writes the version to the mark file, and exits. Parsing every data file and initdb take
 * some 500 MB the server process's allocator would otherwise keep. The caller holds the lock and
 * names this process in it; a child its caller did not name (the caller died first) stops here.
 */
const [dir, knowledgeDir] = process.argv.slice(2);
if (!dir || !knowledgeDir) throw new Error('usage: node prepare-cli.ts <cluster-dir> <knowledge-dir>');
await assertHelperOfLock(join(dir, '..'));
const client = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
await client.waitReady;
const database = wrapPglite(client);
await runMigrations(database);
const { version } = await loadKnowledge(database, knowledgeDir);
writeFileSync(join(dir, '..', KNOWLEDGE_MARK), `${version}\n`);
await client.close();
