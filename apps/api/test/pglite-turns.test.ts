import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';

/**
 * PGlite runs on the server's own thread: one query after another, without a turn of the event
 * loop in between, kept every socket waiting until a question's dozen knowledge queries were all
 * done (bench:load, issue 13). Each raw query now lets the event loop turn first.
 */
describe('PGlite queries and the event loop', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets timers and sockets in between queries that follow one another', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    for (let i = 0; i < 20; i++) {
      await database.query('select $1::int as n', [i]);
      order.push('query');
    }
    expect(order.indexOf('timer')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('timer')).toBeLessThan(3);
  });
});
