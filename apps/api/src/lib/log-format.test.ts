import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { formatLogLine } from './log-format.ts';
import { readyLine } from './ready-line.ts';

describe('readable logs in development', () => {
  it('turns a request entry into one readable line', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 26, 8, 31, 2),
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      msg: 'request',
      method: 'GET',
      url: '/api/health',
      status: 200,
      ms: 1.2,
      ip: '127.0.0.1',
    });
    expect(formatLogLine(line)).toBe('08:31:02 INFO  request GET /api/health 200 1.2 ms ip=127.0.0.1\n');
  });

  it('keeps the fields of other entries, quoted when they hold spaces', () => {
    const line = JSON.stringify({ level: 40, time: 0, msg: 'mail written to the outbox', link: 'http://x/a b', n: 2 });
    expect(formatLogLine(line)).toBe('00:00:00 WARN  mail written to the outbox link="http://x/a b" n=2\n');
    expect(formatLogLine('not json')).toBe('not json\n');
  });

  it('defaults to pretty in development and JSON in production', () => {
    const base = { SECRET_KEY: 'x'.repeat(40), DATA_DIR: '/srv/sfp' };
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ ...base, NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('ends npm start with where to go and where the data and mails are', () => {
    const config = loadConfig({ SECRET_KEY: 'x'.repeat(40), DATA_DIR: '/srv/sfp', PORT: '8000' });
    expect(readyLine(config)).toBe(
      'Ready: open http://localhost:8000/ — data in /srv/sfp/pg (PGlite), mails in /srv/sfp/outbox',
    );
  });
});
