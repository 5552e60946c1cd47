import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildConversationId } from '@sfp/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../helpers/context.ts';
import { call, type ServerProcess, signUp, startServer } from '../helpers/server-process.ts';

/**
 * Faults under load, against real server processes (issue 13): no acknowledged write may be lost.
 * Writes are conversation registrations (201 = acknowledged); after the fault, every acknowledged
 * id must be in the user's list.
 */
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  for (const c of cleanups) await c();
});

/** `workers` loops registering conversations until `stop()`; returns the acknowledged ids. */
function writeLoad(url: string, user: { token: string; id: number }, workers: number) {
  const acknowledged: string[] = [];
  const failures: Record<string, number> = {};
  let running = true;
  let clock = Date.UTC(2020, 0, 1);
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      clock += 1000;
      const id = buildConversationId(user.id, new Date(clock));
      try {
        const res = await call(`${url}/api/user/conversations/`, 'POST', { conversation_id: id }, user.token);
        if (res.status === 201) acknowledged.push(id);
        else failures[res.status] = (failures[res.status] ?? 0) + 1;
      } catch {
        failures.network = (failures.network ?? 0) + 1;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    acknowledged,
    failures,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function listed(url: string, token: string): Promise<Set<string>> {
  const res = await call(`${url}/api/user/conversations/`, 'GET', undefined, token);
  expect(res.status).toBe(200);
  return new Set((res.json as unknown as { conversation_id: string }[]).map((c) => c.conversation_id));
}

describe('kill -9 during writes on PGlite, then restart', () => {
  it(
    'loses none of the acknowledged writes, and the restarted server takes the lock over',
    { timeout: 300_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'sfp-chaos-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const env = { DATA_DIR: dataDir, CONVERSATION_RATE_PER_USER: 'off' };
      const first = await startServer(env);
      servers.push(first);
      expect(first.url, first.output()).not.toBe('');
      const user = await signUp(first.url, `chaos.${Date.now()}@example.sn`, 'Inondation2024');
      const load = writeLoad(first.url, user, 8);
      while (load.acknowledged.length < 150) await new Promise((r) => setTimeout(r, 25));
      expect(await first.kill('SIGKILL')).toBe('SIGKILL');
      await load.stop();
      const acknowledged = [...load.acknowledged];
      const next = await startServer(env);
      servers.push(next);
      expect(next.url, next.output()).not.toBe('');
      const after = await listed(next.url, user.token);
      const lost = acknowledged.filter((id) => !after.has(id));
      expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes lost`).toEqual([]);
      await next.kill('SIGTERM');
    },
  );
});

describe.runIf(TEST_DATABASE_URL)('PostgreSQL backends terminated under load', () => {
  it('recovers and loses none of the acknowledged writes', { timeout: 300_000 }, async () => {
    const name = `sfp_chaos_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const dataDir = await mkdtemp(join(tmpdir(), 'sfp-chaos-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      CONVERSATION_RATE_PER_USER: 'off',
    });
    servers.push(server);
    expect(server.url, server.output()).not.toBe('');
    const user = await signUp(server.url, `chaos.pg.${Date.now()}@example.sn`, 'Inondation2024');
    const load = writeLoad(server.url, user, 8);
    let killed = 0;
    for (let round = 0; round < 5; round++) {
      await new Promise((r) => setTimeout(r, 400));
      const res = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      killed += res.rowCount ?? 0;
    }
    await new Promise((r) => setTimeout(r, 400));
    await load.stop();
    expect(killed).toBeGreaterThan(0);
    // Recovered: it answers again, and every acknowledged write is there.
    expect((await call(`${server.url}/api/health`, 'GET')).status).toBe(200);
    const after = await listed(server.url, user.token);
    const lost = load.acknowledged.filter((id) => !after.has(id));
    expect(load.acknowledged.length).toBeGreaterThan(0);
    expect(lost, `${lost.length} of ${load.acknowledged.length} acknowledged writes lost`).toEqual([]);
    // And it takes new writes again (on a busy machine the first may need a moment: up to 15 s).
    const more = writeLoad(server.url, user, 2);
    const deadline = Date.now() + 15_000;
    while (more.acknowledged.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await more.stop();
    expect(more.acknowledged.length, `no write taken after recovery: ${JSON.stringify(more.failures)}`).toBeGreaterThan(
      0,
    );
  });
});
