import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, processStartTicks } from '../../src/db/data-dir-lock.ts';
import { call, type ServerProcess, startServer } from '../helpers/server-process.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

describe('one owner per PGlite data folder (issue 13, finding 1)', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sfp-lock-'));
  });
  afterAll(async () => {
    for (const s of servers) await s.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses a second server on the same folder, naming the holder, and leaves the first one serving',
    { timeout: 240_000 },
    async () => {
      const first = await startServer({ DATA_DIR: dataDir });
      servers.push(first);
      expect(first.url, first.output()).not.toBe('');
      const second = await startServer({ DATA_DIR: dataDir });
      servers.push(second);
      expect(await second.exited).toBe(73);
      expect(second.output()).toContain(`in use by another process (pid ${first.pid}`);
      expect(second.output()).toContain(dataDir);
      expect((await call(`${first.url}/api/health`, 'GET')).status).toBe(200);
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(first.pid);
    },
  );

  it(
    'refuses npm run data:load and db:migrate while the server runs, and changes nothing',
    { timeout: 120_000 },
    () => {
      for (const script of ['apps/api/src/modules/knowledge/load-cli.ts', 'apps/api/src/db/migrate-cli.ts']) {
        const run = spawnSync(process.execPath, [join(ROOT, script)], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status, run.stderr).toBe(73);
        expect(run.stderr).toContain(`pid ${servers[0]!.pid}`);
      }
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(servers[0]!.pid);
    },
  );

  it('recovers the lock left by kill -9 on the next start, with the data', { timeout: 240_000 }, async () => {
    const first = servers[0]!;
    const email = `lock.${Date.now()}@example.sn`;
    const reg = await call(`${first.url}/api/user/register/`, 'POST', {
      email,
      username: email,
      role: 'superadmin',
      password: 'Inondation2024',
      password2: 'Inondation2024',
    });
    expect(reg.status).toBe(201);
    expect(await first.kill('SIGKILL')).toBe('SIGKILL');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    const next = await startServer({ DATA_DIR: dataDir });
    servers.push(next);
    expect(next.url, next.output()).not.toBe('');
    const signIn = await call(`${next.url}/api/token/`, 'POST', { username: email, password: 'Inondation2024' });
    expect(signIn.status).toBe(200);
    // A clean stop releases the lock file.
    expect(await next.kill('SIGTERM')).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});

describe('the lock file', () => {
  it('is taken once, refused while held, and free again after release', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sfp-lockfile-'));
    const lock = acquireDataDirLock(dir);
    // Held by a live process other than us (our parent): refused with its pid.
    const held = {
      pid: process.ppid,
      startTicks: processStartTicks(process.ppid),
      startedAt: 'x',
      command: 'npm start',
    };
    lock.release();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(held));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${process.ppid}`);
    // A live pid with another start time is a reused pid: the lock is stale.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ ...held, startTicks: '1' }));
    acquireDataDirLock(dir).release();
    // A dead pid, our own pid (container restart) and a file cut short are stale too.
    for (const text of [
      JSON.stringify({ ...held, pid: 2 ** 22 + 7 }),
      JSON.stringify({ ...held, pid: process.pid }),
      '{"pi',
    ]) {
      writeFileSync(join(dir, LOCK_FILE), text);
      const taken = acquireDataDirLock(dir);
      expect(JSON.parse(readFileSync(taken.path, 'utf8')).pid).toBe(process.pid);
      taken.release();
      expect(existsSync(taken.path)).toBe(false);
    }
    await rm(dir, { recursive: true, force: true });
  });
});
