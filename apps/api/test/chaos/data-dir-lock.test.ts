import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE,
  LOCK_STALE_ELSEWHERE_MS,
  type LockHolder,
  processStartTicks,
} from '../../src/db/data-dir-lock.ts';
import {
  call,
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
  type ServerProcess,
  spawnServer,
  startServer,
} from '../helpers/server-process.ts';

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

describe('an owner in another pid namespace (another container on the same volume)', () => {
  const other = { pid: 1, startTicks: '12', startedAt: 'x', command: 'npm start', pidNamespace: 'pid:[1]' };
  const ago = (dir: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    utimesSync(join(dir, LOCK_FILE), then, then);
  };

  it('is live while it refreshes its lock, whatever its pid means here; stale once it stops', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sfp-lockns-'));
    try {
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ ...other, host: 'sfp-replica-2' }));
      expect(() => acquireDataDirLock(dir)).toThrow('pid 1 of host sfp-replica-2, in another container');
      ago(dir, LOCK_STALE_ELSEWHERE_MS - 5_000);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      ago(dir, LOCK_STALE_ELSEWHERE_MS + 5_000);
      acquireDataDirLock(dir).release();
      // From this very host name: an earlier life of this container, taken over at once.
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ ...other, host: hostname() }));
      acquireDataDirLock(dir).release();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is told apart by the owner refreshing its lock file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sfp-lockbeat-'));
    try {
      const lock = acquireDataDirLock(dir, 'test', { heartbeatMs: 20 });
      const mine = JSON.parse(readFileSync(lock.path, 'utf8')) as LockHolder;
      expect(mine.host).toBe(hostname());
      expect(mine.pidNamespace).toMatch(/^pid:\[\d+\]$/);
      ago(dir, 10 * 60_000);
      await new Promise((r) => setTimeout(r, 200));
      expect(Date.now() - statSync(lock.path).mtimeMs).toBeLessThan(5_000);
      lock.release();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  const canUnshare =
    process.getuid?.() === 0 && spawnSync('unshare', ['--pid', '--uts', '--fork', 'true']).status === 0;
  it.runIf(canUnshare)(
    'refuses a server started in another pid namespace and host name while the first one runs',
    { timeout: 240_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'sfp-lockcontainer-'));
      const first = await startServer({ DATA_DIR: dir });
      try {
        expect(first.url, first.output()).not.toBe('');
        // As a second container would run it: its own pids (the server is pid 1 there) and host name.
        const second = spawn(
          'unshare',
          ['--pid', '--uts', '--fork', '--mount-proc', 'sh', '-c', 'hostname sfp-replica-2 && exec "$0" "$@"'].concat([
            process.execPath,
            ...SERVER_NODE_FLAGS,
            SERVER_ENTRY,
          ]),
          {
            env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dir },
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
          },
        );
        let output = '';
        second.stdout!.on('data', (d: Buffer) => (output += d.toString()));
        second.stderr!.on('data', (d: Buffer) => (output += d.toString()));
        const exited = new Promise<number | null>((r) => second.on('exit', (code) => r(code)));
        const code = await Promise.race([
          exited,
          new Promise<'running'>((r) => setTimeout(() => r('running'), 60_000)),
        ]);
        // Still running (it took the folder): stop it, its process group with it.
        if (code === 'running') process.kill(-second.pid!, 'SIGKILL');
        expect(code, output).toBe(73);
        expect(output).toContain(`pid ${first.pid} of host ${hostname()}, in another container`);
        expect((await call(`${first.url}/api/health`, 'GET')).status).toBe(200);
      } finally {
        await first.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('an owner killed but not yet reaped (a zombie)', () => {
  it('is gone: its lock is taken over', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sfp-lockzombie-'));
    // A shell starts `sleep` in the background, then becomes a process that never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 300 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = Number(await new Promise<string>((r) => parent.stdout!.once('data', (d: Buffer) => r(d.toString()))));
      // Until the shell has become `sleep 60` it may still reap its child itself (then no zombie).
      const parentCommand = () => readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim();
      while (parentCommand() !== 'sleep') await new Promise((r) => setTimeout(r, 10));
      const holder = { pid, startTicks: processStartTicks(pid), startedAt: 'x', command: 'npm start' };
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder));
      expect(() => acquireDataDirLock(dir)).toThrow(`pid ${pid}`);
      process.kill(pid, 'SIGKILL');
      const state = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0];
      while (state() !== 'Z') await new Promise((r) => setTimeout(r, 10));
      acquireDataDirLock(dir).release();
    } finally {
      parent.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a child working on the folder for the owner (the first-start preparation)', () => {
  const readLock = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockHolder;

  it('keeps the lock live while the child runs, after its owner is gone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sfp-lockhelper-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      const lock = acquireDataDirLock(dir);
      lock.addHelper(child.pid!);
      const mine = readLock(dir);
      expect(mine.helper).toEqual({ pid: child.pid, startTicks: processStartTicks(child.pid!) });
      // The owner killed (a dead pid), its child still working: refused, naming the child.
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ ...mine, pid: 2 ** 22 + 7 }));
      expect(() => acquireDataDirLock(dir)).toThrow(`pid ${child.pid}, preparing the folder for pid ${2 ** 22 + 7}`);
      // Once the child has gone too, the lock is stale and taken over.
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      acquireDataDirLock(dir).release();
    } finally {
      child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops a preparing child its owner did not name, before it touches the folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sfp-lockorphan-'));
    try {
      // A lock held by someone else (our parent), naming no helper: the child is an orphan.
      writeFileSync(
        join(dir, LOCK_FILE),
        JSON.stringify({
          pid: process.ppid,
          startTicks: processStartTicks(process.ppid),
          startedAt: 'x',
          command: 'x',
        }),
      );
      for (const script of ['apps/api/src/db/pglite-init.ts', 'apps/api/src/modules/knowledge/prepare-cli.ts']) {
        const run = spawnSync(process.execPath, [join(ROOT, script), join(dir, 'pg'), join(ROOT, 'data/knowledge')], {
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status, run.stderr).not.toBe(0);
        expect(run.stderr).toContain('leaves the folder alone');
        expect(existsSync(join(dir, 'pg', 'PG_VERSION'))).toBe(false);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it(
    'kill -9 of the server while its child prepares a new folder: the next start keeps off until the child is done',
    { timeout: 300_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'sfp-lockprepare-'));
      const started: ServerProcess[] = [];
      try {
        const first = spawnServer({ DATA_DIR: dir });
        started.push(first);
        // Its child (the preparation), as its parent names it in the lock before it may open anything
        // — not the first of the server's children, which may be another (a PDF renderer): stopped as
        // soon as it is named, so that it is certainly still at work when the next server starts.
        let helper: number | undefined;
        const deadline = Date.now() + 60_000;
        while (helper === undefined && Date.now() < deadline) {
          try {
            helper = readLock(dir).helper?.pid;
          } catch {
            helper = undefined; // not written yet
          }
          if (helper === undefined) await new Promise((r) => setTimeout(r, 5));
        }
        expect(helper, first.output()).toBeGreaterThan(0);
        expect(readFileSync(`/proc/${first.pid}/task/${first.pid}/children`, 'utf8').split(' ')).toContain(
          String(helper),
        );
        process.kill(helper!, 'SIGSTOP');
        expect(await first.kill('SIGKILL')).toBe('SIGKILL');
        const second = await startServer({ DATA_DIR: dir });
        started.push(second);
        expect(await second.exited, second.output()).toBe(73);
        expect(second.output()).toContain(`pid ${helper}, preparing the folder for pid ${first.pid}`);
        // The child goes on (or stops, its parent gone); then the folder opens and works.
        process.kill(helper!, 'SIGCONT');
        const gone = Date.now() + 120_000;
        while (processStartTicks(helper!) !== null && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
        const third = await startServer({ DATA_DIR: dir });
        started.push(third);
        expect(third.url, third.output()).not.toBe('');
        const email = `prepare.${Date.now()}@example.sn`;
        const reg = await call(`${third.url}/api/user/register/`, 'POST', {
          email,
          username: email,
          role: 'superadmin',
          password: 'Inondation2024',
          password2: 'Inondation2024',
        });
        expect(reg.status).toBe(201);
        expect((await call(`${third.url}/api/health`, 'GET')).status).toBe(200);
      } finally {
        for (const s of started) await s.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
