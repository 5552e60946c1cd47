import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own default is shared_buffers=160MB, and its PostgreSQL touches the whole pool when it
 * starts: 160 MB of resident memory for databases of about 10 MB (accounts, conversations,
 * knowledge). 32 MB holds them whole. See docs/decisions/052-memory-on-pglite.md.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
