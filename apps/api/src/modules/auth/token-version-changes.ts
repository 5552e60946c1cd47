import type { PGlite } from '@electric-sql/pglite';

/**
 * Changes of users' token versions as the database announces them (ADR 055): a trigger on `users`
 * (migration 0003) notifies this channel with the user's id whenever a token version changes or a
 * user is deleted, whoever made the change, on whatever instance. Each instance listens and drops
 * its cached version of that user, so it can trust the versions it read for longer
 * (token-versions.ts) and a revocation elsewhere is still seen within the notification's delay.
 */
export const TOKEN_VERSION_CHANNEL = 'sfp_token_versions';
/** The listening connection's application_name (pg_stat_activity shows who listens). */
export const TOKEN_VERSION_LISTENER_NAME = 'sfp-token-versions';

export interface TokenVersionChangeHandlers {
  /** The user's version changed, or the user was deleted. */
  changed(userId: number): void;
  /** Changes are being heard (true), or may be missed from now on (false). */
  live(isLive: boolean): void;
}

export interface TokenVersionChanges {
  start(handlers: TokenVersionChangeHandlers): void;
  close(): Promise<void>;
}

const userIdOf = (payload: string | undefined) => {
  const id = Number(payload);
  return Number.isSafeInteger(id) ? id : null;
};

/** PGlite lives in this process (one owner per data folder): its notifications cannot be lost. */
export function pgliteTokenVersionChanges(pglite: PGlite): TokenVersionChanges {
  let unlisten: (() => Promise<void>) | undefined;
  let closed = false;
  return {
    start(handlers) {
      pglite
        .listen(TOKEN_VERSION_CHANNEL, (payload) => {
          const id = userIdOf(payload);
          if (id !== null) handlers.changed(id);
        })
        .then(
          (off) => {
            if (closed) return void off().catch(() => {});
            unlisten = off;
            handlers.live(true);
          },
          () => handlers.live(false),
        );
    },
    async close() {
      closed = true;
      await unlisten?.().catch(() => {});
    },
  };
}

/** The part of a `pg.Client` the listener uses. */
export interface ListenClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: () => void): unknown;
  end(): Promise<void>;
}

/**
 * PostgreSQL: one connection of its own LISTENs. It is known to hear only while it answers: a
 * `select 1` every `heartbeatMs` must come back within as long again, else the connection is
 * dropped, changes count as possibly missed (`live(false)`: the cache goes back to 1 s entries and
 * forgets everything) and a new connection is tried every `retryMs`.
 */
export function postgresTokenVersionChanges(options: {
  connect: () => ListenClient;
  heartbeatMs?: number;
  retryMs?: number;
}): TokenVersionChanges {
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const retryMs = options.retryMs ?? 1000;
  let closed = false;
  let current: ListenClient | undefined;
  /** Ends the wait under way early: the listener closes, or its connection broke. */
  let wake: (() => void) | undefined;
  let done: Promise<void> = Promise.resolve();
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  /**
   * `step`, unless the listener closes first: pg leaves a `connect()` pending for good when the
   * client is ended while it connects, and closing must not wait for it.
   */
  const unlessClosed = <T>(step: Promise<T>): Promise<T> => {
    step.catch(() => {});
    return Promise.race([
      step,
      stopped.then(() => {
        throw new Error('closed');
      }),
    ]);
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(end, ms);
      timer.unref();
      function end() {
        clearTimeout(timer);
        if (wake === end) wake = undefined;
        resolve();
      }
      wake = end;
    });
  /** 'ok' when the query answered within `ms`. */
  const answered = (query: Promise<unknown>, ms: number) =>
    new Promise<'ok' | 'failed' | 'late'>((resolve) => {
      const timer = setTimeout(() => resolve('late'), ms);
      timer.unref();
      const settle = (outcome: 'ok' | 'failed') => {
        clearTimeout(timer);
        resolve(outcome);
      };
      query.then(
        () => settle('ok'),
        () => settle('failed'),
      );
    });

  async function listenOnce(handlers: TokenVersionChangeHandlers): Promise<void> {
    const client = options.connect();
    current = client;
    let broken = false;
    const fail = () => {
      broken = true;
      wake?.();
    };
    client.on('error', fail);
    client.on('end', fail);
    client.on('notification', (message) => {
      const id = message.channel === TOKEN_VERSION_CHANNEL ? userIdOf(message.payload) : null;
      if (id !== null) handlers.changed(id);
    });
    let live = false;
    try {
      await unlessClosed(client.connect());
      await unlessClosed(client.query(`LISTEN ${TOKEN_VERSION_CHANNEL}`));
      live = true;
      handlers.live(true);
      while (!closed && !broken) {
        if ((await answered(client.query('select 1'), heartbeatMs * 2)) !== 'ok') break;
        await pause(heartbeatMs);
      }
    } catch {
      // Not connected, or the connection broke: counted below, tried again.
    } finally {
      if (live) handlers.live(false);
      current = undefined;
      // Not awaited: closing a connection that stopped answering can take as long as TCP does.
      void client.end().catch(() => {});
    }
  }

  return {
    start(handlers) {
      done = (async () => {
        while (!closed) {
          await listenOnce(handlers);
          if (!closed) await pause(retryMs);
        }
      })();
    },
    async close() {
      closed = true;
      stop();
      wake?.();
      void current?.end().catch(() => {});
      await done;
    },
  };
}
