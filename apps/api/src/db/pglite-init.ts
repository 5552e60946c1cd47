import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { assertHelperOfLock } from './data-dir-lock.ts';
import { PGLITE_START_PARAMS } from './pglite-options.ts';

/**
 * Creates an empty PGlite cluster in the folder given as argument, then exits. The server runs
 * this in a short-lived child process (client.ts) on its first start: initdb needs a second
 * PostgreSQL instance and a tarball of the new cluster, some 150 MB the server process's
 * allocator would keep for the rest of its life. The caller holds the data folder's lock and names
 * this process in it; a child its caller did not name (the caller died first) stops here.
 */
const dir = process.argv[2];
if (!dir) throw new Error('usage: node pglite-init.ts <dir>');
await assertHelperOfLock(join(dir, '..'));
const db = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
await db.waitReady;
await db.close();
