import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  type ListenClient,
  postgresTokenVersionChanges,
  TOKEN_VERSION_CHANNEL,
} from '../src/modules/auth/token-version-changes.ts';

/** A stand-in for pg.Client: answers, or stops answering without a word (a dead network). */
class FakeClient extends EventEmitter implements ListenClient {
  silent = false;
  ended = false;
  queries: string[] = [];
  async connect() {}
  query(text: string): Promise<unknown> {
    this.queries.push(text);
    if (this.silent) return new Promise(() => {});
    return Promise.resolve({ rows: [] });
  }
  async end() {
    this.ended = true;
  }
}

const until = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  return check();
};

describe('the PostgreSQL listener of token-version changes (ADR 055)', () => {
  it('passes changes on, and counts them as possibly missed when its connection stops answering', async () => {
    const clients: FakeClient[] = [];
    const events: string[] = [];
    const changes = postgresTokenVersionChanges({
      connect: () => {
        const c = new FakeClient();
        clients.push(c);
        return c;
      },
      heartbeatMs: 20,
      retryMs: 20,
    });
    changes.start({ changed: (id) => events.push(`changed ${id}`), live: (l) => events.push(`live ${l}`) });
    try {
      expect(await until(() => events.includes('live true'))).toBe(true);
      expect(clients[0]!.queries[0]).toBe(`LISTEN ${TOKEN_VERSION_CHANNEL}`);
      clients[0]!.emit('notification', { channel: TOKEN_VERSION_CHANNEL, payload: '42' });
      clients[0]!.emit('notification', { channel: 'other', payload: '7' });
      clients[0]!.emit('notification', { channel: TOKEN_VERSION_CHANNEL, payload: 'not an id' });
      expect(events).toEqual(['live true', 'changed 42']);
      // No answer to the heartbeat, no error either: down within twice the heartbeat, then a new
      // connection listens again.
      clients[0]!.silent = true;
      expect(await until(() => events.includes('live false'))).toBe(true);
      expect(clients[0]!.ended).toBe(true);
      expect(await until(() => events.filter((e) => e === 'live true').length === 2)).toBe(true);
      expect(clients).toHaveLength(2);
      // A connection that reports an error is down at once.
      clients[1]!.emit('error', new Error('terminating connection due to administrator command'));
      expect(await until(() => events.filter((e) => e === 'live false').length === 2)).toBe(true);
    } finally {
      await changes.close();
    }
    const after = events.length;
    await new Promise((r) => setTimeout(r, 100));
    // Closed: no new connection, nothing more said.
    expect(events.length).toBe(after);
    expect(clients.every((c) => c.ended)).toBe(true);
  });

  it('closes at once even while its connection is still being made', async () => {
    // pg leaves connect() pending for good when the client is ended meanwhile.
    const hanging = new FakeClient();
    hanging.connect = () => new Promise(() => {});
    const events: string[] = [];
    const changes = postgresTokenVersionChanges({ connect: () => hanging, heartbeatMs: 20, retryMs: 20 });
    changes.start({ changed: () => {}, live: (l) => events.push(`live ${l}`) });
    await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    await changes.close();
    expect(Date.now() - started).toBeLessThan(500);
    expect(hanging.ended).toBe(true);
    expect(events).toEqual([]);
  });
});
