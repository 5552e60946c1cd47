/**
 * `npm start`: build the web app if its sources changed, then run the API server, which migrates
 * the database, loads the knowledge base when its version changed, and serves everything on
 * http://localhost:8000 (PGlite in .data/, mails in .data/outbox/).
 */
import { buildWebIfStale } from './build-web.ts';

buildWebIfStale();
await import('../apps/api/src/server.ts');
