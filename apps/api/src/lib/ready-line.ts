import { join } from 'node:path';
import type { Config } from '../config.ts';

/** "Ready: open http://localhost:8000 — data in …/.data (PGlite), mails in …/.data/outbox" */
export function readyLine(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  const data = config.databaseUrl
    ? 'data in PostgreSQL (DATABASE_URL)'
    : `data in ${join(config.dataDir, 'pg')} (PGlite)`;
  const mail = config.smtpUrl ? 'mails sent through SMTP_URL' : `mails in ${join(config.dataDir, 'outbox')}`;
  return `Ready: open http://${host}:${config.port}/ — ${data}, ${mail}`;
}
