import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One owner per PGlite data folder. PGlite is PostgreSQL in one process with no shared memory
 * between processes: two processes on one folder each believe they own it, see only their own
 * writes and corrupt its indexes (issue 13, finding 1). Every opener of DATA_DIR/pg (the server,
 * `npm run db:migrate`, `npm run data:load`) takes this lock first.
 *
 * The lock is a file created with O_EXCL holding the owner's pid and the kernel's start time of
 * that process. A lock whose pid is gone, or whose pid now belongs to another process (a
 * different start time, or our own pid after a container restart), was left by a killed owner
 * and is taken over.
 *
 * The owner may hand the folder to a child process for a while (the first-start preparation,
 * db/client.ts): the child is named in the lock as its `helper`, and the lock is live while either
 * runs. Otherwise an owner killed by `kill -9` during the preparation left its child working on
 * the folder, the next start judged the lock stale, opened the folder beside it and broke it for
 * good (PGlite aborted on every later start).
 *
 * A pid means something only in its own pid namespace: a server in another container sharing the
 * volume saw a pid that did not exist for it (or belonged to another process), took the live lock
 * over, and two PGlite processes served one folder. So the lock records the owner's pid namespace
 * and host name, and the owner touches the file every LOCK_HEARTBEAT_MS. A lock from another pid
 * namespace is live while it is touched (younger than LOCK_STALE_ELSEWHERE_MS), unless it comes
 * from this very host name: an earlier life of this container (a container has one pid namespace
 * at a time), taken over at once as a killed owner's lock is.
 */
export const LOCK_FILE = 'pglite.lock';
export const LOCK_HEARTBEAT_MS = 10_000;
export const LOCK_STALE_ELSEWHERE_MS = 60_000;

/** This process's pid namespace (Linux: `pid:[4026531836]`), or null where it cannot be read. */
function pidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

/** Whether the holder's pid is one of another pid namespace (another container, mostly). */
function elsewhere(holder: LockHolder): boolean {
  const ours = pidNamespace();
  return !!holder.pidNamespace && !!ours && holder.pidNamespace !== ours;
}

export interface LockHolder {
  pid: number;
  /** The holder's start time as the kernel counts it (/proc/<pid>/stat field 22), when known. */
  startTicks: string | null;
  startedAt: string;
  command: string;
  /** A child process working on the folder for the holder, while it runs. */
  helper?: { pid: number; startTicks: string | null };
  /** Where the pid means something: the holder's pid namespace and host name (absent in old locks). */
  pidNamespace?: string | null;
  host?: string;
}

export class DataDirLockedError extends Error {
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    const who = elsewhere(holder)
      ? `pid ${holder.pid} of host ${holder.host ?? 'unknown'}, in another container or pid namespace, ` +
        `started ${holder.startedAt}; a lock it no longer refreshes is taken over ${LOCK_STALE_ELSEWHERE_MS / 1000} s later`
      : holder.helper && !processIsLive(holder.pid, holder.startTicks)
        ? `pid ${holder.helper.pid}, preparing the folder for pid ${holder.pid}, which is gone`
        : `pid ${holder.pid}, ${holder.command || 'unknown command'}, started ${holder.startedAt}`;
    super(
      `The data folder ${dataDir} is in use by another process (${who}). ` +
        'PGlite allows one process per data folder: stop that process first, or give this one another DATA_DIR ' +
        '(or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
    this.holder = holder;
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Names a child process that works on the folder for us: the lock stays live while it runs. */
  addHelper(pid: number): void;
  release(): void;
}

/** Fields 3 on of /proc/<pid>/stat, or null where /proc is not there (not Linux) or the pid is gone. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The kernel's start time of a process, or null where /proc is not there (not Linux). */
export function processStartTicks(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie (killed, not yet reaped by its parent) answers signal 0 but can touch no file.
  const state = procStat(pid)?.[0];
  return state !== 'Z' && state !== 'X';
}

/** Whether a recorded process still runs: same pid, not us, and (where known) same start time. */
function processIsLive(pid: number, startTicks: string | null): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  if (!isAlive(pid)) return false;
  const now = processStartTicks(pid);
  return startTicks === null || now === null || now === startTicks;
}

/**
 * Whether the recorded holder, or the helper it named, still runs. `lockAgeMs`: how long ago the
 * lock file was last touched (the heartbeat), which is all a holder in another pid namespace shows.
 */
export function holderIsLive(holder: LockHolder, lockAgeMs = 0): boolean {
  if (elsewhere(holder)) return holder.host !== hostname() && lockAgeMs < LOCK_STALE_ELSEWHERE_MS;
  if (processIsLive(holder.pid, holder.startTicks)) return true;
  const helper = holder.helper;
  return !!helper && typeof helper.pid === 'number' && processIsLive(helper.pid, helper.startTicks ?? null);
}

function readHolder(path: string): { text: string; holder: LockHolder | null } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as LockHolder;
    return { text, holder: typeof parsed.pid === 'number' ? parsed : null };
  } catch {
    // Cut short by a crash between create and write: no live owner can be named.
    return { text, holder: null };
  }
}

/**
 * Takes the lock on `dataDir` or throws DataDirLockedError naming the live holder. A stale lock
 * (dead holder) is removed and taken. Released by `release()` and, as a last resort, when this
 * process exits normally.
 */
export function acquireDataDirLock(
  dataDir: string,
  command = process.argv.slice(1).join(' '),
  options: { heartbeatMs?: number } = {},
): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    startTicks: processStartTicks(process.pid),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    command: command.slice(0, 200),
    pidNamespace: pidNamespace(),
    host: hostname(),
  };
  let text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const seen = readHolder(path);
      if (!seen) continue; // released meanwhile: try again
      let age: number;
      try {
        age = Date.now() - statSync(path).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      if (seen.holder && holderIsLive(seen.holder, age)) throw new DataDirLockedError(dataDir, seen.holder);
      // Stale: remove it only if it is still the very file we judged (not a newcomer's lock).
      if (readHolder(path)?.text === seen.text) {
        try {
          unlinkSync(path);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
        }
      }
      continue;
    }
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    // The heartbeat that tells owners in other pid namespaces this lock is alive.
    const heartbeat = setInterval(() => {
      try {
        const now = new Date();
        utimesSync(path, now, now);
      } catch {
        // gone: nothing to keep alive
      }
    }, options.heartbeatMs ?? LOCK_HEARTBEAT_MS);
    heartbeat.unref();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      process.off('exit', release);
      // Only our own lock: never a successor's.
      if (readHolder(path)?.text === text) {
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      }
    };
    const addHelper = (pid: number) => {
      if (released) return;
      const next = `${JSON.stringify({ ...mine, helper: { pid, startTicks: processStartTicks(pid) } })}\n`;
      // Replaced whole (rename), so that a reader never sees half a lock and judges it stale.
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, next, { mode: 0o600 });
      renameSync(temporary, path);
      text = next;
    };
    process.on('exit', release);
    return { path, addHelper, release };
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing hands.`);
}

/**
 * For the child process the owner hands the folder to: throws unless the lock names this process
 * as the helper of its parent. A child whose parent died before naming it (or was replaced) stops
 * here, before it opens anything.
 */
export async function assertHelperOfLock(dataDir: string, waitMs = 2_000): Promise<void> {
  const path = join(dataDir, LOCK_FILE);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const holder = readHolder(path)?.holder;
    if (holder?.pid === process.ppid && holder.helper?.pid === process.pid) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `${path} does not name this process (pid ${process.pid}) as the helper of its parent (pid ${process.ppid}): ` +
          'the process that started it is gone, so it leaves the folder alone.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
