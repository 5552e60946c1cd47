import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own default is shared_buffers=160MB, and its PostgreSQL touches the whole pool when it
 * starts: 160 MB of resident memory for databases of about 10 MB (accounts, conversations,
 * knowledge: 9.4 MB on 2026-11-27). 16 MB holds them whole; blocks past it are read back from the
 * data folder through the operating system's cache. See docs/decisions/052-memory-on-pglite.md
 * and 054-questions-beside-the-cheap-reads.md.
 */
export const PGLITE_SHARED_BUFFERS_MB = 16;

export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS_MB}MB`];
